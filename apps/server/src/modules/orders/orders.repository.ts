import { contractorFundsAvailableAt } from '@app/domain/orders/business-days';
import { INITIAL_ITEM_STATUS } from '@app/domain/orders/item-status';
import { eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { ledgerEntries, orderItems, orders, type ShipToSnapshot } from '../../db/schema/index.ts';
import type { Project } from '../projects/projects.repository.ts';
import type { PricedCart } from './order-pricing.ts';

/** Claims an Idempotency-Key: its row id when this call created it, null when it already existed. */
export async function claimKey(db: Database, userId: number, key: string, requestHash: string) {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into idempotency_keys (user_id, key, request_hash)
      values (${userId}, ${key}, ${requestHash})
      on conflict (user_id, key) do nothing returning id`),
  );
  return row ? Number(row.id) : null;
}

export async function findKey(db: Database, userId: number, key: string) {
  const [row] = rowsOf<{ request_hash: string; order_id: number | null }>(
    await db.execute(sql`select request_hash, order_id from idempotency_keys
      where user_id = ${userId} and key = ${key}`),
  );
  return row
    ? { requestHash: row.request_hash, orderId: row.order_id == null ? null : Number(row.order_id) }
    : null;
}

export async function attachKeyToOrder(db: Database, keyId: number, orderId: number) {
  await db.execute(sql`update idempotency_keys set order_id = ${orderId} where id = ${keyId}`);
}

/** Locks the project for this checkout; null unless it is still the caller's cart. */
export async function lockCart(db: Database, userId: number, projectId: number) {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from projects
      where id = ${projectId} and user_id = ${userId} and is_cart for update`),
  );
  return row != null;
}

/** The cart becomes an ordered project: it leaves the cart (is_cart false), so the cart is empty. */
export async function markOrdered(db: Database, projectId: number) {
  await db.execute(sql`update projects set is_cart = false, updated_at = now() where id = ${projectId}`);
}

export type NewOrder = {
  userId: number;
  project: Project;
  shipTo: ShipToSnapshot;
  couponCode: string | null;
  cart: PricedCart;
  paidAt: Date;
};

/**
 * Writes the order, one item per cart line, and the charge's ledger entries: customer −charge; per item
 * vendor +final_price×qty, contractor +markup×qty (pending until 46 business days after payment; the
 * platform's when no pro priced the cart), platform +fee×qty, tax +line tax; platform +shipping. They sum
 * to zero.
 */
export async function insertOrder(db: Database, o: NewOrder) {
  const { priced, lines, taxBps } = o.cart;
  const [order] = await db
    .insert(orders)
    .values({
      userId: o.userId,
      projectId: o.project.id,
      showroomUserId: o.project.showroomUserId,
      vsdId: o.project.vsdId,
      shipTo: o.shipTo,
      shipToState: o.shipTo.state,
      taxBps,
      shippingCents: priced.shippingCents,
      subtotalCents: priced.subtotalCents,
      taxCents: priced.taxCents,
      chargeCents: priced.chargeCents,
      couponCode: o.couponCode,
      paymentStatus: 'pending',
    })
    .returning();
  const items = await db
    .insert(orderItems)
    .values(
      priced.lines.map((p, i) => {
        const { row, card, vendorUserId } = lines[i];
        return {
          orderId: order.id,
          productId: Number(row.id),
          productSizeId: p.productSizeId,
          brandId: p.vendorId,
          vendorUserId,
          vendorName: row.brand_name,
          productName: row.name,
          sizeLabel: card.size_label || null,
          unit: card.unit ?? null,
          image: card.image,
          colour: row.colour,
          qty: p.qty,
          finalPrice: p.unit.vendorPriceCents,
          platformFee: p.unit.platformFeeCents,
          markup: p.unit.markupCents,
          discount: p.unit.discountCents,
          contractorMarkupAmt: p.unit.contractorMarkupCents,
          unitPrice: p.unit.unitPriceCents,
          lineTotal: p.lineTotalCents,
          taxCents: p.taxCents,
          adminProfitInclusiveTax: p.adminProfitInclusiveTaxCents,
          status: INITIAL_ITEM_STATUS,
          statusDate: o.paidAt,
        };
      }),
    )
    .returning({ id: orderItems.id });
  const pro = o.project.showroomUserId;
  const availableAt = contractorFundsAvailableAt(o.paidAt);
  const base = { orderId: order.id, kind: 'charge', createdAt: o.paidAt } as const;
  const entries: (typeof ledgerEntries.$inferInsert)[] = [
    { ...base, accountType: 'customer', accountId: o.userId, amountCents: -priced.chargeCents },
  ];
  priced.lines.forEach((p, i) => {
    const item = { ...base, orderItemId: items[i].id };
    entries.push(
      {
        ...item,
        accountType: 'vendor',
        accountId: lines[i].vendorUserId,
        brandId: p.vendorId,
        amountCents: p.vendorAmountCents,
      },
      pro != null
        ? {
            ...item,
            accountType: 'contractor',
            accountId: pro,
            amountCents: p.contractorAmountCents,
            availableAt,
          }
        : { ...item, accountType: 'platform', amountCents: p.contractorAmountCents },
      { ...item, accountType: 'platform', amountCents: p.platformFeeAmountCents },
      { ...item, accountType: 'tax', amountCents: p.taxCents },
    );
  });
  entries.push({ ...base, accountType: 'platform', amountCents: priced.shippingCents });
  await db.insert(ledgerEntries).values(entries.filter((e) => e.amountCents !== 0));
  return order;
}

export async function markPaid(db: Database, orderId: number, chargeId: string, paidAt: Date) {
  await db
    .update(orders)
    .set({ paymentStatus: 'paid', providerChargeId: chargeId, paidAt })
    .where(eq(orders.id, orderId));
}
