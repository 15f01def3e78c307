import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { writeSetting } from '../settings/settings.repository.ts';
import { type AdminOrdersFixture, adminOrdersTestApp } from './admin-orders.fixture.ts';

type ReturnRow = {
  item_id: number;
  order_number: string;
  status: string;
  status_date: string;
  line_total_cents: number;
  tax_cents: number;
  return_shipping_cents: number;
  restocking_fee_cents: number;
  refund_cents: number;
  refund_due_by: string | null;
  refunded_at: string | null;
};

describe('the returns desk: GET /api/admin/returns, POST /api/admin/returns/{itemId}/receive', () => {
  let f: AdminOrdersFixture;
  beforeAll(async () => {
    f = await adminOrdersTestApp();
    await writeSetting(f.t.db, 'return_shipping_cents', 1500);
  });
  afterAll(() => f.t.close());

  const returns = async (query = '') => {
    const res = await f.inject('GET', `/api/admin/returns${query}`, f.auth.admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { data: ReturnRow[]; total: number };
  };
  const receive = (itemId: number, payload: unknown = {}, headers: Record<string, string> = f.auth.admin) =>
    f.inject('POST', `/api/admin/returns/${itemId}/receive`, headers, payload);
  const homeownerItem = async (orderId: number, itemId: number) =>
    (await f.inject('GET', `/api/orders/${orderId}`, f.auth.ann))
      .json()
      .data.items.find((i: { id: number }) => i.id === itemId);

  it('lists requested returns with the refund they would give and the vendors’ 30 days', async () => {
    const { order, a } = await f.order();
    await f.returnRequested(a);
    const row = (await returns()).data.find((r) => r.item_id === a)!;
    const lineWithTax = row.line_total_cents + row.tax_cents;
    expect(row).toMatchObject({
      order_number: order.number,
      status: 'Return Request',
      return_shipping_cents: 1500,
      restocking_fee_cents: 1500,
      refund_cents: lineWithTax - 1500,
      refunded_at: null,
      customer: { id: f.ann.id, email: f.ann.email },
    });
    const days = (Date.parse(row.refund_due_by!) - Date.parse(row.status_date)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('receives a return: Returned, refunded less the restocking fee, audited, and the homeowner sees it', async () => {
    const { order, a } = await f.order();
    await f.returnRequested(a);
    const res = await receive(a);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('The return is received and refunded.');
    const lineWithTax = body.data.return.line_total_cents + body.data.return.tax_cents;
    expect(body.data).toMatchObject({
      received_now: true,
      return: {
        item_id: a,
        status: 'Returned',
        restocking_fee_cents: 1500,
        refund_cents: lineWithTax - 1500,
      },
    });
    expect(body.data.return.refunded_at).not.toBeNull();
    expect(await f.refundsOf(a)).toEqual([
      { reason: 'return', amount_cents: lineWithTax - 1500, restocking_fee_cents: 1500 },
    ]);
    expect((await f.auditOf(a)).at(-1)).toMatchObject({
      actor_id: f.admin.id,
      actor_type: 'Admin',
      action: 'order_item.return_receive',
      before: { status: 'Return Request' },
      after: { status: 'Returned', refund_cents: lineWithTax - 1500, restocking_fee_cents: 1500 },
    });
    expect(await homeownerItem(order.id, a)).toMatchObject({
      status: 'Returned',
      refunded: true,
      refunded_cents: lineWithTax - 1500,
    });
    expect(await f.ledgerSum(order.id)).toBe(0);
    expect((await returns()).data.some((r) => r.item_id === a)).toBe(false);
    expect((await returns('?view=received')).data[0]).toMatchObject({ item_id: a, refund_due_by: null });
  });

  it('takes a lower restocking fee, from 0 up to the return shipping, and refuses one above it', async () => {
    const { a, b } = await f.order();
    await f.returnRequested(a);
    await f.returnRequested(b);
    const above = await receive(a, { restocking_fee_cents: 1501 });
    expect(above.statusCode).toBe(422);
    expect(above.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        restocking_fee_cents: ['The restocking fee may not be greater than the return shipping ($15.00).'],
      },
    });
    for (const [value, message] of [
      [-1, 'The restocking fee may not be negative.'],
      [1.5, 'The restocking fee must be an integer.'],
      ['0x10', 'The restocking fee must be an integer.'],
      [1e30, 'The restocking fee may not be greater than 2147483647.'],
    ] as const) {
      const res = await receive(a, { restocking_fee_cents: value });
      expect(res.statusCode, String(value)).toBe(422);
      expect(res.json().errors).toEqual({ restocking_fee_cents: [message] });
    }
    expect(await f.statusOf(a)).toBe('Return Request');
    expect(await f.refundsOf(a)).toEqual([]);

    const lowered = await receive(a, { restocking_fee_cents: 400 });
    const r = lowered.json().data.return;
    expect(r).toMatchObject({
      restocking_fee_cents: 400,
      refund_cents: r.line_total_cents + r.tax_cents - 400,
    });
    const none = await receive(b, { restocking_fee_cents: 0 });
    const n = none.json().data.return;
    expect(n).toMatchObject({ restocking_fee_cents: 0, refund_cents: n.line_total_cents + n.tax_cents });
  });

  it('is idempotent: receiving twice (or at once) refunds once and answers the first receipt', async () => {
    const { order, a, b } = await f.order();
    await f.returnRequested(a);
    await f.returnRequested(b);
    expect((await receive(a, { restocking_fee_cents: 700 })).statusCode).toBe(200);
    const again = await receive(a, { restocking_fee_cents: 0 });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('This return was already received.');
    expect(again.json().data).toMatchObject({ received_now: false, return: { restocking_fee_cents: 700 } });
    expect(await f.refundsOf(a)).toHaveLength(1);

    const both = await Promise.all([receive(b), receive(b)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().data.received_now).sort()).toEqual([false, true]);
    expect(await f.refundsOf(b)).toHaveLength(1);
    const audits = (await f.auditOf(b)).filter((e) => e.action === 'order_item.return_receive');
    expect(audits).toHaveLength(1);
    expect(await f.ledgerSum(order.id)).toBe(0);
  });

  it('receives only an item at Return Request (422), an unknown item is 404', async () => {
    const { a } = await f.order();
    const early = await receive(a);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ status: ['Only an item at Return Request can be received.'] });
    expect(await f.statusOf(a)).toBe('Waiting for approval');
    expect((await receive(999_999)).statusCode).toBe(404);
    expect((await receive(0)).statusCode).toBe(404);
    const [{ n }] = rowsOf<{ n: number }>(
      await f.t.db.execute(sql`select count(*)::int as n from refunds where order_item_id = ${a}`),
    );
    expect(Number(n)).toBe(0);
  });

  it('is the admin’s only: 401 without a token, 403 for a vendor, a pro, a homeowner, an admin without the code', async () => {
    const { a } = await f.order();
    await f.returnRequested(a);
    expect((await f.inject('GET', '/api/admin/returns', {})).statusCode).toBe(401);
    expect((await receive(a, {}, {})).statusCode).toBe(401);
    for (const headers of [f.auth.vendorA, f.auth.pro, f.auth.ann, f.auth.adminNoOtp]) {
      expect((await f.inject('GET', '/api/admin/returns', headers)).statusCode).toBe(403);
      expect((await receive(a, {}, headers)).statusCode).toBe(403);
      expect((await receive(a, { restocking_fee_cents: -5 }, headers)).statusCode).toBe(403);
    }
    expect(await f.statusOf(a)).toBe('Return Request');
  });
});
