import type { ComponentProps } from 'react';

/** A link to another site: opens in a new tab, without handing it this page, and says so to screen readers. */
export function ExternalLink({ children, ...rest }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
