import type { ReactNode } from 'react';

/** The frame of the account-access screens: a centred card, full width on phones. */
export function AuthLayout({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** The register wizard needs more room for its two-column rows. */
  wide?: boolean;
}) {
  return (
    <section className="px-4 py-8 md:py-12">
      <div
        className={`mx-auto w-full ${wide ? 'max-w-3xl' : 'max-w-md'} rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:p-8`}
      >
        <header className="mb-6 text-center">
          <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
