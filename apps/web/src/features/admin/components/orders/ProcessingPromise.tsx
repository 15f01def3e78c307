import { formatDateTime } from '@app/domain/format/date';
import { type ItemStatus, UNSOLD_STATUSES } from '@app/domain/orders/item-status';
import { processBy, processingState } from '@app/domain/orders/processing-promise';

/**
 * The 48-hour processing promise of an item (spec point 9, domain processing-promise.ts): still due (by
 * when), late, or kept; nothing to keep for a declined, cancelled or returned item.
 */
export function ProcessingPromise({
  status,
  orderedAt,
  now,
}: {
  status: ItemStatus;
  orderedAt: string;
  now: Date;
}) {
  if (UNSOLD_STATUSES.includes(status)) return <span className="text-slate-500">Closed</span>;
  const state = processingState({ status }, orderedAt, now);
  if (state === 'processed') return <span className="text-emerald-700">Processed</span>;
  const by = formatDateTime(processBy(orderedAt));
  if (state === 'late') return <span className="font-medium text-rose-700">Late: due {by}</span>;
  return <span className="text-amber-800">Due by {by}</span>;
}
