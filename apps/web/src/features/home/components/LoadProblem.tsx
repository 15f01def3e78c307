import { Button } from '../../../components/ui/Button.tsx';

/** A fetched section that failed: says what is missing and offers to try again. */
export function LoadProblem({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-6 rounded-lg bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">We could not load {what}.</p>
      <Button className="mt-3" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A fetched section with nothing to show. */
export function EmptyNote({ children }: { children: string }) {
  return (
    <p className="mt-6 rounded-lg bg-white p-6 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">
      {children}
    </p>
  );
}

/** Grey placeholder blocks while a section loads (no motion for reduced-motion visitors). */
export function SkeletonRow({
  count,
  itemClass,
  boxClass,
}: {
  count: number;
  itemClass: string;
  boxClass: string;
}) {
  return (
    <div aria-hidden="true">
      <div className="-ml-4 flex overflow-hidden">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <div key={index} className={`min-w-0 shrink-0 grow-0 pl-4 ${itemClass}`}>
            <div className={`rounded-lg bg-slate-200 motion-safe:animate-pulse ${boxClass}`} />
          </div>
        ))}
      </div>
      {/* the carousel's controls row, so the content does not shift when it arrives */}
      <div className="mt-4 h-10" />
    </div>
  );
}
