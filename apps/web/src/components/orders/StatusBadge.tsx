import { type ItemStatus, statusLabel } from '@app/domain/orders/item-status';
import { statusGroup, statusTone } from './status-tone.ts';

/** A read-only order item status: its display name in a badge coloured by status group. */
export function StatusBadge({ status, className = '' }: { status: ItemStatus; className?: string }) {
  const tone = statusTone(status);
  return (
    <span
      data-status-group={statusGroup(status)}
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tone.badge} ${className}`.trim()}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {statusLabel(status)}
    </span>
  );
}
