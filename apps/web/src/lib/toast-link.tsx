import type { MouseEvent } from 'react';
import { navigateTo } from './navigation.ts';

export type ToastLinkTarget = { to: string; label: string };

/**
 * A toast's words with a link after them ("Your sample order #100123 is placed. View your orders"). The
 * toasts sit outside the router, so the link moves through the app's navigator (a plain click), not a <Link>.
 */
export function ToastWithLink({ text, link }: { text: string; link: ToastLinkTarget }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void navigateTo(link.to);
  };
  return (
    <span>
      {text}{' '}
      <a href={link.to} onClick={follow} className="font-medium underline">
        {link.label}
      </a>
    </span>
  );
}
