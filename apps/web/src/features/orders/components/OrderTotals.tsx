import { formatUsd, freeOrUsd } from '@app/domain/money/cents';
import { orderSummaryOf } from '@app/domain/orders/order-summary';
import { SummaryRow as Row } from '../../../components/orders/SummaryRow.tsx';
import type { OrderView } from '../../../lib/order-types.ts';

/**
 * A placed order's totals as its checkout's summary showed them (domain order-summary.ts): subtotal at list
 * price, the coupon's line with its amount, tax, shipping, total; an approved estimate's deposit, paid in
 * the same charge, and that charge; then what was refunded. Nothing for a role that receives no order
 * totals (vendor, pro).
 */
export function OrderTotals({ order }: { order: OrderView }) {
  const totals = orderSummaryOf(order);
  if (!totals) return null;
  return (
    <dl aria-label={`Totals of order #${order.number}`} className="space-y-1.5 text-sm">
      <Row term="Subtotal" testId="order-subtotal">
        {formatUsd(totals.subtotal_cents)}
      </Row>
      {totals.coupon_code && (
        <Row term={`Coupon ${totals.coupon_code}`} testId="order-discount" tone="discount">
          −{formatUsd(totals.discount_cents)}
        </Row>
      )}
      <Row term="Tax" testId="order-tax">
        {formatUsd(totals.tax_cents)}
      </Row>
      <Row term="Shipping" testId="order-shipping">
        {freeOrUsd(totals.shipping_cents)}
      </Row>
      <Row term="Total" testId="order-total" tone="total">
        {formatUsd(totals.charge_cents)}
      </Row>
      {!!order.deposit_cents && (
        <>
          <Row term="Contractor’s deposit" testId="order-deposit">
            {formatUsd(order.deposit_cents)}
          </Row>
          <Row term="Charged" testId="order-charged" tone="total">
            {formatUsd(totals.charge_cents + order.deposit_cents)}
          </Row>
        </>
      )}
      {!!order.refunded_cents && (
        <Row term="Refunded" testId="order-refunded" tone="discount">
          {formatUsd(order.refunded_cents)}
        </Row>
      )}
    </dl>
  );
}
