import type { ReactNode } from 'react';
import { TextLink } from '../../../components/ui/TextLink.tsx';

/** The one way out under an account form, centred: 'Back to Sign In', 'Back to My Account'... */
export function FormFooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-center text-sm">
      <TextLink to={to}>{children}</TextLink>
    </p>
  );
}
