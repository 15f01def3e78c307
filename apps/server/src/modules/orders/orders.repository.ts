import { contractorFundsAvailableAt } from '@app/domain/orders/business-days';
import { INITIAL_ITEM_STATUS } from '@app/domain/orders/item-status';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, orderItems, type orders, type ShipToSnapshot } from '../../db/schema/index.ts';
import { runStatement } from '../../db/statements.ts';
import { memoStatement } from '../catalog/prepared.ts';
import type { PricedCart, PricedProject } from './order-pricing.ts';

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;

const findKeyStatement = memoStatement(
  () => '',
  (input: { userId: number; key: string }) => input,
  (_, v) =>
    sql`select request_hash, order_id from idempotency_keys where user_id = ${v.userId} and key = ${v.key}`,
);

export async function findKey(db: Database, userId: number, key: string) {
  const [row] = await runStatement<{ request_hash: string; order_id: number | null }>(
    db,
    findKeyStatement({ userId, key }),
  );
  return row
    ? { requestHash: row.request_hash, orderId: row.order_id == null ? null : Number(row.order_id) }
    : null;
}

export type NewOrder = {
  userId: number;
  /** The claimed Idempotency-Key's row: it is attached to the order. */
  keyId: number;
  project: PricedProject;
  shipTo: ShipToSnapshot;
  couponCode: string | null;
  cart: PricedCart;
  paidAt: Date;
};

/** An order item as written (its id and order id come from the insert): every other column of the table. */
type NewItem = Omit<ItemRow, 'id' | 'orderId'>;
const ITEM_FIELDS = Object.keys(getTableColumns(orderItems)).filter((f) => f !== 'id' && f !== 'orderId');

/** A charge's ledger entry; `sizeId`/`colour` name its order item (an order has one item per size and colour). */
type NewEntry = Pick<
  typeof ledgerEntries.$inferInsert,
  'accountType' | 'accountId' | 'brandId' | 'amountCents' | 'availableAt'
> & { sizeId: number | null; colour: string | null };
const ENTRY_FIELDS = ['accountType', 'accountId', 'brandId', 'amountCents', 'availableAt'] as const;

/**
 * Rows of `table` sent as one JSON array of objects keyed by the fields' property names: `columns` lists
 * their columns, `values` the fields of alias `x`, `record` the json_to_recordset definition (each field
 * typed as its column) followed by `n int` (the row's position, so rows are inserted in array order).
 */
function jsonRows(table: PgTable, fields: readonly string[]) {
  const cols = getTableColumns(table);
  const raw = (parts: string[]) => sql.raw(parts.join(', '));
  return {
    columns: raw(fields.map((f) => cols[f].name)),
    values: raw(fields.map((f) => `x."${f}"`)),
    record: raw([...fields.map((f) => `"${f}" ${cols[f].getSQLType()}`), 'n int']),
  };
}
const itemRows = jsonRows(orderItems, ITEM_FIELDS);
const entryRows = jsonRows(ledgerEntries, ENTRY_FIELDS);
const jsonParam = (v: unknown) => sql`${v}::json`;

/**
 * The whole write of a placement in one statement: the order (payment pending), its items, the charge's
 * ledger entries (each pointing at its item), the Idempotency-Key attached to the order, and the project
 * out of the cart (is_cart false). Answers the order's id, number and creation time and the items' ids.
 */
const insertOrderStatement = memoStatement(
  () => '',
  (o: NewOrder & { items: string; entries: string }) => ({
    userId: o.userId,
    keyId: o.keyId,
    projectId: o.project.id,
    showroomUserId: o.project.showroomUserId,
    vsdId: o.project.vsdId,
    shipTo: JSON.stringify(o.shipTo),
    state: o.shipTo.state,
    taxBps: o.cart.taxBps,
    shippingCents: o.cart.priced.shippingCents,
    subtotalCents: o.cart.priced.subtotalCents,
    taxCents: o.cart.priced.taxCents,
    chargeCents: o.cart.priced.chargeCents,
    couponCode: o.couponCode,
    paidAt: o.paidAt,
    items: o.items,
    entries: o.entries,
  }),
  (_, v): SQL => sql`with o as (
      insert into orders (user_id, project_id, showroom_user_id, vsd_id, ship_to, ship_to_state, tax_bps,
        shipping_cents, subtotal_cents, tax_cents, charge_cents, coupon_code, payment_status)
      values (${v.userId}, ${v.projectId}, ${v.showroomUserId}, ${v.vsdId}, ${v.shipTo}::jsonb, ${v.state},
        ${v.taxBps}, ${v.shippingCents}, ${v.subtotalCents}, ${v.taxCents}, ${v.chargeCents}, ${v.couponCode},
        'pending')
      returning id, number, created_at
    ),
    i as (
      insert into order_items (order_id, ${itemRows.columns})
      select o.id, ${itemRows.values} from o, json_to_recordset(${jsonParam(v.items)}) as x(${itemRows.record})
      order by x.n
      returning id, product_size_id, colour
    ),
    l as (
      insert into ledger_entries (order_id, order_item_id, kind, created_at, ${entryRows.columns})
      select o.id, i.id, 'charge', ${v.paidAt}::timestamptz, ${entryRows.values}
      from o cross join json_to_recordset(${jsonParam(v.entries)})
        as x(${entryRows.record}, "sizeId" int, colour text)
      left join i on i.product_size_id = x."sizeId" and i.colour = x.colour
      order by x.n
    ),
    k as (update idempotency_keys set order_id = (select id from o) where id = ${v.keyId}),
    p as (update projects set is_cart = false, updated_at = now() where id = ${v.projectId})
    select o.id, o.number, o.created_at,
      (select json_agg(json_build_array(i.id, i.product_size_id, i.colour)) from i) as items
    from o`,
);

/** One item per cart line, with the per-unit amounts as the spec names them (point 3). */
function newItems(o: NewOrder): NewItem[] {
  const { priced, lines } = o.cart;
  return priced.lines.map((p, i) => {
    const { row, card, vendorUserId } = lines[i];
    return {
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
  });
}

/**
 * The charge's ledger entries: customer −charge; per item vendor_held +final_price×qty (held until the item
 * is Delivered, then released to `vendor`: decisions/0006-vendor-payouts.md), contractor +markup×qty
 * (pending until 46 business days after payment; the platform's when no pro priced the cart), platform
 * +fee×qty, tax +line tax; platform +shipping. They sum to zero; zero amounts are left out.
 */
function chargeEntries(o: NewOrder, items: NewItem[]): NewEntry[] {
  const { priced } = o.cart;
  const pro = o.project.showroomUserId;
  const availableAt = contractorFundsAvailableAt(o.paidAt);
  const none = { accountId: null, brandId: null, availableAt: null, sizeId: null, colour: null };
  const entries: NewEntry[] = [
    { ...none, accountType: 'customer', accountId: o.userId, amountCents: -priced.chargeCents },
  ];
  priced.lines.forEach((p, i) => {
    const item = { ...none, sizeId: items[i].productSizeId, colour: items[i].colour };
    entries.push(
      {
        ...item,
        accountType: 'vendor_held',
        accountId: items[i].vendorUserId,
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
  entries.push({ ...none, accountType: 'platform', amountCents: priced.shippingCents });
  return entries.filter((e) => e.amountCents !== 0);
}

const numbered = <T>(rows: T[]) => JSON.stringify(rows.map((r, n) => ({ ...r, n })));

/**
 * Writes the order, its items and the charge's ledger entries, attaches the key and takes the project out
 * of the cart, in one round trip (insertOrderStatement). Answers the rows as written (payment pending).
 */
export async function insertOrder(db: Database, o: NewOrder): Promise<{ order: OrderRow; items: ItemRow[] }> {
  const items = newItems(o);
  const [row] = await runStatement<{
    id: number;
    number: number;
    created_at: Date | string;
    items: [number, number, string][];
  }>(db, insertOrderStatement({ ...o, items: numbered(items), entries: numbered(chargeEntries(o, items)) }));
  const orderId = Number(row.id);
  const idOf = new Map(row.items.map(([id, sizeId, colour]) => [`${sizeId}|${colour}`, Number(id)]));
  const { priced } = o.cart;
  const order: OrderRow = {
    id: orderId,
    number: Number(row.number),
    userId: o.userId,
    projectId: o.project.id,
    showroomUserId: o.project.showroomUserId,
    vsdId: o.project.vsdId,
    shipTo: o.shipTo,
    shipToState: o.shipTo.state,
    taxBps: o.cart.taxBps,
    shippingCents: priced.shippingCents,
    subtotalCents: priced.subtotalCents,
    taxCents: priced.taxCents,
    chargeCents: priced.chargeCents,
    couponCode: o.couponCode,
    paymentStatus: 'pending',
    providerChargeId: null,
    paidAt: null,
    createdAt: new Date(row.created_at),
  };
  const written = items.map((item) => ({
    ...item,
    id: idOf.get(`${item.productSizeId}|${item.colour}`) ?? 0,
    orderId,
  }));
  return { order, items: written.sort((a, b) => a.id - b.id) };
}

const markPaidStatement = memoStatement(
  () => '',
  (input: { orderId: number; chargeId: string; paidAt: Date }) => input,
  (_, v) => sql`update orders set payment_status = 'paid', provider_charge_id = ${v.chargeId},
    paid_at = ${v.paidAt}::timestamptz where id = ${v.orderId}`,
);

export async function markPaid(db: Database, orderId: number, chargeId: string, paidAt: Date) {
  await runStatement(db, markPaidStatement({ orderId, chargeId, paidAt }));
}
