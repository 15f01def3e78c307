import { formatDate } from '@app/domain/format/date';
import type { ReactNode } from 'react';
import { AddressText } from '../../../components/address/AddressText.tsx';
import { StatusBadge } from '../../../components/orders/StatusBadge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import type { OrderView } from '../../../lib/order-types.ts';
import { OrderLines } from './OrderLines.tsx';
import { OrderTotals } from './OrderTotals.tsx';

const term = 'text-xs font-medium uppercase tracking-wide text-slate-500';

/**
 * One order in a list: number, date, item count, its lines with their pictures, the totals as the checkout
 * showed them (coupon line included), where it ships, a status summary, 'View items' and the caller's
 * `actions` (the homeowner's 'Change address'). The totals show only when the caller's role receives them
 * (homeowner, admin: domain money-by-role.ts); 'Refunded' once money was given back. An order an estimate's
 * approval placed says so.
 */
export function OrderCard({
  order,
  onView,
  actions,
}: {
  order: OrderView;
  onView: () => void;
  actions?: ReactNode;
}) {
  const titleId = `order-${order.id}-title`;
  const count = order.items.length;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-lg font-semibold text-slate-900">
            Order #{order.number}
          </h3>
          <p className="text-sm text-slate-600">
            Placed <time dateTime={order.created_at}>{formatDate(order.created_at)}</time> ·{' '}
            {count === 1 ? '1 item' : `${count} items`}
            {order.estimate && ` · from the approved estimate, version ${order.estimate.version}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button
            variant="outline"
            size="sm"
            onClick={onView}
            aria-label={`View items of order #${order.number}`}
          >
            View items
          </Button>
        </div>
      </div>
      <div className="mt-4 grid gap-x-8 gap-y-4 grid-cols-[minmax(0,1fr)] md:grid-cols-[minmax(0,1fr)_18rem]">
        <OrderLines number={order.number} items={order.items} />
        <div className="space-y-4">
          <OrderTotals order={order} />
          <div className="text-sm">
            <p className={term}>Ships to</p>
            <p className="mt-0.5 text-slate-900">
              <AddressText address={order.ship_to} empty="" />
            </p>
          </div>
        </div>
      </div>
      {order.status_summary.length > 0 && (
        <ul aria-label={`Item statuses of order #${order.number}`} className="mt-4 flex flex-wrap gap-2">
          {order.status_summary.map(({ status, count: n }) => (
            <li key={status} className="flex items-center gap-1 text-sm text-slate-700">
              <StatusBadge status={status} />
              <span className="tabular-nums">× {n}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
