import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useSession } from '../../../lib/session.tsx';

type Props<Row> = {
  id: string;
  title: string;
  intro: string;
  query: UseQueryResult<Row[]>;
  loadingLabel: string;
  empty: string;
  className?: string;
  children: (row: Row) => ReactNode;
};

/** A verification queue's section: its heading and promise, then loading, error with Try again, empty, or cards. */
export function QueueSection<Row>({
  id,
  title,
  intro,
  query,
  loadingLabel,
  empty,
  className,
  children,
}: Props<Row>) {
  return (
    <section aria-labelledby={id} aria-busy={query.isPending} className={className}>
      <h2 id={id} className="mb-1 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{intro}</p>
      {query.isPending ? (
        <Spinner label={loadingLabel} />
      ) : query.isError ? (
        <div role="alert" className="space-y-3 text-sm text-red-700">
          <p>The queue could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
          {empty}
        </p>
      ) : (
        <ul className="space-y-3">{query.data.map(children)}</ul>
      )}
    </section>
  );
}

/** Only an admin asks for a queue (anyone else would be refused with a 403). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user?.type === 'Admin' ? children : null;
}
