import { formatUsd, fromDollars } from '@app/domain/money/cents';
import type { ReactNode } from 'react';
import type { Cart } from '../../cart/api/cart.ts';

/** Shipping in dollars as GET /api/profile?checkout=1 gives it; 0 is the free nationwide delivery. */
export function shippingText(shippingCharge: number | undefined): string {
  if (shippingCharge === undefined) return 'Calculated on the final step';
  return shippingCharge === 0 ? 'Free' : formatUsd(fromDollars(shippingCharge));
}

/** The cart's lines (name, size, quantity, line total), the subtotal, and how tax and shipping are added. */
export function OrderSummary({
  cart,
  shippingCharge,
  children,
}: {
  cart: Cart;
  shippingCharge?: number;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="checkout-summary"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:p-6 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary" className="text-lg font-semibold text-slate-900">
        Order summary
      </h2>
      <ul className="divide-y divide-slate-100 text-sm">
        {cart.Project_tans.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{line.product.name}</p>
              <p className="text-slate-600">
                {line.size_label ? `Size: ${line.size_label} · ` : ''}Qty: {line.qty}
              </p>
            </div>
            <span className="shrink-0 font-medium text-slate-900">{formatUsd(line.line_total_cents)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 border-t border-slate-200 pt-3 text-sm">
        <Row term="Subtotal">
          <span data-testid="checkout-subtotal" className="font-semibold text-slate-900">
            {formatUsd(cart.subtotal_cents)}
          </span>
        </Row>
        <Row term="Estimated tax">
          <span className="text-right text-slate-600">Calculated on the final step by the ship-to state</span>
        </Row>
        <Row term="Shipping">
          <span className="text-right text-slate-900">{shippingText(shippingCharge)}</span>
        </Row>
      </dl>
      {shippingCharge === 0 && <p className="text-sm font-medium text-green-700">Free nationwide delivery</p>}
      {children}
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-slate-600">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
