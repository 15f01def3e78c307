import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import type { ProjectOrder } from '@app/domain/projects/overview';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** The orders placed from the project (its owner's only: the API answers nobody else them). */
export function ProjectOrders({ orders, className }: { orders: ProjectOrder[]; className: string }) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="project-orders" className={className}>
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 id="project-orders" className="font-semibold text-slate-900">
          Orders
        </h2>
        <Link to={paths.yourOrders} className="text-sm font-medium text-brand-700 underline">
          Your orders
        </Link>
      </div>
      <ul className="divide-y divide-slate-100">
        {orders.map((order) => (
          <li key={order.number} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span>
              <span className="font-medium text-slate-900">Order #{order.number}</span>
              <span className="block text-slate-500">
                {formatDate(order.placed_at)} · {order.lines} {order.lines === 1 ? 'item' : 'items'}
              </span>
            </span>
            <span className="font-medium text-slate-900 tabular-nums">{formatUsd(order.charge_cents)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
