import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import { type ReturnRow, refundOverdue } from '@app/domain/orders/returns-desk';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { th } from '../console-styles.ts';

/**
 * The rows follow the desk's width (a container query, so the console's menu beside it counts): on a phone
 * each return is a card whose cells carry their own label, on a tablet or a narrow laptop the amounts sit in
 * three labelled columns, table cells from 56rem.
 */
const cell =
  'flex justify-between gap-3 py-0.5 text-sm text-slate-700 @xl:block @4xl:table-cell @4xl:px-3 @4xl:py-3 @4xl:align-top';
const tableCell = '@4xl:table-cell @4xl:px-3 @4xl:py-3 @4xl:align-top';
const label = 'text-xs font-medium uppercase tracking-wide text-slate-500 @xl:mb-0.5 @xl:block @4xl:hidden';

function Cell({ name, children, right }: { name: string; children: ReactNode; right?: boolean }) {
  return (
    <td className={`${cell} ${right ? 'tabular-nums @4xl:text-right' : ''}`}>
      <span aria-hidden="true" className={label}>
        {name}
      </span>
      <span>{children}</span>
    </td>
  );
}

/**
 * The returns on the desk. Waiting ones: the refund receiving them would give with the restocking fee at
 * the return shipping, the day the vendors’ 30 days run out (red once past), and Receive. Received ones: the
 * refund made.
 */
export function ReturnsTable({
  rows,
  now,
  onReceive,
}: {
  rows: ReturnRow[];
  now: Date;
  onReceive?: (row: ReturnRow) => void;
}) {
  const waiting = !!onReceive;
  return (
    <div className="@container rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="block w-full @4xl:table">
        <thead className="sr-only @4xl:not-sr-only @4xl:table-header-group">
          <tr className="border-b border-slate-200">
            <th className={th}>Item and order</th>
            <th className={`${th} text-right`}>Line total</th>
            <th className={`${th} text-right`}>Tax</th>
            <th className={`${th} text-right`}>Return shipping</th>
            <th className={`${th} text-right`}>Restocking fee</th>
            <th className={`${th} text-right`}>Refund</th>
            <th className={th}>{waiting ? 'Refund due by' : 'Refunded on'}</th>
            {waiting && (
              <th className={th}>
                <span className="sr-only">Action</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 @4xl:table-row-group">
          {rows.map((r) => {
            const late = r.refund_due_by != null && refundOverdue(r.status_date, now);
            return (
              <tr
                key={r.item_id}
                className="grid gap-1 px-4 py-3 @xl:grid-cols-3 @xl:gap-x-4 @xl:gap-y-3 @4xl:table-row @4xl:p-0"
              >
                <td className={`block pb-1 text-sm text-slate-700 @xl:col-span-3 ${tableCell} @4xl:min-w-56`}>
                  <p className="font-medium text-slate-900">
                    {r.qty} × {r.product_name}
                  </p>
                  <p className="text-xs text-slate-600">
                    {r.vendor_name} · {waiting ? 'requested' : 'received'} {formatDate(r.status_date)}
                  </p>
                  <p className="mt-1 text-xs text-slate-600">
                    Order {r.order_number} · <span className="break-words">{r.customer.email}</span>
                  </p>
                </td>
                <Cell name="Line total" right>
                  {formatUsd(r.line_total_cents)}
                </Cell>
                <Cell name="Tax" right>
                  {formatUsd(r.tax_cents)}
                </Cell>
                <Cell name="Return shipping" right>
                  {formatUsd(r.return_shipping_cents)}
                </Cell>
                <Cell name="Restocking fee" right>
                  {formatUsd(r.restocking_fee_cents)}
                </Cell>
                <Cell name="Refund" right>
                  <strong className="text-slate-900">{formatUsd(r.refund_cents)}</strong>
                </Cell>
                <Cell name={waiting ? 'Refund due by' : 'Refunded on'}>
                  {waiting ? (
                    <span className={late ? 'font-medium text-rose-700' : ''}>
                      {r.refund_due_by ? formatDate(r.refund_due_by) : ''}
                      {late && ' (overdue)'}
                    </span>
                  ) : (
                    formatDate(r.refunded_at ?? r.status_date)
                  )}
                </Cell>
                {onReceive && (
                  <td className={`block pt-2 @xl:col-span-3 ${tableCell} @4xl:text-right`}>
                    <Button
                      size="sm"
                      onClick={() => onReceive(r)}
                      aria-label={`Receive ${r.product_name} (order ${r.order_number})`}
                    >
                      Receive
                    </Button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
