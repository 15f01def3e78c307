import { chargeEntries } from '@app/domain/ledger/entries';
import { INITIAL_ITEM_STATUS, type ItemStatus } from '@app/domain/orders/item-status';
import type { OrderDraft, ShipToSnapshot } from '@app/domain/orders/order-draft';
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { memoStatement } from '../../db/prepared.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { runStatement } from '../../db/statements.ts';
import { postEntries } from '../ledger/ledger.repository.ts';

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;

const findKeyStatement = memoStatement(
  () => '',
  (input: { userId: number; key: string }) => input,
  (_, v) =>
    sql`select id, request_hash, order_id from idempotency_keys where user_id = ${v.userId} and key = ${v.key}`,
);

export async function findKey(db: Database, userId: number, key: string) {
  const [row] = await runStatement<{ id: number; request_hash: string; order_id: number | null }>(
    db,
    findKeyStatement({ userId, key }),
  );
  return row
    ? {
        id: Number(row.id),
        requestHash: row.request_hash,
        orderId: row.order_id == null ? null : Number(row.order_id),
      }
    : null;
}

/** What completing a payment attempt writes: its draft, paid now with `chargeId`. */
export type NewOrder = {
  userId: number;
  /** The claimed Idempotency-Key's row, attached to the order (null when it was freed meanwhile). */
  keyId: number | null;
  draft: OrderDraft;
  chargeId: string;
  paidAt: Date;
};

/** An order item as written (its id and order id come from the insert): every other column of the table. */
type NewItem = Omit<ItemRow, 'id' | 'orderId'>;
const ITEM_FIELDS = Object.keys(getTableColumns(orderItems)).filter((f) => f !== 'id' && f !== 'orderId');

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
const jsonParam = (v: unknown) => sql`${v}::json`;

/**
 * The order's write in one statement: the order (paid), its items, the Idempotency-Key attached to the
 * order, and the project out of the cart. Answers the order's id, number and creation time and the items'
 * ids in the draft's order.
 */
const insertOrderStatement = memoStatement(
  () => '',
  (o: { order: WrittenOrder; keyId: number | null; items: string }) => ({
    ...o.order,
    shipTo: JSON.stringify(o.order.shipTo),
    keyId: o.keyId,
    items: o.items,
  }),
  (_, v): SQL => sql`with o as (
      insert into orders (user_id, project_id, showroom_user_id, vsd_id, ship_to, ship_to_state, tax_bps,
        shipping_cents, subtotal_cents, tax_cents, charge_cents, coupon_code, payment_status,
        provider_charge_id, paid_at)
      values (${v.userId}, ${v.projectId}, ${v.showroomUserId}, ${v.vsdId}, ${v.shipTo}::jsonb,
        ${v.shipToState}, ${v.taxBps}, ${v.shippingCents}, ${v.subtotalCents}, ${v.taxCents}, ${v.chargeCents},
        ${v.couponCode}, ${v.paymentStatus}, ${v.providerChargeId}, ${v.paidAt}::timestamptz)
      returning id, number, created_at
    ),
    i as (
      insert into order_items (order_id, ${itemRows.columns})
      select o.id, ${itemRows.values} from o, json_to_recordset(${jsonParam(v.items)}) as x(${itemRows.record})
      order by x.n
      returning id
    ),
    k as (update idempotency_keys set order_id = (select id from o) where id = ${v.keyId}),
    p as (update projects set is_cart = false, updated_at = now() where id = ${v.projectId})
    select o.id, o.number, o.created_at, (select json_agg(i.id order by i.id) from i) as items
    from o`,
);

const numbered = <T>(rows: T[]) => JSON.stringify(rows.map((r, n) => ({ ...r, n })));

/** The columns of a paid order as written from its draft (its id, number and creation time come back). */
type WrittenOrder = Omit<OrderRow, 'id' | 'number' | 'createdAt'>;

const writtenOrder = (o: NewOrder): WrittenOrder => ({
  ...o.draft.order,
  userId: o.userId,
  shipToState: o.draft.order.shipTo.state,
  paymentStatus: 'paid',
  providerChargeId: o.chargeId,
  paidAt: o.paidAt,
});

/**
 * Writes a paid order from its draft — the order, its items (in one round trip, insertOrderStatement) and
 * the charge's ledger movement (domain chargeEntries, through postEntries). Answers the rows as written.
 */
export async function insertOrder(db: Database, o: NewOrder): Promise<{ order: OrderRow; items: ItemRow[] }> {
  const columns = writtenOrder(o);
  const items: NewItem[] = o.draft.items.map((i) => ({
    ...i,
    status: INITIAL_ITEM_STATUS,
    statusDate: o.paidAt,
  }));
  const [row] = await runStatement<{
    id: number;
    number: number;
    created_at: Date | string;
    items: number[];
  }>(db, insertOrderStatement({ order: columns, keyId: o.keyId, items: numbered(items) }));
  const orderId = Number(row.id);
  // Items are inserted in the draft's order, so ids ascend with it.
  const written = items.map((item, n) => ({ ...item, id: Number(row.items[n]), orderId }));
  await postEntries(
    db,
    { orderId },
    chargeEntries({
      customerId: o.userId,
      proId: columns.showroomUserId,
      chargeCents: columns.chargeCents,
      shippingCents: columns.shippingCents,
      paidAt: o.paidAt,
      items: written.map((i) => ({ ...i, ref: i.id })),
    }),
  );
  const order: OrderRow = {
    ...columns,
    id: orderId,
    number: Number(row.number),
    createdAt: new Date(row.created_at),
  };
  return { order, items: written };
}

/** The payment status of the orders paid by these charges (provider webhooks: refunded elsewhere, failed). */
export async function setPaymentStatusByCharge(db: Database, chargeIds: string[], status: string) {
  await db.update(orders).set({ paymentStatus: status }).where(inArray(orders.providerChargeId, chargeIds));
}

export type ShipTo = ShipToSnapshot;

/** The homeowner's own order (created_at and tax rate); null when it is not theirs. */
export async function findOwnOrder(db: Database, userId: number, orderId: number) {
  const [row] = await db
    .select({ createdAt: orders.createdAt, taxBps: orders.taxBps })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row ?? null;
}

/** The statuses of the order's items, locked (no status change slips in until the caller commits). */
export async function lockItemStatuses(tx: Database, orderId: number): Promise<ItemStatus[]> {
  const rows = await tx
    .select({ status: orderItems.status })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id)
    .for('update');
  return rows.map((r) => r.status as ItemStatus);
}

export async function setShipTo(tx: Database, orderId: number, shipTo: ShipToSnapshot) {
  await tx.update(orders).set({ shipTo, shipToState: shipTo.state }).where(eq(orders.id, orderId));
}
