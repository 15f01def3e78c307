import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';

type QueryLike = { isPending: boolean; isError: boolean; refetch: () => unknown };

/** A section's loading spinner or error with a retry; its content once the query has data. */
export function SectionState({
  query,
  what,
  children,
}: {
  query: QueryLike;
  what: string;
  children: () => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-6 text-brand-700">
        <Spinner label={`Loading your ${what}`} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-3 py-4 text-sm text-slate-700">
        <p>We could not load your {what} just now.</p>
        <Button variant="outline" size="sm" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children()}</>;
}
