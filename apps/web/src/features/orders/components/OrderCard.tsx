import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { AddressText } from '../../account/components/AddressText.tsx';
import type { Order } from '../api/order-types.ts';
import { StatusBadge } from './StatusBadge.tsx';

const term = 'text-xs font-medium uppercase tracking-wide text-slate-500';
const value = 'mt-0.5 tabular-nums text-slate-900';

/**
 * One order in a list: number, date, totals, item count, where it ships, a status summary, 'View items' and
 * the caller's `actions` (the homeowner's 'Change address').
 */
export function OrderCard({
  order,
  onView,
  actions,
}: {
  order: Order;
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
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm md:grid-cols-5">
        <div>
          <dt className={term}>Subtotal</dt>
          <dd className={value}>{formatUsd(order.subtotal_cents)}</dd>
        </div>
        <div>
          <dt className={term}>Tax</dt>
          <dd className={value}>{formatUsd(order.tax_cents)}</dd>
        </div>
        <div>
          <dt className={term}>Shipping</dt>
          <dd className={value}>{formatUsd(order.shipping_cents)}</dd>
        </div>
        <div>
          <dt className={term}>Total</dt>
          <dd className={`${value} font-semibold`} data-testid="order-total">
            {formatUsd(order.charge_cents)}
          </dd>
        </div>
        <div className="col-span-2 md:col-span-1">
          <dt className={term}>Ships to</dt>
          <dd className="mt-0.5 text-slate-900">
            <AddressText address={order.ship_to} empty="" />
          </dd>
        </div>
      </dl>
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
