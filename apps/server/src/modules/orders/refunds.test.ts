import { chargedShares } from '@app/domain/ledger/entries';
import { refundSplit, returnRefund } from '@app/domain/orders/refund-split';
import { DEFAULT_RETURN_SHIPPING_CENTS } from '@app/domain/shared/constants';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { outboxMails } from '../../db/schema/index.ts';
import { type OrderFixture, orderTestApp, placeAnnOrder } from './orders.fixture.ts';

type Item = { id: number; product_name: string; status: string };
type Order = { id: number; number: string; charge_cents: number; items: Item[] };

describe('refunds: Decline, cancel within 60 minutes, return within 12 days', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderTestApp();
  });
  afterAll(() => f.t.close());

  let n = 0;
  async function order(): Promise<Order> {
    return placeAnnOrder(f, `refund-${++n}`, [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 3 },
    ]);
  }
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await f.t.db.execute(query));
  const act = (id: number, action: 'cancel' | 'return_request', headers: Record<string, string>) =>
    f.t.app.inject({ method: 'POST', url: `/api/order_items/${id}/${action}`, headers });
  const patch = (id: number, status: string) =>
    f.t.app.inject({
      method: 'PATCH',
      url: `/api/order_items/${id}/status`,
      headers: f.auth.admin,
      payload: { status },
    });

  /** Per party, the item's refund entries (negated) and what refundSplit says they must be. */
  async function reversalOf(itemId: number) {
    const rows = await q<{ account_type: string; cents: number }>(sql`select account_type,
        sum(amount_cents)::int as cents from ledger_entries
      where order_item_id = ${itemId} and kind = 'refund' group by account_type`);
    return Object.fromEntries(rows.map((r) => [r.account_type, Number(r.cents)]));
  }
  async function itemRow(itemId: number) {
    const [row] = await q<Record<string, number>>(sql`select i.*,
        o.user_id, o.showroom_user_id from order_items i join orders o on o.id = i.order_id
      where i.id = ${itemId}`);
    return row;
  }
  async function orderSum(orderId: number) {
    const [row] = await q<{ s: number }>(
      sql`select coalesce(sum(amount_cents), 0)::int as s from ledger_entries where order_id = ${orderId}`,
    );
    return Number(row.s);
  }
  async function refundsOf(itemId: number) {
    return q<{ amount_cents: number; reason: string; restocking_fee_cents: number }>(
      sql`select amount_cents, reason, restocking_fee_cents from refunds where order_item_id = ${itemId}`,
    );
  }
  /** The vendor's part comes from `vendor_held` before the item's release (Delivered), from `vendor` after. */
  async function expectReversal(itemId: number, amount: number, vendorAccount = 'vendor_held') {
    const row = await itemRow(itemId);
    const expected = refundSplit(
      chargedShares({
        ref: row.id,
        vendorUserId: null,
        brandId: null,
        qty: Number(row.qty),
        finalPrice: Number(row.final_price),
        contractorMarkupAmt: Number(row.contractor_markup_amt),
        platformFee: Number(row.platform_fee),
        taxCents: Number(row.tax_cents),
      }),
      amount,
    );
    const got = await reversalOf(itemId);
    expect(got.customer).toBe(amount);
    expect(got[vendorAccount]).toBe(-expected.vendor);
    expect(got[vendorAccount === 'vendor' ? 'vendor_held' : 'vendor']).toBeUndefined();
    expect(got.contractor).toBe(-expected.contractor);
    expect(got.platform ?? 0).toBe(-expected.platform);
    expect(got.tax ?? 0).toBe(-expected.tax);
  }

  it('Decline refunds the item in full, once, reversing each share; the homeowner is notified and mailed', async () => {
    const o = await order();
    const item = o.items[0];
    const refund = vi.spyOn(f.t.app.payments, 'refund');
    const res = await patch(item.id, 'Decline');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: item.id, status: 'Decline' });
    expect((await patch(item.id, 'Decline')).json().message).toBe('Status unchanged.');
    expect(refund).toHaveBeenCalledTimes(1);
    refund.mockRestore();
    const row = await itemRow(item.id);
    const full = Number(row.line_total) + Number(row.tax_cents);
    expect(await refundsOf(item.id)).toEqual([
      { amount_cents: full, reason: 'decline', restocking_fee_cents: 0 },
    ]);
    await expectReversal(item.id, full);
    expect(await orderSum(o.id)).toBe(0);
    const mails = await f.t.db.select().from(outboxMails).orderBy(desc(outboxMails.id));
    const mine = mails.filter(
      (m) => m.subject === `Your order ${o.number}: ${item.product_name} is now Not Approved`,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0].to).toBe(f.ann.email);
    expect(mine[0].text).toContain(`/your_orders?order=${o.number}`);
  });

  it('the same status sends no mail', async () => {
    const o = await order();
    const before = (await f.t.db.select().from(outboxMails)).length;
    expect((await patch(o.items[0].id, 'Waiting for approval')).json().message).toBe('Status unchanged.');
    expect((await f.t.db.select().from(outboxMails)).length).toBe(before);
  });

  it('the homeowner cancels within 60 minutes: Cancle, refunded in full with tax; not twice', async () => {
    const o = await order();
    const item = o.items[1];
    const res = await act(item.id, 'cancel', f.annAuth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: item.id, status: 'Cancle' });
    const row = await itemRow(item.id);
    const full = Number(row.line_total) + Number(row.tax_cents);
    expect((await refundsOf(item.id)).map((r) => r.amount_cents)).toEqual([full]);
    await expectReversal(item.id, full);
    expect(await orderSum(o.id)).toBe(0);
    const again = await act(item.id, 'cancel', f.annAuth);
    expect(again.statusCode).toBe(422);
    expect(await refundsOf(item.id)).toHaveLength(1);
  });

  it('another homeowner gets 404; after 61 minutes cancelling is 422 and refunds nothing', async () => {
    const o = await order();
    const item = o.items[0];
    expect((await act(item.id, 'cancel', f.bobAuth)).statusCode).toBe(404);
    expect((await act(item.id, 'return_request', f.bobAuth)).statusCode).toBe(404);
    await f.t.db.execute(
      sql`update orders set created_at = now() - interval '61 minutes' where id = ${o.id}`,
    );
    const late = await act(item.id, 'cancel', f.annAuth);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.status[0]).toContain('within 60 minutes');
    expect(await refundsOf(item.id)).toHaveLength(0);
  });

  it('a delivered item: return request within 12 days, then Returned refunds less the restocking fee', async () => {
    const o = await order();
    const [item, other] = o.items;
    expect((await act(item.id, 'return_request', f.annAuth)).statusCode).toBe(422);
    expect((await patch(item.id, 'Delivered')).statusCode).toBe(200);
    const req = await act(item.id, 'return_request', f.annAuth);
    expect(req.statusCode).toBe(200);
    expect(req.json().data).toMatchObject({ id: item.id, status: 'Return Request' });
    expect(await refundsOf(item.id)).toHaveLength(0);
    expect((await patch(item.id, 'Returned')).statusCode).toBe(200);
    const row = await itemRow(item.id);
    const expected = returnRefund({
      lineTotalWithTax: Number(row.line_total) + Number(row.tax_cents),
      returnShippingCents: DEFAULT_RETURN_SHIPPING_CENTS,
    });
    expect(expected.restockingFeeCents).toBeLessThanOrEqual(DEFAULT_RETURN_SHIPPING_CENTS);
    expect(await refundsOf(item.id)).toEqual([
      {
        amount_cents: expected.refundCents,
        reason: 'return',
        restocking_fee_cents: expected.restockingFeeCents,
      },
    ]);
    await expectReversal(item.id, expected.refundCents, 'vendor');
    expect(await orderSum(o.id)).toBe(0);

    expect((await patch(other.id, 'Delivered')).statusCode).toBe(200);
    await f.t.db.execute(
      sql`update order_items set status_date = now() - interval '13 days' where id = ${other.id}`,
    );
    expect((await act(other.id, 'return_request', f.annAuth)).statusCode).toBe(422);
  });

  it('refunds never exceed what was captured', async () => {
    const [row] = await q<{ over: number }>(sql`select count(*)::int as over from (
        select o.id, o.charge_cents, coalesce(sum(r.amount_cents), 0) as refunded
        from orders o left join refunds r on r.order_id = o.id group by o.id) x
      where refunded > charge_cents`);
    expect(Number(row.over)).toBe(0);
  });
});
