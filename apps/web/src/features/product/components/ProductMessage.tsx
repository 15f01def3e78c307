import type { ReactNode } from 'react';

/** A centred message in place of the product (not found, failed to load, nothing chosen). */
export function ProductMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="product-message" className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div className="rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h1 id="product-message" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        <div className="mt-3 flex flex-col items-center gap-4 text-slate-600">{children}</div>
      </div>
    </section>
  );
}
