import { createHash } from 'node:crypto';
import { chargeEntries } from '@app/domain/ledger/entries';
import { INITIAL_ITEM_STATUS } from '@app/domain/orders/item-status';
import { eq } from 'drizzle-orm';
import { postEntries } from '../../../modules/ledger/ledger.repository.ts';
import { orderDraftOf } from '../../../modules/orders/order-draft.ts';
import { orderCoupon, priceCart } from '../../../modules/orders/order-pricing.ts';
import { insertAttempt } from '../../../modules/orders/payment-attempts.repository.ts';
import type { PaymentProvider } from '../../../modules/payments/payment-provider.ts';
import { upsertLine } from '../../../modules/projects/cart-lines.repository.ts';
import { insertProject } from '../../../modules/projects/projects.repository.ts';
import type { Database } from '../../client.ts';
import { idempotencyKeys, orderItems, orders, paymentAttempts, projects } from '../../schema/index.ts';
import type { Buyer } from './homeowners.ts';
import type { PlannedOrder } from './plan.ts';

/** What every past order reads once: the card it is paid with, tax rates by state, the shipping charge. */
export type Checkout = {
  payments: PaymentProvider;
  token: string;
  taxBpsOf: (state: string) => number;
  shippingCents: number;
};

/** A showroom of the history: its pro and vsd_id. */
export type Showroom = { userId: number; vsdId: string };

/**
 * Places one order of the history at its past moment, the way checkout does: a cart project in the
 * showroom with the planned lines (upsertLine), the coupon claimed (orderCoupon), priced by priceCart and
 * drafted by orderDraftOf, a payment attempt (insertAttempt, which takes the project out of the cart)
 * charged through the provider under its key, then the order, its items and the charge's ledger movement
 * (domain chargeEntries) written as writeAttemptOrder writes them — dated `paidAt` (the ledger is
 * append-only: its past is inserted, never moved). Answers its items (id, line total, tax) in line order.
 */
export async function placePastOrder(
  tx: Database,
  checkout: Checkout,
  plan: PlannedOrder,
  buyer: Buyer,
  showroom: Showroom,
): Promise<Array<{ id: number; lineTotal: number; taxCents: number }>> {
  const at = plan.paidAt;
  const placing = new Date(at.getTime() - 20 * 60_000);
  const project = await insertProject(tx, {
    userId: buyer.id,
    showroomUserId: showroom.userId,
    vsdId: showroom.vsdId,
    // Unnamed, as a cart checked out is: a past order is /your_orders', not a project on /projects.
    name: '',
    couponCode: plan.coupon,
    createdAt: placing,
    updatedAt: placing,
  });
  for (const l of plan.lines) {
    const line = { projectId: project.id, productId: l.productId, sizeId: l.sizeId, colour: l.colour };
    await upsertLine(tx, { ...line, qty: l.qty, increment: l.qty, minQty: l.minQty }, 'set');
  }
  const { coupon, couponCode, couponId } = await orderCoupon(tx, project, undefined, { claim: true });
  const cart = await priceCart(tx, project, {
    taxBps: checkout.taxBpsOf(buyer.shipTo.state),
    shippingCents: checkout.shippingCents,
    coupon,
  });
  const draft = orderDraftOf(project, buyer.shipTo, couponCode, cart);
  const requestHash = createHash('sha256').update(`demo-history:${plan.n}`).digest('hex');
  const [key] = await tx
    .insert(idempotencyKeys)
    .values({ userId: buyer.id, key: `demo-history-${plan.n}`, requestHash, createdAt: at })
    .returning({ id: idempotencyKeys.id });
  const providerKey = `checkout:demo-history-${plan.n}-${buyer.id}-${at.getTime()}`;
  const request = {
    amountCents: cart.priced.chargeCents,
    currency: 'usd' as const,
    token: checkout.token,
    description: 'Remodel Market order',
    metadata: { attempt_key: providerKey, user_id: String(buyer.id) },
  };
  const attempt = await insertAttempt(tx, {
    userId: buyer.id,
    keyId: key.id,
    projectId: project.id,
    couponId,
    provider: checkout.payments.name,
    providerKey,
    request,
    draft,
  });
  const charge = await checkout.payments.charge({ ...request, idempotencyKey: providerKey });

  const [order] = await tx
    .insert(orders)
    .values({
      ...draft.order,
      userId: buyer.id,
      shipToState: draft.order.shipTo.state,
      paymentStatus: 'paid',
      providerChargeId: charge.id,
      paidAt: at,
      createdAt: at,
      // A past order's receipt and vendor notices went out when it was placed.
      mailedAt: at,
    })
    .returning({ id: orders.id });
  const items = draft.items.map((i) => ({
    ...i,
    orderId: order.id,
    status: INITIAL_ITEM_STATUS,
    statusDate: at,
  }));
  const written = await tx.insert(orderItems).values(items).returning({ id: orderItems.id });
  const itemIds = written.map((w) => w.id).sort((a, b) => a - b);
  const entries = chargeEntries({
    customerId: buyer.id,
    proId: draft.order.showroomUserId,
    chargeCents: draft.order.chargeCents,
    shippingCents: draft.order.shippingCents,
    paidAt: at,
    items: items.map((i, n) => ({ ...i, ref: itemIds[n] })),
  });
  await postEntries(tx, { orderId: order.id }, entries, at);
  await tx.update(idempotencyKeys).set({ orderId: order.id }).where(eq(idempotencyKeys.id, key.id));
  await tx
    .update(paymentAttempts)
    .set({ status: 'completed', chargeId: charge.id, orderId: order.id, createdAt: placing, updatedAt: at })
    .where(eq(paymentAttempts.id, attempt.id));
  // Ordered then, not now (insertAttempt stamped it): the homeowner's projects list in the order they were placed.
  await tx.update(projects).set({ updatedAt: at }).where(eq(projects.id, project.id));
  return items.map((i, n) => ({ id: itemIds[n], lineTotal: i.lineTotal, taxCents: i.taxCents }));
}
