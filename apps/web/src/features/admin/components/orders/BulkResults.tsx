import type { BulkStatusResult } from '@app/domain/orders/admin-orders';
import { statusLabel } from '@app/domain/orders/item-status';
import { Button } from '../../../../components/ui/Button.tsx';
import { card } from '../console-styles.ts';

const OUTCOME = {
  updated: { label: 'Updated', className: 'text-emerald-700' },
  unchanged: { label: 'Unchanged', className: 'text-slate-600' },
  refused: { label: 'Refused', className: 'text-rose-700' },
} as const;

/** What the last bulk change did to each item: updated, unchanged, or refused with the rule's message. */
export function BulkResults({
  result,
  message,
  onDismiss,
}: {
  result: BulkStatusResult;
  message: string;
  onDismiss: () => void;
}) {
  return (
    <section aria-labelledby="bulk-results-title" className={`${card} space-y-3`}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="bulk-results-title" className="text-base font-semibold text-slate-900">
            Set to {statusLabel(result.status)}
          </h2>
          <p className="text-sm text-slate-600">{message}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
      <ul className="divide-y divide-slate-100 text-sm">
        {result.results.map((r) => (
          <li key={r.item_id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3">
            <span className={`w-24 shrink-0 font-medium ${OUTCOME[r.outcome].className}`}>
              {OUTCOME[r.outcome].label}
            </span>
            <span className="text-slate-800">
              {r.item ? r.item.product_name : `Item ${r.item_id}`}
              <span className="text-slate-500"> (item {r.item_id})</span>
              {r.outcome === 'refused' && <span className="block text-rose-700">{r.message}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
