import { negativeBalanceDueAt } from '@app/domain/payouts/balance';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { call } from '../projects/projects.fixture.ts';
import { DAY_MS, ledgerSums, type PayoutFixture, payoutTestApp } from './payouts.fixture.ts';
import { adminSetStatus, placeVendorBOrder, vendorEntries } from './vendor-payouts.fixture.ts';

type Placed = Awaited<ReturnType<typeof placeVendorBOrder>>;

describe('vendor payouts: the share is held until Delivered, released once, paid by the payout runs', () => {
  let f: PayoutFixture;
  let delivered: Placed;
  beforeAll(async () => {
    f = await payoutTestApp();
  });
  afterAll(() => f.t.close());

  const get = (url: string, headers: Record<string, string>) => call(f, 'GET', url, undefined, headers);
  const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
    call(f, 'POST', url, payload, headers);
  const balanceB = async () => (await get('/api/payouts/balance', f.auth.vendorB)).json().data;
  const run = (runId: string) => post('/api/payouts/run', f.auth.admin, { run_id: runId });
  const vendorBPayouts = (res: Awaited<ReturnType<typeof run>>) =>
    res.json().data.payouts.filter((p: { user_id: number }) => p.user_id === f.vendorB.id);
  const setAccountB = (accountId: string) =>
    f.t.db.execute(sql`update payout_accounts set account_id = ${accountId} where user_id = ${f.vendorB.id}`);

  it('placement holds each vendor share in vendor_held (vendor id, brand): pending on the vendor’s balance', async () => {
    delivered = await placeVendorBOrder(f);
    expect(delivered.share).toBeGreaterThan(0);
    expect(await vendorEntries(f, delivered.itemId)).toEqual([
      {
        account_type: 'vendor_held',
        account_id: f.vendorB.id,
        brand_id: f.b.brandId,
        kind: 'charge',
        amount_cents: delivered.share,
      },
    ]);
    expect(await balanceB()).toMatchObject({
      account_type: 'vendor',
      pending_cents: delivered.share,
      available_cents: 0,
      negative_cents: 0,
      total_cents: delivered.share,
    });
  });

  it('Delivered releases the share once: back and forth through Delivered does not release it again', async () => {
    await adminSetStatus(f, delivered.itemId, 'Delivered');
    await adminSetStatus(f, delivered.itemId, 'Shipped');
    await adminSetStatus(f, delivered.itemId, 'Delivered');
    const releases = (await vendorEntries(f, delivered.itemId)).filter((e) => e.kind === 'release');
    expect(releases.map((e) => [e.account_type, e.account_id, e.brand_id, e.amount_cents])).toEqual([
      ['vendor_held', f.vendorB.id, f.b.brandId, -delivered.share],
      ['vendor', f.vendorB.id, f.b.brandId, delivered.share],
    ]);
    expect(await ledgerSums(f)).toEqual({ all: 0, payouts: 0 });
    expect(await balanceB()).toMatchObject({ pending_cents: 0, available_cents: delivered.share });
  });

  it('a decline before delivery reverses vendor_held: nothing more pending, nothing to release', async () => {
    const before = await balanceB();
    const declined = await placeVendorBOrder(f);
    expect((await balanceB()).pending_cents).toBe(before.pending_cents + declined.share);
    const res = await f.t.app.inject({
      method: 'PATCH',
      url: `/api/order_items/${declined.itemId}/status`,
      headers: f.auth.vendorB,
      payload: { status: 'Decline' },
    });
    expect(res.statusCode).toBe(200);
    const entries = await vendorEntries(f, declined.itemId);
    expect(entries.map((e) => [e.account_type, e.kind, e.amount_cents])).toEqual([
      ['vendor_held', 'charge', declined.share],
      ['vendor_held', 'refund', -declined.share],
    ]);
    // A refunded Decline is final (decisions/0003): Delivered is refused, so nothing can be released.
    const delivered422 = await f.t.app.inject({
      method: 'PATCH',
      url: `/api/order_items/${declined.itemId}/status`,
      headers: f.auth.admin,
      payload: { status: 'Delivered' },
    });
    expect(delivered422.statusCode).toBe(422);
    expect(await vendorEntries(f, declined.itemId)).toHaveLength(2);
    expect(await balanceB()).toMatchObject({
      pending_cents: 0,
      available_cents: delivered.share,
      negative_cents: 0,
    });
  });

  it('a vendor connects and sees only its own account; homeowners and admins have none; only admins run', async () => {
    for (const who of [f.annAuth, f.auth.admin]) {
      expect((await get('/api/payout_setup', who)).statusCode).toBe(403);
      expect((await post('/api/payout_setup', who)).statusCode).toBe(403);
    }
    const connected = await post('/api/payout_setup', f.auth.vendorB);
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({
      message: 'Your payout account is connected.',
      data: { status: 'active', provider: 'sandbox' },
    });
    expect((await get('/api/payout_setup', f.auth.vendorA)).json().data).toMatchObject({
      status: 'none',
      account: null,
    });
    expect((await post('/api/payouts/run', f.auth.vendorB)).statusCode).toBe(403);
    expect((await get('/api/payouts', f.auth.vendorB)).json().data).toEqual([]);
  });

  it('a refused transfer of a vendor payout is reversed on the vendor account: still available', async () => {
    await setAccountB('acct_closed-by-bank');
    expect(vendorBPayouts(await run('vendor-failing'))).toMatchObject([
      { amount_cents: delivered.share, status: 'failed' },
    ]);
    const [row] = rowsOf<{ s: number }>(
      await f.t.db.execute(sql`select coalesce(sum(amount_cents), 0)::int as s from ledger_entries
        where kind = 'payout' and account_type = 'vendor' and account_id = ${f.vendorB.id}`),
    );
    expect(Number(row.s)).toBe(0);
    expect(await balanceB()).toMatchObject({ available_cents: delivered.share, pending_cents: 0 });
    await setAccountB('acct_sbxvendorb00001');
  });

  it('a payout run pays the vendor its released share once, from the vendor account', async () => {
    await post('/api/payout_setup', f.auth.vendorA); // vendor A: only held money, so nothing to pay
    const transfer = vi.spyOn(f.t.app.payments, 'transfer');
    const first = await run('vendor-run-1');
    expect(first.json().data.payouts).toMatchObject([
      { user_id: f.vendorB.id, amount_cents: delivered.share, status: 'paid' },
    ]);
    expect((await run('vendor-run-1')).json().data).toEqual(first.json().data);
    expect(vendorBPayouts(await run('vendor-run-2'))).toEqual([]);
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(transfer.mock.calls[0][0]).toMatchObject({
      destinationAccount: 'acct_sbxvendorb00001',
      amountCents: delivered.share,
      idempotencyKey: `payout:vendor-run-1:${f.vendorB.id}`,
    });
    transfer.mockRestore();
    const [entry] = rowsOf<{ account_type: string; amount_cents: number }>(
      await f.t.db.execute(sql`select l.account_type, l.amount_cents from ledger_entries l
        join payouts p on p.id = l.payout_id
        where p.run_id = 'vendor-run-1' and l.account_type <> 'connected_account'`),
    );
    expect([entry.account_type, Number(entry.amount_cents)]).toEqual(['vendor', -delivered.share]);
    expect(await ledgerSums(f)).toEqual({ all: 0, payouts: 0 });
    const b = await balanceB();
    expect(b).toMatchObject({ available_cents: 0, pending_cents: 0, negative_cents: 0 });
    expect(b.recent_payouts.map((p: { status: string }) => p.status)).toEqual(['paid', 'failed']);
    const mine = (await get('/api/payouts', f.auth.vendorB)).json().data;
    expect(mine.map((p: { user_id: number }) => p.user_id)).toEqual([f.vendorB.id, f.vendorB.id]);
    expect((await get('/api/payouts', f.auth.vendorA)).json().data).toEqual([]);
    expect((await get('/api/payouts/balance', f.auth.vendorA)).json().data.recent_payouts).toEqual([]);
    const all = (await get('/api/payouts', f.auth.admin)).json().data;
    expect(all.map((p: { run_id: string }) => p.run_id)).toEqual(['vendor-run-1', 'vendor-failing']);
  });

  it('a return after delivery and payout takes the share back from vendor: negative, due in 10 days', async () => {
    const ask = await post(`/api/order_items/${delivered.itemId}/return_request`, f.annAuth);
    expect(ask.statusCode).toBe(200);
    const before = Date.now();
    await adminSetStatus(f, delivered.itemId, 'Returned');
    const refund = (await vendorEntries(f, delivered.itemId)).filter((e) => e.kind === 'refund');
    expect(refund).toHaveLength(1);
    expect(refund[0]).toMatchObject({ account_type: 'vendor', account_id: f.vendorB.id });
    const back = -refund[0].amount_cents;
    expect(back).toBeGreaterThan(0);
    expect(back).toBeLessThanOrEqual(delivered.share);
    const b = await balanceB();
    expect(b).toMatchObject({ available_cents: 0, pending_cents: 0, negative_cents: back });
    const since = new Date(b.negative_since).getTime();
    expect(since).toBeGreaterThanOrEqual(before - 5_000);
    expect(b.negative_due_at).toBe(negativeBalanceDueAt(new Date(since)).toISOString());
    expect(new Date(b.negative_due_at).getTime() - since).toBeGreaterThanOrEqual(10 * DAY_MS - 3_600_000);
    expect(vendorBPayouts(await run('vendor-run-3'))).toEqual([]);
    expect(await ledgerSums(f)).toEqual({ all: 0, payouts: 0 });
  });
});
