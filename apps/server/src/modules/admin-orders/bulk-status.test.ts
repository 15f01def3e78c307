import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminOrdersFixture, adminOrdersTestApp } from './admin-orders.fixture.ts';

type Result = {
  item_id: number;
  outcome: string;
  message: string;
  item: { id: number; status: string; refunded_cents?: number; final_price?: number } | null;
};

describe('POST /api/admin/order_items/status (several items at once)', () => {
  let f: AdminOrdersFixture;
  beforeAll(async () => {
    f = await adminOrdersTestApp();
  });
  afterAll(() => f.t.close());

  const bulk = (payload: unknown, headers = f.auth.admin) =>
    f.inject('POST', '/api/admin/order_items/status', headers, payload);
  const byItem = (results: Result[]) => new Map(results.map((r) => [r.item_id, r]));

  it('changes every item the rules allow, each with its audit entry, and says so per item', async () => {
    const one = await f.order();
    const two = await f.order();
    for (const id of [one.a, one.b, two.a])
      expect((await f.patch(id, 'Ready to Pick Up')).statusCode).toBe(200);
    const res = await bulk({ item_ids: [one.a, one.b, two.a], status: 'Accept to Pick Up' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('3 items updated.');
    expect(body.data).toMatchObject({ status: 'Accept to Pick Up', updated: 3, unchanged: 0, refused: 0 });
    for (const r of body.data.results as Result[]) {
      expect(r).toMatchObject({ outcome: 'updated', message: 'Status updated successfully.' });
      // The admin's shape of the item: every money field.
      expect(r.item).toMatchObject({ id: r.item_id, status: 'Accept to Pick Up' });
      expect(r.item?.final_price).toBeGreaterThan(0);
      expect(await f.statusOf(r.item_id)).toBe('Accept to Pick Up');
      const audit = await f.auditOf(r.item_id);
      expect(audit.at(-1)).toMatchObject({
        actor_id: f.admin.id,
        actor_type: 'Admin',
        action: 'order_item.status',
        before: { status: 'Ready to Pick Up' },
        after: { status: 'Accept to Pick Up' },
      });
    }
  });

  it('is per item: a refused item keeps its status and money, the others change', async () => {
    const { order, a, b } = await f.order();
    expect((await f.patch(a, 'Picked Up')).statusCode).toBe(200);
    expect((await f.patch(b, 'Decline')).statusCode).toBe(200); // refunded: final
    const third = await f.order();
    const auditBefore = (await f.auditOf(a)).length;
    const res = await bulk({ item_ids: [a, b, third.a, 999_999], status: 'Accept to Pick Up' });
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('1 item updated, 3 items refused.');
    const r = byItem(data.results);
    expect(r.get(a)).toMatchObject({
      outcome: 'refused',
      message: 'The status cannot change from Picked Up to Accept to Pick Up.',
      item: { status: 'Picked Up' },
    });
    expect(r.get(b)).toMatchObject({
      outcome: 'refused',
      message: 'This item has been refunded: Not Approved is final.',
      item: { status: 'Decline' },
    });
    expect(r.get(999_999)).toEqual({
      item_id: 999_999,
      outcome: 'refused',
      message: 'Record not found for processing.',
      item: null,
    });
    expect(r.get(third.a)).toMatchObject({ outcome: 'updated', item: { status: 'Accept to Pick Up' } });
    expect(await f.statusOf(a)).toBe('Picked Up');
    expect((await f.auditOf(a)).length).toBe(auditBefore);
    expect(await f.refundsOf(b)).toHaveLength(1);
    expect(await f.ledgerSum(order.id)).toBe(0);
  });

  it('moves the money of each change once: a bulk Decline refunds each item once, a replay nothing', async () => {
    const { order, a, b } = await f.order();
    const first = await bulk({ item_ids: [a, b, a], status: 'Decline' });
    expect(first.json().data).toMatchObject({ updated: 2, unchanged: 0, refused: 0 });
    expect(first.json().data.results).toHaveLength(2);
    const again = await bulk({ item_ids: [a, b], status: 'Decline' });
    expect(again.json().data).toMatchObject({ updated: 0, unchanged: 2, refused: 0 });
    expect(again.json().data.results[0]).toMatchObject({
      outcome: 'unchanged',
      message: 'Status unchanged.',
    });
    for (const id of [a, b]) {
      const refunds = await f.refundsOf(id);
      expect(refunds).toHaveLength(1);
      expect(refunds[0].reason).toBe('decline');
      expect(byItem(first.json().data.results).get(id)?.item?.refunded_cents).toBe(refunds[0].amount_cents);
      expect((await f.auditOf(id)).at(-1)?.after).toMatchObject({
        status: 'Decline',
        refund_cents: refunds[0].amount_cents,
      });
    }
    expect(await f.ledgerSum(order.id)).toBe(0);
    const read = await f.inject('GET', `/api/orders/${order.id}`, f.auth.ann);
    expect(read.json().data).toMatchObject({
      payment_status: 'refunded',
      refunded_cents: order.charge_cents,
    });
  });

  it('refuses a bad body with a 422 on the field, before changing anything', async () => {
    const { a } = await f.order();
    const cases: [unknown, Record<string, string[]>][] = [
      [{ item_ids: [], status: 'Shipped' }, { item_ids: ['Choose at least one item.'] }],
      [
        { item_ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'Shipped' },
        { item_ids: ['Choose at most 100 items at once.'] },
      ],
      [{ item_ids: [a], status: 'Lost' }, { status: ['The selected status is invalid.'] }],
      [{ item_ids: ['0x10'], status: 'Shipped' }, { 'item_ids.0': ['The item must be an integer.'] }],
      [{ item_ids: [2147483648], status: 'Shipped' }, { 'item_ids.0': ['The item is invalid.'] }],
      [{ item_ids: [a], status: 'Ship\u0000ped' }, { status: ['The selected status is invalid.'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({ message: 'The given data was invalid.', errors });
    }
    expect(await f.statusOf(a)).toBe('Waiting for approval');
  });

  it('is the admin’s only: 401 without a token, 403 for a vendor, a pro, a homeowner, an admin without the code', async () => {
    const { a } = await f.order();
    const payload = { item_ids: [a], status: 'Vendor Approved' };
    expect((await f.inject('POST', '/api/admin/order_items/status', {}, payload)).statusCode).toBe(401);
    for (const headers of [f.auth.vendorA, f.auth.pro, f.auth.ann, f.auth.adminNoOtp]) {
      const res = await bulk(payload, headers);
      expect(res.statusCode).toBe(403);
      // The guard runs before the body is read: a bad body is a 403 too, not a 422.
      expect((await bulk({ item_ids: 'x' }, headers)).statusCode).toBe(403);
    }
    expect(await f.statusOf(a)).toBe('Waiting for approval');
  });
});
