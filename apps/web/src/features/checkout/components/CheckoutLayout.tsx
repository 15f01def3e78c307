import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/Spinner.tsx';

/** The checkout pages' frame: a title, the step, the main column and the summary beside it from 1024 px. */
export function CheckoutLayout({
  title,
  step,
  children,
  aside,
}: {
  title: string;
  step: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-10">
      <p className="text-sm font-medium text-brand-700">{step}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 md:text-3xl">{title}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">{children}</div>
        {aside && <aside>{aside}</aside>}
      </div>
    </div>
  );
}

export function CheckoutLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={label} />
    </div>
  );
}

export function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:p-6"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The cart or the profile could not be loaded: say so instead of spinning. */
export function CheckoutUnavailable() {
  return (
    <p role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-800">
      We could not load your checkout. Please reload the page to try again.
    </p>
  );
}
