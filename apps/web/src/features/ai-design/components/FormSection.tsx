import { type ReactNode, useId } from 'react';

/** One numbered step of the request, as a card: its number, title and a line saying what it asks. */
export function FormSection({
  number,
  title,
  hint,
  aside,
  children,
}: {
  number: number;
  title: string;
  hint?: string;
  /** Something at the title's right (a summary of the answer). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
          >
            {number}
          </span>
          <div>
            <h2 id={id} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {hint && <p className="text-sm text-slate-600">{hint}</p>}
          </div>
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
