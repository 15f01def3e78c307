import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { call } from '../projects/projects.fixture.ts';
import { type OrderFixture, orderTestApp, placeAnnOrder } from './orders.fixture.ts';

type Entry = {
  actor_id: number | null;
  actor_type: string;
  action: string;
  entity: string;
  before: unknown;
  after: unknown;
};

describe('every order item status change is in the audit log, with who made it', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderTestApp();
  });
  afterAll(() => f.t.close());

  let n = 0;
  async function items() {
    const o = await placeAnnOrder(f, `audit-${++n}`, [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 1 },
    ]);
    const rows = rowsOf<{ id: number; vendor_user_id: number }>(
      await f.t.db.execute(
        sql`select id, vendor_user_id from order_items where order_id = ${o.id} order by id`,
      ),
    );
    const of = (v: number) => Number(rows.find((r) => Number(r.vendor_user_id) === v)?.id);
    return { order: o, a: of(f.vendorA.id), b: of(f.vendorB.id) };
  }
  const patch = (id: number, status: string, headers: Record<string, string>) =>
    f.t.app.inject({ method: 'PATCH', url: `/api/order_items/${id}/status`, headers, payload: { status } });
  const audit = async (itemId: number) =>
    rowsOf<Entry>(
      await f.t.db.execute(
        sql`select actor_id, actor_type, action, entity, before, after from audit_log
          where entity = 'order_item' and entity_id = ${String(itemId)} order by id`,
      ),
    );

  it('records a vendor’s and the admin’s changes, from what to what, in the change’s transaction', async () => {
    const { order, a } = await items();
    expect((await patch(a, 'Vendor Approved', f.auth.vendorA)).statusCode).toBe(200);
    expect((await patch(a, 'Accept to Pick Up', f.auth.admin)).statusCode).toBe(200);
    const number = Number(order.number);
    expect(await audit(a)).toEqual([
      {
        actor_id: f.vendorA.id,
        actor_type: 'Vendor',
        action: 'order_item.status',
        entity: 'order_item',
        before: { status: 'Waiting for approval', order_number: number },
        after: { status: 'Vendor Approved', order_number: number },
      },
      {
        actor_id: f.admin.id,
        actor_type: 'Admin',
        action: 'order_item.status',
        entity: 'order_item',
        before: { status: 'Vendor Approved', order_number: number },
        after: { status: 'Accept to Pick Up', order_number: number },
      },
    ]);
  });

  it('records the money a change moved: a Decline’s refund', async () => {
    const { b } = await items();
    const res = await patch(b, 'Decline', f.auth.vendorB);
    expect(res.statusCode).toBe(200);
    const [entry] = await audit(b);
    expect(entry).toMatchObject({ actor_type: 'Vendor', before: { status: 'Waiting for approval' } });
    const [{ amount }] = rowsOf<{ amount: number }>(
      await f.t.db.execute(sql`select amount_cents as amount from refunds where order_item_id = ${b}`),
    );
    expect(entry.after).toEqual({
      status: 'Decline',
      order_number: expect.any(Number),
      refund_cents: Number(amount),
    });
  });

  it('records nothing for the same status, a refused change, or another vendor’s item', async () => {
    const { a } = await items();
    expect((await patch(a, 'Waiting for approval', f.auth.vendorA)).statusCode).toBe(200);
    expect((await patch(a, 'Accept to Pick Up', f.auth.vendorA)).statusCode).toBe(403);
    expect((await patch(a, 'Vendor Approved', f.auth.vendorB)).statusCode).toBe(404);
    expect((await patch(a, 'Picked Up', f.auth.admin)).statusCode).toBe(200);
    expect((await patch(a, 'Accept to Pick Up', f.auth.admin)).statusCode).toBe(422);
    expect((await audit(a)).map((e) => e.after)).toEqual([
      { status: 'Picked Up', order_number: expect.any(Number) },
    ]);
  });

  it('records the homeowner’s cancel (with its refund) and return request as theirs', async () => {
    const { a, b } = await items();
    const cancelled = await call(f, 'POST', `/api/order_items/${a}/cancel`, undefined, f.annAuth);
    expect(cancelled.statusCode).toBe(200);
    expect(await audit(a)).toMatchObject([
      {
        actor_id: f.ann.id,
        actor_type: 'User',
        action: 'order_item.cancel',
        before: { status: 'Waiting for approval' },
        after: { status: 'Cancle', refund_cents: cancelled.json().data.refunded_cents },
      },
    ]);
    expect((await patch(b, 'Delivered', f.auth.admin)).statusCode).toBe(200);
    expect(
      (await call(f, 'POST', `/api/order_items/${b}/return_request`, undefined, f.annAuth)).statusCode,
    ).toBe(200);
    expect((await audit(b)).at(-1)).toMatchObject({
      actor_id: f.ann.id,
      actor_type: 'User',
      action: 'order_item.return_request',
      before: { status: 'Delivered' },
      after: { status: 'Return Request' },
    });
    // A refused second cancel records nothing.
    expect((await call(f, 'POST', `/api/order_items/${a}/cancel`, undefined, f.annAuth)).statusCode).toBe(
      422,
    );
    expect(await audit(a)).toHaveLength(1);
  });
});
