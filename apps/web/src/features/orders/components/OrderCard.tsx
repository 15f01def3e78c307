import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import type { ReactNode } from 'react';
import { AddressText } from '../../../components/address/AddressText.tsx';
import { StatusBadge } from '../../../components/orders/StatusBadge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import type { OrderView } from '../../../lib/order-types.ts';

const term = 'text-xs font-medium uppercase tracking-wide text-slate-500';
const value = 'mt-0.5 tabular-nums text-slate-900';

/**
 * One order in a list: number, date, totals, item count, where it ships, a status summary, 'View items' and
 * the caller's `actions` (the homeowner's 'Change address'). The totals show only when the caller's role
 * receives them (homeowner, admin: domain money-by-role.ts); 'Refunded' once money was given back.
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
        <Amount term="Subtotal" cents={order.subtotal_cents} />
        <Amount term="Tax" cents={order.tax_cents} />
        <Amount term="Shipping" cents={order.shipping_cents} />
        <Amount term="Total" cents={order.charge_cents} strong testId="order-total" />
        {!!order.refunded_cents && (
          <Amount term="Refunded" cents={order.refunded_cents} testId="order-refunded" />
        )}
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

/** One amount of the order, left out when the caller's role does not receive it. */
function Amount({
  term: label,
  cents,
  strong,
  testId,
}: {
  term: string;
  cents: number | undefined;
  strong?: boolean;
  testId?: string;
}) {
  if (cents === undefined) return null;
  return (
    <div>
      <dt className={term}>{label}</dt>
      <dd className={`${value}${strong ? ' font-semibold' : ''}`} data-testid={testId}>
        {formatUsd(cents)}
      </dd>
    </div>
  );
}
