import { CHECKLIST_STATUS_LABELS, CHECKLIST_STATUSES } from '@app/domain/projects/checklist';
import type { ChecklistCounts } from '@app/domain/projects/overview';

/** Each status's colour, from idea (light) to wall (brand). */
export const STATUS_TONES = {
  to_decide: 'bg-slate-300',
  chosen: 'bg-sky-400',
  ordered: 'bg-amber-400',
  installed: 'bg-brand-600',
} as const;

/** A checklist's items by status: a bar in four colours and the same numbers in words. */
export function ChecklistProgress({
  counts,
  compact = false,
}: {
  counts: ChecklistCounts;
  compact?: boolean;
}) {
  if (counts.total === 0) return <p className="text-sm text-slate-500">No checklist items yet</p>;
  return (
    <div className="space-y-1.5">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{counts.installed}</span> of {counts.total}{' '}
        {counts.total === 1 ? 'item' : 'items'} installed
      </p>
      <div className="flex h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        {CHECKLIST_STATUSES.map((status) =>
          counts[status] > 0 ? (
            <span
              key={status}
              className={STATUS_TONES[status]}
              style={{ width: `${(counts[status] / counts.total) * 100}%` }}
            />
          ) : null,
        )}
      </div>
      {!compact && (
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
          {CHECKLIST_STATUSES.map((status) => (
            <li key={status} className="inline-flex items-center gap-1">
              <span aria-hidden="true" className={`size-2 rounded-full ${STATUS_TONES[status]}`} />
              {counts[status]} {CHECKLIST_STATUS_LABELS[status].toLowerCase()}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
