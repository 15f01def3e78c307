import type { BulkStatusResult } from '@app/domain/orders/admin-orders';
import { statusLabel } from '@app/domain/orders/item-status';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { focusRing } from '../../../../components/ui/focus-ring.ts';
import { card } from '../console-styles.ts';
import { BULK_STATUS_FIELD } from './BulkStatusBar.tsx';

const OUTCOME = {
  updated: { label: 'Updated', className: 'text-emerald-700' },
  unchanged: { label: 'Unchanged', className: 'text-slate-600' },
  refused: { label: 'Refused', className: 'text-rose-700' },
} as const;

/**
 * What the last bulk change did to each item: updated, unchanged, or refused with the rule's message. It takes
 * the focus when it appears (the Apply button it came from is disabled again), and Dismiss gives it back to
 * the bulk control.
 */
export function BulkResults({
  result,
  message,
  onDismiss,
}: {
  result: BulkStatusResult;
  message: string;
  onDismiss: () => void;
}) {
  const box = useRef<HTMLElement>(null);
  // Each new result (a new object per bulk change) takes the focus again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `result` is the trigger, not a value read.
  useEffect(() => {
    box.current?.focus();
  }, [result]);
  const dismiss = () => {
    onDismiss();
    document.getElementById(BULK_STATUS_FIELD)?.focus();
  };
  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby="bulk-results-title"
      className={`${card} space-y-3 ${focusRing}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="bulk-results-title" className="text-base font-semibold text-slate-900">
            Set to {statusLabel(result.status)}
          </h2>
          <p className="text-sm text-slate-600">{message}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={dismiss}>
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
