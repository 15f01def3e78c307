import { formatUsd } from '@app/domain/money/cents';
import { SamplePill } from '../../../components/orders/SamplePill.tsx';
import type { OrderItemView } from '../../../lib/order-types.ts';

/** Lines shown on an order's card before "and N more" (the popup lists them all). */
const SHOWN = 4;
const picture = 'size-14 shrink-0 rounded-md border border-slate-200 bg-slate-100 object-cover';

/**
 * An order's lines on its card, as the cart and checkout showed them: the product's thumbnail, its name,
 * size and quantity, and the line's total before the coupon (as the checkout listed it, adding up to the subtotal) when the caller's role receives it (domain money-by-role.ts).
 */
export function OrderLines({ number, items }: { number: string; items: OrderItemView[] }) {
  const more = items.length - SHOWN;
  return (
    <div className="min-w-0">
      <ul aria-label={`Items of order #${number}`} className="divide-y divide-slate-100">
        {items.slice(0, SHOWN).map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-2">
            {item.thumb || item.image ? (
              <img
                src={item.thumb || item.image}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className={picture}
              />
            ) : (
              <span aria-hidden="true" className={picture} />
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{item.product_name}</p>
              <p className="text-xs text-slate-600">
                {item.size_label ? `Size: ${item.size_label}${item.sample ? ' ' : ''}` : ''}
                {item.sample && <SamplePill />}
                {item.size_label || item.sample ? ' · ' : ''}Qty: {item.qty}
              </p>
            </div>
            {item.list_total_cents !== undefined && (
              <span className="shrink-0 text-sm font-medium tabular-nums text-slate-900">
                {formatUsd(item.list_total_cents)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="pt-1 text-xs text-slate-600">
          and {more} more {more === 1 ? 'item' : 'items'}
        </p>
      )}
    </div>
  );
}
