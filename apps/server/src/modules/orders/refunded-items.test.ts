import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { call } from '../projects/projects.fixture.ts';
import { ALREADY_REFUNDED } from './homeowner-actions.service.ts';
import { type OrderFixture, orderTestApp, placeAnnOrder } from './orders.fixture.ts';

type Item = {
  id: number;
  status: string;
  refunded: boolean;
  refunded_cents?: number;
  line_total_cents: number;
};
type Order = {
  id: number;
  charge_cents: number;
  payment_status: string;
  refunded_cents: number;
  items: Item[];
};

describe('refunded items: final statuses (decision 0003) and refunds shown (refunded_cents, payment_status)', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderTestApp();
  });
  afterAll(() => f.t.close());

  let n = 0;
  const order = (): Promise<Order> =>
    placeAnnOrder(f, `refunded-${++n}`, [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 3 },
    ]);
  const patch = (id: number, status: string, headers: Record<string, string>) =>
    f.t.app.inject({ method: 'PATCH', url: `/api/order_items/${id}/status`, headers, payload: { status } });
  const cancel = (id: number) => call(f, 'POST', `/api/order_items/${id}/cancel`, undefined, f.annAuth);
  const read = async (id: number, headers = f.annAuth): Promise<Order> =>
    (await call(f, 'GET', `/api/orders/${id}`, undefined, headers)).json().data;
  const statusOf = async (itemId: number) => {
    const [row] = rowsOf<{ status: string }>(
      await f.t.db.execute(sql`select status from order_items where id = ${itemId}`),
    );
    return row.status;
  };
  const refundRows = async (itemId: number) =>
    rowsOf<{ amount_cents: number }>(
      await f.t.db.execute(sql`select amount_cents from refunds where order_item_id = ${itemId}`),
    ).map((r) => Number(r.amount_cents));
  /** Vendor A's item and vendor B's item of an order. */
  async function itemsOf(o: Order) {
    const rows = rowsOf<{ id: number; vendor_user_id: number }>(
      await f.t.db.execute(
        sql`select id, vendor_user_id from order_items where order_id = ${o.id} order by id`,
      ),
    );
    const of = (vendor: number) => Number(rows.find((r) => Number(r.vendor_user_id) === vendor)?.id);
    return { a: of(f.vendorA.id), b: of(f.vendorB.id) };
  }

  it('a vendor cannot set Vendor Approved after a refunded Decline (422 on status)', async () => {
    const { a } = await itemsOf(await order());
    expect((await patch(a, 'Decline', f.auth.vendorA)).statusCode).toBe(200);
    const again = await patch(a, 'Vendor Approved', f.auth.vendorA);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ status: ['This item has been refunded: Not Approved is final.'] });
    expect((await patch(a, 'In Progress', f.auth.admin)).statusCode).toBe(422);
    expect(await statusOf(a)).toBe('Decline');
  });

  it('an admin cannot move a cancelled, refunded item to Delivered; its vendor share is not released', async () => {
    const { b } = await itemsOf(await order());
    expect((await cancel(b)).statusCode).toBe(200);
    const delivered = await patch(b, 'Delivered', f.auth.admin);
    expect(delivered.statusCode).toBe(422);
    expect(delivered.json().errors).toEqual({ status: ['This item has been refunded: Cancle is final.'] });
    expect(await statusOf(b)).toBe('Cancle');
    const [release] = rowsOf<{ n: number }>(
      await f.t.db.execute(
        sql`select count(*)::int as n from ledger_entries where order_item_id = ${b} and kind = 'release'`,
      ),
    );
    expect(Number(release.n)).toBe(0);
  });

  it("an admin's Cancle refunds the item in full like the homeowner's cancel, and is final at once", async () => {
    const o = await order();
    const { b } = await itemsOf(o);
    expect((await patch(b, 'Cancle', f.auth.admin)).statusCode).toBe(200);
    const [tax] = rowsOf<{ t: number }>(
      await f.t.db.execute(sql`select line_total + tax_cents as t from order_items where id = ${b}`),
    );
    expect(await refundRows(b)).toEqual([Number(tax.t)]);
    expect((await patch(b, 'Delivered', f.auth.admin)).statusCode).toBe(422);
    expect((await cancel(b)).statusCode).toBe(422);
    expect(await refundRows(b)).toHaveLength(1);
  });

  it('a second cancel is a 422 that says why, and refunds nothing', async () => {
    const { a } = await itemsOf(await order());
    const refund = vi.spyOn(f.t.app.payments, 'refund');
    expect((await cancel(a)).statusCode).toBe(200);
    const second = await cancel(a);
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({ status: [ALREADY_REFUNDED] });
    expect(refund).toHaveBeenCalledTimes(1);
    refund.mockRestore();
    expect(await refundRows(a)).toHaveLength(1);
  });

  it('a declined item cannot be cancelled afterwards either (it was refunded)', async () => {
    const { b } = await itemsOf(await order());
    expect((await patch(b, 'Decline', f.auth.vendorB)).statusCode).toBe(200);
    const res = await cancel(b);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ status: [ALREADY_REFUNDED] });
  });

  it('a refunded Returned item is final too', async () => {
    const { a } = await itemsOf(await order());
    expect((await patch(a, 'Delivered', f.auth.admin)).statusCode).toBe(200);
    expect(
      (await call(f, 'POST', `/api/order_items/${a}/return_request`, undefined, f.annAuth)).statusCode,
    ).toBe(200);
    expect((await patch(a, 'Returned', f.auth.admin)).statusCode).toBe(200);
    expect((await patch(a, 'Shipping', f.auth.admin)).statusCode).toBe(422);
    expect(await statusOf(a)).toBe('Returned');
  });

  it('shows refunds: refunded_cents per item and order, payment_status partially_refunded then refunded', async () => {
    const placed = await order();
    expect(placed).toMatchObject({ payment_status: 'paid', refunded_cents: 0 });
    const { a, b } = await itemsOf(placed);
    const first = await cancel(a);
    expect(first.json().data).toMatchObject({ id: a, status: 'Cancle', refunded: true });
    const [refundA] = await refundRows(a);
    expect(first.json().data.refunded_cents).toBe(refundA);
    let seen = await read(placed.id);
    expect(seen.payment_status).toBe('partially_refunded');
    expect(seen.refunded_cents).toBe(refundA);
    expect(seen.items.map((i) => [i.id, i.refunded, i.refunded_cents])).toEqual([
      [a, true, refundA],
      [b, false, 0],
    ]);
    expect((await patch(b, 'Decline', f.auth.vendorB)).statusCode).toBe(200);
    const [refundB] = await refundRows(b);
    seen = await read(placed.id);
    expect(refundA + refundB).toBe(seen.charge_cents); // shipping is free: everything came back
    expect(seen).toMatchObject({ payment_status: 'refunded', refunded_cents: seen.charge_cents });
    const admin = await read(placed.id, f.auth.admin);
    expect(admin).toMatchObject({ payment_status: 'refunded', refunded_cents: seen.charge_cents });
    // A vendor learns its item is final (refunded) but no amount of the refund.
    const vendor = await read(placed.id, f.auth.vendorB);
    expect(vendor.items).toEqual([expect.objectContaining({ id: b, refunded: true })]);
    expect(vendor.items[0].refunded_cents).toBeUndefined();
  });
});
