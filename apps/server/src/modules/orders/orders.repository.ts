import { chargeEntries, depositEntries } from '@app/domain/ledger/entries';
import { INITIAL_ITEM_STATUS, type ItemStatus } from '@app/domain/orders/item-status';
import type { OrderDraft, ShipToSnapshot } from '@app/domain/orders/order-draft';
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { memoStatement } from '../../db/prepared.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { runStatement } from '../../db/statements.ts';
import { chargeMovementRows, entryRecord } from '../ledger/ledger.repository.ts';

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
  /** The payment attempt the order completes: the order is written only while it is pending. */
  attemptId: number;
  userId: number;
  /** The claimed Idempotency-Key's row, attached to the order (null when it was freed meanwhile). */
  keyId: number | null;
  draft: OrderDraft;
  /** Null: nothing was charged (free samples). */
  chargeId: string | null;
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
 * A paid order's whole write, in one statement (one round trip, atomic without a transaction): it locks
 * the payment attempt and, only while the attempt is still pending, writes the order, its items, the
 * charge's ledger movement (each entry's item position mapped to the item's id; an approved estimate's
 * deposit too), attaches the Idempotency-Key, takes the project out of the cart when `closesCart` (a cart's
 * order; not an approved estimate's or a sample order) and marks the attempt completed. Answers the
 * attempt's status as found (with the order it completed earlier), and the new order's id, number, creation
 * time and item ids (ascending in the draft's order) when it wrote one.
 */
const writeOrderStatement = memoStatement(
  () => '',
  (o: {
    order: WrittenOrder;
    attemptId: number;
    keyId: number | null;
    items: string;
    entries: string;
    closesCart: boolean;
  }) => ({
    ...o.order,
    closesCart: o.closesCart,
    shipTo: JSON.stringify(o.order.shipTo),
    attemptId: o.attemptId,
    keyId: o.keyId,
    items: o.items,
    entries: o.entries,
  }),
  (_, v): SQL => sql`with a as (
      select status, order_id from payment_attempts where id = ${v.attemptId} for update
    ),
    o as (
      insert into orders (user_id, project_id, showroom_user_id, vsd_id, ship_to, ship_to_state, tax_bps,
        shipping_cents, subtotal_cents, tax_cents, charge_cents, coupon_code, payment_status,
        provider_charge_id, paid_at, estimate_id, estimate_version, deposit_cents)
      select ${v.userId}::int, ${v.projectId}::int, ${v.showroomUserId}::int, ${v.vsdId}::text,
        ${v.shipTo}::jsonb, ${v.shipToState}::text, ${v.taxBps}::int, ${v.shippingCents}::bigint,
        ${v.subtotalCents}::bigint, ${v.taxCents}::bigint, ${v.chargeCents}::bigint, ${v.couponCode}::text,
        ${v.paymentStatus}::text, ${v.providerChargeId}::text, ${v.paidAt}::timestamptz,
        ${v.estimateId}::int, ${v.estimateVersion}::int, ${v.depositCents}::bigint
      from a where a.status = 'pending'
      returning id, number, created_at, project_id, provider_charge_id, estimate_id
    ),
    i as (
      insert into order_items (order_id, ${itemRows.columns})
      select o.id, ${itemRows.values} from o, json_to_recordset(${jsonParam(v.items)}) as x(${itemRows.record})
      order by x.n
      returning id
    ),
    ids as (select array_agg(id order by id) as ids from i),
    l as (
      insert into ledger_entries (order_id, order_item_id, kind, account_type, account_id, brand_id,
        amount_cents, available_at)
      select o.id, ids.ids[e.item_n + 1], e.kind, e.account_type, e.account_id, e.brand_id, e.amount_cents,
        e.available_at
      from o, ids, json_to_recordset(${jsonParam(v.entries)}) as e(${entryRecord})
    ),
    k as (update idempotency_keys set order_id = o.id from o where idempotency_keys.id = ${v.keyId}),
    p as (
      update projects set is_cart = false, updated_at = now()
      from o where projects.id = o.project_id and ${v.closesCart}::boolean
    ),
    c as (
      update payment_attempts set status = 'completed', charge_id = o.provider_charge_id, order_id = o.id,
        updated_at = now()
      from o where payment_attempts.id = ${v.attemptId}
    )
    select a.status, a.order_id as completed_order_id, o.id, o.number, o.created_at,
      (select ids from ids) as items
    from a left join o on true`,
);

const numbered = <T>(rows: T[]) => JSON.stringify(rows.map((r, n) => ({ ...r, n })));

/** The columns of a paid order as written from its draft (its id, number and creation time come back). */
type WrittenOrder = Omit<OrderRow, 'id' | 'number' | 'createdAt'>;

const writtenOrder = (o: NewOrder): WrittenOrder => ({
  ...o.draft.order,
  estimateId: o.draft.order.estimateId ?? null,
  estimateVersion: o.draft.order.estimateVersion ?? null,
  depositCents: o.draft.deposit?.cents ?? 0,
  userId: o.userId,
  shipToState: o.draft.order.shipTo.state,
  paymentStatus: 'paid',
  providerChargeId: o.chargeId,
  paidAt: o.paidAt,
  // Its mails are queued after (order-mails.ts), by the writer or by the order-mails job.
  mailedAt: null,
});

/** What writing an attempt's order found: the order written now, or the attempt as another call left it. */
export type AttemptOrder =
  | { written: { order: OrderRow; items: ItemRow[] } }
  | { written: null; status: string; orderId: number | null }
  | null;

/**
 * Writes the paid order of a payment attempt from its draft, once (writeOrderStatement): answers the rows
 * as written; when the attempt is no longer pending (completed by a concurrent call, or closed), its
 * status and order id; null when there is no such attempt.
 */
export async function writeAttemptOrder(db: Database, o: NewOrder): Promise<AttemptOrder> {
  const columns = writtenOrder(o);
  const items: NewItem[] = o.draft.items.map((i) => ({
    ...i,
    designId: i.designId ?? null,
    designVersion: i.designVersion ?? null,
    sample: i.sample ?? false,
    status: INITIAL_ITEM_STATUS,
    statusDate: o.paidAt,
  }));
  // Built before the write with each item's position as its ref; the statement maps positions to ids.
  const deposit = o.draft.deposit;
  const entries = [
    ...chargeEntries({
      customerId: o.userId,
      proId: columns.showroomUserId,
      chargeCents: columns.chargeCents,
      shippingCents: columns.shippingCents,
      paidAt: o.paidAt,
      items: items.map((i, n) => ({ ...i, ref: n })),
    }),
    ...(deposit ? depositEntries({ customerId: o.userId, ...deposit, paidAt: o.paidAt }) : []),
  ];
  const [row] = await runStatement<{
    status: string;
    completed_order_id: number | null;
    id: number | null;
    number: number;
    created_at: Date | string;
    items: number[];
  }>(
    db,
    writeOrderStatement({
      order: columns,
      attemptId: o.attemptId,
      keyId: o.keyId,
      items: numbered(items),
      entries: chargeMovementRows(entries),
      // A cart's order empties the cart; an approved estimate's project is no cart, and samples leave it be.
      closesCart: o.draft.order.estimateId == null && !o.draft.order.samples,
    }),
  );
  if (!row) return null;
  if (row.id == null) {
    const orderId = row.completed_order_id == null ? null : Number(row.completed_order_id);
    return { written: null, status: row.status, orderId };
  }
  const orderId = Number(row.id);
  const written = items.map((item, n) => ({ ...item, id: Number(row.items[n]), orderId }));
  const order: OrderRow = {
    ...columns,
    id: orderId,
    number: Number(row.number),
    createdAt: new Date(row.created_at),
  };
  return { written: { order, items: written } };
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
