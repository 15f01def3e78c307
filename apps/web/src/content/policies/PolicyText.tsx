import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../components/ui/focus-ring.ts';

const linkClasses = `rounded font-medium text-brand-700 underline ${focusRing}`;

/** One titled section of a policy shown in a modal. */
export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-4 last:mb-0">
      <h3 className="mb-1 text-sm font-semibold text-slate-900">{title}</h3>
      <div className="space-y-2 leading-relaxed">{children}</div>
    </section>
  );
}

/** Where a policy sends questions: the support address from the settings when known. */
export function ContactLine({ supportEmail }: { supportEmail: string | null }) {
  return supportEmail ? (
    <a className={linkClasses} href={`mailto:${supportEmail}`}>
      {supportEmail}
    </a>
  ) : (
    <>our support team through the Contact page</>
  );
}

/** 'Read the full …' under a summary: the whole policy page, in a new tab so the form keeps what was typed. */
export function FullPolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      Read the full{' '}
      <Link className={linkClasses} to={to} target="_blank" rel="noopener">
        {children}
      </Link>
      .
    </p>
  );
}

/** A link to another page of the site inside a policy's sentence. */
export function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={linkClasses} to={to}>
      {children}
    </Link>
  );
}
