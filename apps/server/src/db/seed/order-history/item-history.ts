import type { ItemStatus } from '@app/domain/orders/item-status';
import { returnRefund } from '@app/domain/orders/refund-split';
import { eq } from 'drizzle-orm';
import { refundItemIn, sendRefunds } from '../../../modules/orders/refund.service.ts';
import { returnShippingCents } from '../../../modules/orders/return-shipping.ts';
import { releaseVendorShare } from '../../../modules/orders/vendor-release.ts';
import type { PaymentProvider } from '../../../modules/payments/payment-provider.ts';
import type { Database } from '../../client.ts';
import { orderItems } from '../../schema/index.ts';
import type { ItemStep } from './plan.ts';

type Item = { id: number; lineTotal: number; taxCents: number };

/**
 * The money one status step moved, as a status change moves it (item-status.service moneyFor), recorded
 * at the step's moment: Delivered releases the vendor's held share; Decline and Cancle refund the item in
 * full; Returned (from Return Request) refunds the line total with tax less the restocking fee (the return
 * shipping, domain returnRefund).
 */
async function moneyOf(tx: Database, item: Item, step: ItemStep, from: ItemStatus) {
  const at = step.at;
  if (step.status === 'Delivered') await releaseVendorShare(tx, item.id, at);
  if (step.status === 'Decline') await refundItemIn(tx, { itemId: item.id, reason: 'decline', at });
  if (step.status === 'Cancle') await refundItemIn(tx, { itemId: item.id, reason: 'cancel', at });
  if (step.status === 'Returned' && from === 'Return Request') {
    const quote = returnRefund({
      lineTotalWithTax: item.lineTotal + item.taxCents,
      returnShippingCents: await returnShippingCents(tx),
    });
    await refundItemIn(tx, {
      itemId: item.id,
      reason: 'return',
      amountCents: quote.refundCents,
      restockingFeeCents: quote.restockingFeeCents,
      at,
    });
  }
}

/**
 * Takes an order item through its planned statuses: the money of each step (moneyOf) at its moment, then
 * the last status with its date; refunds recorded are sent to the provider as a status change sends them
 * (sendRefunds), which marks them succeeded. No notification, audit entry or mail: this is history.
 */
export async function applyItemHistory(
  tx: Database,
  payments: PaymentProvider,
  item: Item,
  steps: ItemStep[],
) {
  if (steps.length === 0) return;
  let from: ItemStatus = 'Waiting for approval';
  for (const step of steps) {
    await moneyOf(tx, item, step, from);
    from = step.status;
  }
  const last = steps[steps.length - 1];
  await tx
    .update(orderItems)
    .set({ status: last.status, statusDate: last.at })
    .where(eq(orderItems.id, item.id));
  if (steps.some((s) => s.status === 'Decline' || s.status === 'Cancle' || s.status === 'Returned')) {
    await sendRefunds(tx, payments, { itemId: item.id });
  }
}
