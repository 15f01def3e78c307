import type { LineShares } from '@app/domain/orders/refund-split';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema/index.ts';

/** An order item as a refund needs it, locked: what its charge paid each party, and whose money it is. */
export type RefundItem = {
  id: number;
  orderId: number;
  userId: number;
  proId: number | null;
  chargeId: string | null;
  paidAt: Date | null;
  qty: number;
  finalPrice: number;
  contractorMarkupAmt: number;
  platformFee: number;
  taxCents: number;
  vendorUserId: number | null;
  brandId: number | null;
  /** The vendor's share was released (the item was Delivered): refunds take it from `vendor`. */
  released: boolean;
};

const num = (v: unknown) => (v == null ? null : Number(v));

/** Locks the item (FOR UPDATE) and reads it with its order; null when there is none. */
export async function lockRefundItem(tx: Database, itemId: number): Promise<RefundItem | null> {
  const [r] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select i.id, i.order_id, o.user_id, o.showroom_user_id, o.provider_charge_id,
        o.paid_at, i.qty, i.final_price, i.contractor_markup_amt, i.platform_fee, i.tax_cents,
        i.vendor_user_id, i.brand_id, exists (select 1 from ledger_entries r
          where r.order_id = i.order_id and r.order_item_id = i.id and r.kind = 'release') as released
      from order_items i join orders o on o.id = i.order_id where i.id = ${itemId} for update of i`),
  );
  if (!r) return null;
  return {
    id: Number(r.id),
    orderId: Number(r.order_id),
    userId: Number(r.user_id),
    proId: num(r.showroom_user_id),
    chargeId: (r.provider_charge_id as string | null) ?? null,
    paidAt: r.paid_at == null ? null : new Date(r.paid_at as string),
    qty: Number(r.qty),
    finalPrice: Number(r.final_price),
    contractorMarkupAmt: Number(r.contractor_markup_amt),
    platformFee: Number(r.platform_fee),
    taxCents: Number(r.tax_cents),
    vendorUserId: num(r.vendor_user_id),
    brandId: num(r.brand_id),
    released: r.released === true,
  };
}

const sharesOf = (r: typeof refunds.$inferSelect): LineShares => ({
  vendor: r.vendorCents,
  contractor: r.contractorCents,
  platform: r.platformCents,
  tax: r.taxCents,
});

/** The refund made under an idempotency key, as its outcome. */
export async function refundByKey(tx: Database, key: string) {
  const [r] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key));
  return r ? { refundId: r.id, amountCents: r.amountCents, shares: sharesOf(r) } : null;
}

/** What the item's refunds so far took from each party. */
export async function refundedShares(tx: Database, itemId: number): Promise<LineShares> {
  const [r] = rowsOf<Record<keyof LineShares, unknown>>(
    await tx.execute(sql`select coalesce(sum(vendor_cents), 0) as vendor,
        coalesce(sum(contractor_cents), 0) as contractor, coalesce(sum(platform_cents), 0) as platform,
        coalesce(sum(tax_cents), 0) as tax
      from refunds where order_item_id = ${itemId}`),
  );
  return {
    vendor: Number(r?.vendor ?? 0),
    contractor: Number(r?.contractor ?? 0),
    platform: Number(r?.platform ?? 0),
    tax: Number(r?.tax ?? 0),
  };
}

export async function insertRefund(
  tx: Database,
  r: {
    orderId: number;
    orderItemId: number;
    reason: string;
    idempotencyKey: string;
    amountCents: number;
    restockingFeeCents: number;
    shares: LineShares;
    /** When it was recorded (default now). */
    createdAt?: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: r.orderId,
      orderItemId: r.orderItemId,
      reason: r.reason,
      idempotencyKey: r.idempotencyKey,
      amountCents: r.amountCents,
      restockingFeeCents: r.restockingFeeCents,
      vendorCents: r.shares.vendor,
      contractorCents: r.shares.contractor,
      platformCents: r.shares.platform,
      taxCents: r.shares.tax,
      status: 'pending',
      createdAt: r.createdAt,
    })
    .returning({ id: refunds.id });
  return row.id;
}

/** Refunds recorded but not yet sent to the provider, with the charge they refund. */
export async function pendingRefunds(db: Database, which: { itemId: number } | { before: Date }) {
  const rows = await db
    .select({
      id: refunds.id,
      orderItemId: refunds.orderItemId,
      reason: refunds.reason,
      idempotencyKey: refunds.idempotencyKey,
      amountCents: refunds.amountCents,
      chargeId: orders.providerChargeId,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        eq(refunds.status, 'pending'),
        'itemId' in which ? eq(refunds.orderItemId, which.itemId) : lt(refunds.createdAt, which.before),
      ),
    )
    .orderBy(refunds.id)
    .limit(100);
  return rows.map((r) => ({ ...r, chargeId: r.chargeId ?? '' }));
}

export async function markRefundSent(db: Database, id: number, providerRefundId: string) {
  await db
    .update(refunds)
    .set({ status: 'succeeded', providerRefundId })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

/** Cents refunded so far, per order item and per order (table `refunds`). */
export type RefundedCents = { byItem: Map<number, number>; byOrder: Map<number, number> };

/** What was refunded of these orders, per item and per order (all its items, whoever asks). */
export async function refundedCents(db: Database, orderIds: number[]): Promise<RefundedCents> {
  const byItem = new Map<number, number>();
  const byOrder = new Map<number, number>();
  if (orderIds.length === 0) return { byItem, byOrder };
  const rows = await db
    .select({
      orderId: refunds.orderId,
      itemId: refunds.orderItemId,
      cents: sql<string>`sum(${refunds.amountCents})::bigint`,
    })
    .from(refunds)
    .where(inArray(refunds.orderId, orderIds))
    .groupBy(refunds.orderId, refunds.orderItemId);
  for (const r of rows) {
    byItem.set(r.itemId, Number(r.cents));
    byOrder.set(r.orderId, (byOrder.get(r.orderId) ?? 0) + Number(r.cents));
  }
  return { byItem, byOrder };
}

/**
 * Sets the order's `payment_status` from its refunds, in the refund's transaction: 'refunded' once the
 * refunds reach the charge, else 'partially_refunded' (Stripe's meaning, as the webhook sets it). The order
 * row is locked first, in a statement of its own, so the update's snapshot counts a concurrent refund of
 * another item that committed meanwhile. FOR NO KEY UPDATE, not FOR UPDATE: the refund rows already hold
 * FOR KEY SHARE on the order (their foreign key), which FOR UPDATE would deadlock against.
 */
export async function markRefundedPayment(tx: Database, orderId: number): Promise<void> {
  await tx.execute(sql`select id from orders where id = ${orderId} for no key update`);
  await tx.execute(sql`update orders o set payment_status =
      case when r.total >= o.charge_cents then 'refunded' else 'partially_refunded' end
    from (select coalesce(sum(amount_cents), 0) as total from refunds where order_id = ${orderId}) r
    where o.id = ${orderId} and r.total > 0`);
}
