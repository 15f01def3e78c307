import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import { statusLabel } from '@app/domain/orders/item-status';
import type { ReactNode } from 'react';
import type { OrderItem } from '../../../lib/order-types.ts';
import type { PlacedOrder } from '../api/orders.ts';

function byVendor(items: OrderItem[]): Array<[string, OrderItem[]]> {
  const groups = new Map<string, OrderItem[]>();
  for (const item of items) groups.set(item.vendor_name, [...(groups.get(item.vendor_name) ?? []), item]);
  return [...groups];
}

/** The placed order: its number and date, the items by vendor with their status, and the totals charged. */
export function OrderConfirmation({ order }: { order: PlacedOrder }) {
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Order number</dt>
          <dd data-testid="order-number" className="text-lg font-semibold text-slate-900">
            {order.number}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Order date</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatDate(order.created_at)}</dd>
        </div>
      </dl>
      {byVendor(order.items).map(([vendor, items]) => (
        <section
          key={vendor}
          aria-label={`From ${vendor}`}
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 className="mb-2 font-semibold text-slate-900">From {vendor}</h2>
          <ul className="divide-y divide-slate-100 text-sm">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{item.product_name}</p>
                  <p className="text-slate-600">
                    {item.size_label ? `Size: ${item.size_label} · ` : ''}Qty: {item.qty} ·{' '}
                    {statusLabel(item.status)}
                  </p>
                </div>
                <span className="font-medium text-slate-900">
                  {formatUsd(item.unit_price_cents * item.qty)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <dl className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
        <Total
          term={order.coupon_code ? `Subtotal with coupon ${order.coupon_code}` : 'Subtotal'}
          cents={order.subtotal_cents}
        />
        <Total term="Tax" cents={order.tax_cents} />
        <Total term="Shipping" cents={order.shipping_cents} free />
        <Total term="Total charged" cents={order.charge_cents} strong />
      </dl>
    </div>
  );
}

function Total({
  term,
  cents,
  free,
  strong,
}: {
  term: string;
  cents: number;
  free?: boolean;
  strong?: boolean;
}) {
  const value: ReactNode = free && cents === 0 ? 'Free' : formatUsd(cents);
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-slate-200 pt-2 text-base font-semibold text-slate-900' : 'text-slate-700'}`}
    >
      <dt>{term}</dt>
      <dd data-testid={strong ? 'order-total' : undefined}>{value}</dd>
    </div>
  );
}
