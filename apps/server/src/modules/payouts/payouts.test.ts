import { negativeBalanceDueAt } from '@app/domain/payouts/balance';
import { payoutSchema } from '@app/domain/payouts/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { call } from '../projects/projects.fixture.ts';
import { DAY_MS, ledgerSums, type PayoutFixture, payoutTestApp, placePaidOrder } from './payouts.fixture.ts';

type Balance = {
  pending_cents: number;
  available_cents: number;
  negative_cents: number;
  negative_since: string | null;
  negative_due_at: string | null;
};

describe('payouts: connected account, balances, payout runs', () => {
  let f: PayoutFixture;
  let fresh: Awaited<ReturnType<typeof placePaidOrder>>;
  let matured: Awaited<ReturnType<typeof placePaidOrder>>;
  beforeAll(async () => {
    f = await payoutTestApp();
    fresh = await placePaidOrder(f);
    matured = await placePaidOrder(f, new Date(Date.now() - 90 * DAY_MS));
  });
  afterAll(() => f.t.close());

  const get = (url: string, headers: Record<string, string>) => call(f, 'GET', url, undefined, headers);
  const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
    call(f, 'POST', url, payload, headers);
  const balance = async (): Promise<Balance> => (await get('/api/payouts/balance', f.proAuth)).json().data;
  const run = (runId?: string) => post('/api/payouts/run', f.auth.admin, runId ? { run_id: runId } : {});
  const setAccount = (accountId: string) =>
    f.t.db.execute(sql`update payout_accounts set account_id = ${accountId} where user_id = ${f.owner.id}`);

  it('lets only payees (contractors, vendors) see and set their payout account and balance, only admins run', async () => {
    expect((await get('/api/payout_setup', {})).statusCode).toBe(401);
    expect((await get('/api/payout_setup', f.auth.vendorA)).statusCode).toBe(200);
    for (const who of [f.annAuth, f.auth.admin]) {
      expect((await get('/api/payout_setup', who)).statusCode).toBe(403);
      expect((await post('/api/payout_setup', who)).statusCode).toBe(403);
    }
    expect((await get('/api/payouts/balance', f.annAuth)).statusCode).toBe(403);
    expect((await get('/api/payouts/balance', f.auth.admin)).statusCode).toBe(403);
    expect((await get('/api/payouts', f.annAuth)).statusCode).toBe(403);
    expect((await run()).statusCode).toBe(200);
    expect((await post('/api/payouts/run', f.proAuth)).statusCode).toBe(403);
    expect((await post('/api/payouts/run', f.auth.admin, { run_id: 'no spaces' })).statusCode).toBe(422);
  });

  it('keeps a new order’s profit pending and an order paid 90 days ago available', async () => {
    expect(fresh.proCents).toBeGreaterThan(0);
    expect(await balance()).toMatchObject({
      account_type: 'contractor',
      pending_cents: fresh.proCents,
      available_cents: matured.proCents,
      negative_cents: 0,
      negative_due_at: null,
      recent_payouts: [],
    });
  });

  it('connects a sandbox account in one call, shows it masked, and connects only once', async () => {
    expect((await get('/api/payout_setup', f.proAuth)).json().data).toEqual({
      status: 'none',
      provider: 'sandbox',
      account: null,
      onboarding_url: null,
    });
    const res = await post('/api/payout_setup', f.proAuth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Your payout account is connected.' });
    const setup = res.json().data;
    expect(setup).toMatchObject({ status: 'active', provider: 'sandbox', onboarding_url: null });
    const [stored] = rowsOf<{ account_id: string }>(
      await f.t.db.execute(sql`select account_id from payout_accounts where user_id = ${f.owner.id}`),
    );
    expect(stored.account_id).toMatch(/^acct_sbx[0-9a-f]{16}$/);
    expect(setup.account).toBe(`acct_…${stored.account_id.slice(-4)}`);
    expect((await post('/api/payout_setup', f.proAuth)).json().data).toEqual(setup);
    expect((await get('/api/payout_setup', f.proAuth)).json().data).toEqual(setup);
  });

  it('records a refused transfer as a failed payout and loses nothing', async () => {
    await setAccount('acct_closed-by-bank');
    const res = await run('failing-run');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payouts).toMatchObject([
      {
        user_id: f.owner.id,
        amount_cents: matured.proCents,
        status: 'failed',
        failure_message: 'No such connected account.',
      },
    ]);
    expect(await balance()).toMatchObject({
      available_cents: matured.proCents,
      pending_cents: fresh.proCents,
    });
    expect(await ledgerSums(f)).toEqual({ all: 0, payouts: 0 });
    await setAccount('acct_sbxrestored0001');
  });

  it('pays no deactivated or pending payee: the balance waits until the account is active again', async () => {
    for (const status of ['Deactive', 'Pending']) {
      await f.t.db.execute(sql`update users set status = ${status} where id = ${f.owner.id}`);
      expect((await run(`run-${status}`)).json().data.payouts).toEqual([]);
    }
    await f.t.db.execute(sql`update users set status = 'Active' where id = ${f.owner.id}`);
  });

  it('pays the available balance once: a retried run pays nothing more', async () => {
    const transfer = vi.spyOn(f.t.app.payments, 'transfer');
    const first = await run('run-1');
    expect(first.json().data.payouts).toMatchObject([
      { user_id: f.owner.id, amount_cents: matured.proCents, status: 'paid', failure_message: null },
    ]);
    const again = await run('run-1');
    expect(again.json().data).toEqual(first.json().data);
    const other = await run('run-2');
    expect(other.json().data.payouts).toEqual([]);
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(transfer.mock.calls[0][0]).toMatchObject({
      destinationAccount: 'acct_sbxrestored0001',
      amountCents: matured.proCents,
      idempotencyKey: `payout:run-1:${f.owner.id}`,
    });
    transfer.mockRestore();
    const b = (await get('/api/payouts/balance', f.proAuth)).json().data;
    expect(b).toMatchObject({ available_cents: 0, pending_cents: fresh.proCents, negative_cents: 0 });
    expect(b.recent_payouts.map((p: { status: string }) => p.status)).toEqual(['paid', 'failed']);
    expect(await ledgerSums(f)).toEqual({ all: 0, payouts: 0 });
    const mine = (await get('/api/payouts', f.proAuth)).json().data;
    expect(mine.map((p: { run_id: string }) => p.run_id)).toEqual(['run-1', 'failing-run']);
    expect((await get('/api/payouts?limit=1', f.auth.admin)).json().data).toHaveLength(1);
  });

  it('answers a payout with the contract’s fields only: never its destination account, key or transfer id', async () => {
    const [row] = rowsOf<Record<string, string | null>>(
      await f.t.db.execute(sql`select destination_account, idempotency_key, provider_transfer_id from payouts
        where user_id = ${f.owner.id} and status = 'paid' limit 1`),
    );
    const secrets = Object.values(row).filter((v): v is string => !!v);
    expect(secrets.length).toBeGreaterThanOrEqual(2);
    const answers = [
      await get('/api/payouts', f.proAuth),
      await get('/api/payouts', f.auth.admin),
      await get('/api/payouts/balance', f.proAuth),
      await run('run-1'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      for (const secret of secrets) expect(res.body).not.toContain(secret);
    }
    const [payout] = answers[0].json().data;
    expect(Object.keys(payout).sort()).toEqual(Object.keys(payoutSchema.shape).sort());
  });

  it('a refund after the payout makes the balance negative, due 10 days after it went negative', async () => {
    const item = matured.order.items[0];
    const before = Date.now();
    const res = await f.t.app.inject({
      method: 'PATCH',
      url: `/api/order_items/${item.id}/status`,
      headers: item.id === (await itemOf(f.vendorA.id)) ? f.auth.vendorA : f.auth.vendorB,
      payload: { status: 'Decline' },
    });
    expect(res.statusCode).toBe(200);
    const b = await balance();
    const refunded = item.contractor_markup_amt * item.qty;
    expect(b).toMatchObject({ available_cents: 0, negative_cents: refunded, pending_cents: fresh.proCents });
    const since = new Date(b.negative_since ?? '').getTime();
    expect(since).toBeGreaterThanOrEqual(before - 5_000);
    expect(b.negative_due_at).toBe(negativeBalanceDueAt(new Date(since)).toISOString());
    expect(new Date(b.negative_due_at ?? '').getTime() - since).toBeGreaterThanOrEqual(
      10 * DAY_MS - 3_600_000,
    );
    expect((await run('run-3')).json().data.payouts).toEqual([]);
  });

  async function itemOf(vendorId: number) {
    const [row] = rowsOf<{ id: number }>(
      await f.t.db.execute(sql`select id from order_items where order_id = ${matured.order.id}
        and vendor_user_id = ${vendorId} order by id limit 1`),
    );
    return row?.id;
  }
});
