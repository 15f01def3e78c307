import { formatDateTime } from '@app/domain/format/date';
import type { ActivityEntry, ActivityPage } from '@app/domain/projects/overview';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { olderActivity } from '../api/projects.ts';

/**
 * The project's timeline, newest first: the overview's first page, then older pages on request. `limit`
 * shows only the newest few (the overview's summary).
 */
export function ActivityTimeline({
  projectId,
  first,
  limit,
}: {
  projectId: number;
  first: ActivityPage;
  limit?: number;
}) {
  const [older, setOlder] = useState<ActivityEntry[]>([]);
  const [next, setNext] = useState(first.next_before);
  const [loading, setLoading] = useState(false);
  const entries = [...first.items, ...older].slice(0, limit);
  const more = async () => {
    if (next === null) return;
    setLoading(true);
    try {
      const page = await olderActivity(projectId, next);
      setOlder((o) => [...o, ...page.items]);
      setNext(page.next_before);
    } catch {
      // The api client has said what went wrong; the button stays to try again.
    } finally {
      setLoading(false);
    }
  };
  if (entries.length === 0) return <p className="text-sm text-slate-600">Nothing has happened here yet.</p>;
  return (
    <div>
      <ol aria-label="Activity" className="relative space-y-4 border-l border-slate-200 pl-5">
        {entries.map((entry) => (
          <li key={entry.id} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[1.6875rem] top-1 size-3 rounded-full border-2 border-white bg-brand-500 ring-1 ring-brand-200"
            />
            <p className="text-sm text-slate-900">{entry.text}</p>
            <p className="text-xs text-slate-500">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
            </p>
          </li>
        ))}
      </ol>
      {limit === undefined && next !== null && (
        <Button variant="outline" size="sm" className="mt-5" loading={loading} onClick={() => void more()}>
          Show older activity
        </Button>
      )}
    </div>
  );
}
