import { formatDateTime } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import type { AdminOrder } from '@app/domain/orders/admin-orders';
import type { ItemStatus } from '@app/domain/orders/item-status';
import { AdminOrderItemRow } from './AdminOrderItemRow.tsx';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';

export type AdminOrderCardProps = {
  order: AdminOrder;
  now: Date;
  selected: ReadonlySet<number>;
  onToggle: (itemIds: number[], on: boolean) => void;
  onStatusChange: (itemId: number, next: ItemStatus) => Promise<void>;
};

/**
 * One order in the console: its number, when it was placed, who placed it and what was charged, then its
 * items (those matching the filters) with a checkbox each for the bulk change, and one for all of them.
 */
export function AdminOrderCard({ order, now, selected, onToggle, onStatusChange }: AdminOrderCardProps) {
  const ids = order.items.map((i) => i.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const titleId = `admin-order-${order.id}`;
  return (
    <section
      aria-labelledby={titleId}
      className="@container rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex flex-col gap-2 border-b border-slate-200 px-4 py-3 @xl:flex-row @xl:items-start @xl:justify-between">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-brand-600"
            aria-label={`Select every item of order ${order.number}`}
            checked={all}
            disabled={ids.length === 0}
            onChange={(e) => onToggle(ids, e.target.checked)}
          />
          <div>
            <h2 id={titleId} className="font-semibold text-slate-900">
              Order {order.number}
            </h2>
            <p className="text-sm text-slate-600">
              Placed <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time> by{' '}
              {order.customer.full_name} ({order.customer.email})
            </p>
          </div>
        </div>
        <p className="shrink-0 pl-7 text-sm text-slate-700 @xl:pl-0 @xl:text-right">
          Charged {formatUsd(order.charge_cents ?? 0)}
          {!!order.refunded_cents && <> · refunded {formatUsd(order.refunded_cents)}</>}
          <span className="block text-xs text-slate-500">Payment: {order.payment_status}</span>
        </p>
      </header>
      {/* Fixed columns from 56rem, so the items of every order on the page line up. */}
      <table className="block w-full @4xl:table @4xl:table-fixed">
        <thead className="sr-only @4xl:not-sr-only @4xl:table-header-group">
          <tr>
            <th className={`${th} w-10`}>
              <span className="sr-only">Select</span>
            </th>
            <th className={th}>Item</th>
            <th className={`${th} w-28`}>Vendor</th>
            <th className={`${th} w-14 text-right`}>Qty</th>
            <th className={`${th} w-56`}>Status</th>
            <th className={`${th} w-40`}>48-hour promise</th>
            <th className={`${th} w-24 text-right`}>Profit</th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 px-4 @4xl:table-row-group @4xl:px-0">
          {order.items.map((item) => (
            <AdminOrderItemRow
              key={item.id}
              item={item}
              orderedAt={order.created_at}
              now={now}
              checked={selected.has(item.id)}
              onCheck={(on) => onToggle([item.id], on)}
              onStatusChange={onStatusChange}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}
