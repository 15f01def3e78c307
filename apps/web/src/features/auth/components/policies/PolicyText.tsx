import type { ReactNode } from 'react';

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
    <a className="font-medium text-brand-700 underline" href={`mailto:${supportEmail}`}>
      {supportEmail}
    </a>
  ) : (
    <>our support team through the Contact page</>
  );
}
