import { sql } from 'drizzle-orm';
import { authHeader, loginAs } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { type OrderFixture, orderTestApp, placeAnnOrder } from '../orders/orders.fixture.ts';

/**
 * The orders fixture (Ann, two vendors, a verified admin, the showroom's pro) plus the admin's token before
 * the one-time code and the pro's token, and helpers to place orders and call the console's routes.
 */
export async function adminOrdersTestApp() {
  const f = await orderTestApp();
  const auth = {
    ...f.auth,
    adminNoOtp: authHeader(await loginAs(f.t.app, f.admin.email)),
    pro: authHeader(await loginAs(f.t.app, f.owner.email)),
    ann: f.annAuth,
  };
  let n = 0;
  /** Ann orders 2 × product a (vendor A) and 3 × product b (vendor B); the order and its two item ids. */
  async function order() {
    const placed = await placeAnnOrder(f, `admin-orders-${++n}`, [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 3 },
    ]);
    const rows = rowsOf<{ id: number; vendor_user_id: number }>(
      await f.t.db.execute(
        sql`select id, vendor_user_id from order_items where order_id = ${placed.id} order by id`,
      ),
    );
    const of = (vendor: number) => Number(rows.find((r) => Number(r.vendor_user_id) === vendor)?.id);
    return { order: placed, a: of(f.vendorA.id), b: of(f.vendorB.id) };
  }
  const inject = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    f.t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const patch = (itemId: number, status: string, headers = auth.admin) =>
    inject('PATCH', `/api/order_items/${itemId}/status`, headers, { status });
  /** Delivered by the admin, then a return requested by Ann: the item is at Return Request. */
  async function returnRequested(itemId: number) {
    const delivered = await patch(itemId, 'Delivered');
    if (delivered.statusCode !== 200) throw new Error(`Delivered ${delivered.statusCode} ${delivered.body}`);
    const asked = await inject('POST', `/api/order_items/${itemId}/return_request`, auth.ann);
    if (asked.statusCode !== 200) throw new Error(`return_request ${asked.statusCode} ${asked.body}`);
  }
  const statusOf = async (itemId: number) =>
    rowsOf<{ status: string }>(
      await f.t.db.execute(sql`select status from order_items where id = ${itemId}`),
    )[0]?.status;
  const refundsOf = async (itemId: number) =>
    rowsOf<{ reason: string; amount_cents: number; restocking_fee_cents: number }>(
      await f.t.db.execute(
        sql`select reason, amount_cents, restocking_fee_cents from refunds where order_item_id = ${itemId} order by id`,
      ),
    ).map((r) => ({
      ...r,
      amount_cents: Number(r.amount_cents),
      restocking_fee_cents: Number(r.restocking_fee_cents),
    }));
  const auditOf = async (itemId: number) =>
    rowsOf<{ actor_id: number | null; actor_type: string; action: string; before: unknown; after: unknown }>(
      await f.t.db.execute(
        sql`select actor_id, actor_type, action, before, after from audit_log
          where entity = 'order_item' and entity_id = ${String(itemId)} order by id`,
      ),
    );
  /** The ledger sums to zero per order (double entry), whatever moved. */
  const ledgerSum = async (orderId: number) =>
    Number(
      rowsOf<{ s: string }>(
        await f.t.db.execute(
          sql`select coalesce(sum(amount_cents), 0) as s from ledger_entries where order_id = ${orderId}`,
        ),
      )[0].s,
    );
  return { ...f, auth, order, inject, patch, returnRequested, statusOf, refundsOf, auditOf, ledgerSum };
}
export type AdminOrdersFixture = Awaited<ReturnType<typeof adminOrdersTestApp>>;
export type { OrderFixture };
