import { formatBps as percent } from '@app/domain/format/percent';
import { formatUsd, freeOrUsd } from '@app/domain/money/cents';
import type { ReactNode } from 'react';
import { SummaryRow as Row } from '../../../components/orders/SummaryRow.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import type { Cart } from '../../../lib/cart/cart.ts';
import type { OrderPreview } from '../api/order-preview.ts';

/** A tax rate in bps as a percentage: 725 → "7.25%". */

/**
 * The cart's lines and the order's totals before it is placed: subtotal, the coupon's discount, tax by the
 * ship-to state, shipping and the total, all from the server's preview (the placement's own pricing).
 * Until the preview answers the rows say so; `problem` replaces them when it cannot be computed.
 */
export function OrderSummary({
  cart,
  totals,
  problem,
  children,
}: {
  cart: Cart;
  totals: OrderPreview | undefined;
  problem?: ReactNode;
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
      <dl aria-label="Order totals" className="space-y-2 border-t border-slate-200 pt-3 text-sm">
        <Row term="Subtotal" testId="checkout-subtotal">
          {formatUsd(totals?.subtotal_cents ?? cart.subtotal_cents)}
        </Row>
        {totals && totals.discount_cents > 0 && (
          <Row term={`Coupon ${totals.coupon_code}`} testId="checkout-discount" tone="discount">
            −{formatUsd(totals.discount_cents)}
          </Row>
        )}
        {problem ? null : totals ? (
          <>
            <Row term={`Tax (${totals.tax_state} ${percent(totals.tax_bps)})`} testId="checkout-tax">
              {formatUsd(totals.tax_cents)}
            </Row>
            <Row term="Shipping" testId="checkout-shipping">
              {freeOrUsd(totals.shipping_cents)}
            </Row>
            <Row term="Total" testId="checkout-total" tone="total">
              {formatUsd(totals.charge_cents)}
            </Row>
          </>
        ) : (
          <div className="flex justify-center py-2 text-slate-600">
            <Spinner size="sm" label="Calculating tax, shipping and total" />
          </div>
        )}
      </dl>
      {problem}
      {totals?.shipping_cents === 0 && (
        <p className="text-sm font-medium text-green-700">Free nationwide delivery</p>
      )}
      {children}
    </section>
  );
}
