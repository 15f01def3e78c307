/**
 * The product page's shape while it loads, at least a screen high: the page that replaces it always is, and
 * a shorter placeholder lets the footer show and then be pushed away (issue 23: no layout shift).
 */
export function ProductSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto min-h-screen max-w-6xl px-4 py-6 sm:px-6 md:py-10">
      <p className="sr-only" role="status">
        Loading product
      </p>
      <div aria-hidden="true" className="animate-pulse">
        <div className="h-4 w-64 max-w-full rounded bg-slate-200" />
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <div className="aspect-square rounded-lg bg-slate-200" />
          <div className="flex flex-col gap-4">
            <div className="h-8 w-4/5 rounded bg-slate-200" />
            <div className="h-4 w-1/3 rounded bg-slate-200" />
            <div className="h-10 w-1/2 rounded bg-slate-200" />
            <div className="h-10 w-3/4 rounded bg-slate-200" />
            <div className="h-10 w-40 rounded bg-slate-200" />
          </div>
        </div>
      </div>
    </div>
  );
}
