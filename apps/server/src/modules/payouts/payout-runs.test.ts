import { RETRY_MESSAGES } from '@app/domain/payouts/payout-runs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { call } from '../projects/projects.fixture.ts';
import {
  DAY_MS,
  expectOneTransfer,
  ledgerSums,
  type PayoutFixture,
  payoutTestApp,
  placePaidOrder,
} from './payouts.fixture.ts';

type Transfer = {
  id: number;
  run_id: string;
  status: string;
  amount_cents: number;
  failure_message: string | null;
  payee: { id: number; full_name: string; email: string; type: string };
  retry: { run_id: string; status: string } | null;
};
type Run = {
  run_id: string;
  finished_at: string | null;
  paid: { count: number; cents: number };
  failed: { count: number; cents: number };
  pending: { count: number; cents: number };
  transfers: Transfer[];
};

describe('GET /api/admin/payout_runs and POST /api/admin/payouts/{id}/retry', () => {
  let f: PayoutFixture;
  let matured: Awaited<ReturnType<typeof placePaidOrder>>;
  beforeAll(async () => {
    f = await payoutTestApp();
    matured = await placePaidOrder(f, new Date(Date.now() - 90 * DAY_MS));
    expect((await call(f, 'POST', '/api/payout_setup', undefined, f.proAuth)).statusCode).toBe(200);
  });
  afterAll(() => f.t.close());

  const run = (runId: string) => call(f, 'POST', '/api/payouts/run', { run_id: runId }, f.auth.admin);
  const runs = async (query = ''): Promise<Run[]> => {
    const res = await call(f, 'GET', `/api/admin/payout_runs${query}`, undefined, f.auth.admin);
    expect(res.statusCode).toBe(200);
    return res.json().data.data;
  };
  const retry = (id: number | string) => call(f, 'POST', `/api/admin/payouts/${id}/retry`, {}, f.auth.admin);
  const setAccount = (accountId: string) =>
    f.t.db.execute(sql`update payout_accounts set account_id = ${accountId} where user_id = ${f.owner.id}`);

  it('lists a failed run with its payee, amount and reason, and never the account or the keys', async () => {
    await setAccount('acct_closed-by-bank');
    expect((await run('failing-run')).statusCode).toBe(200);
    const [failing] = await runs();
    expect(failing).toMatchObject({
      run_id: 'failing-run',
      paid: { count: 0, cents: 0 },
      failed: { count: 1, cents: matured.proCents },
      pending: { count: 0, cents: 0 },
    });
    expect(failing.finished_at).not.toBeNull();
    expect(failing.transfers).toEqual([
      expect.objectContaining({
        run_id: 'failing-run',
        status: 'failed',
        amount_cents: matured.proCents,
        failure_message: 'No such connected account.',
        payee: { id: f.owner.id, full_name: f.owner.fullName, email: f.owner.email, type: 'Contractor' },
        retry: null,
      }),
    ]);
    const body = (await call(f, 'GET', '/api/admin/payout_runs', undefined, f.auth.admin)).body;
    expect(body).not.toContain('acct_closed-by-bank');
    expect(body).not.toContain('payout:failing-run');
  });

  it('retries only a failed transfer: another is a 422, an unknown one a 404', async () => {
    expect((await retry(999_999)).statusCode).toBe(404);
    expect((await retry('abc')).statusCode).toBe(404);
    expect((await retry('2147483648')).statusCode).toBe(404);
    const other = await placePaidOrder(f, new Date(Date.now() - 90 * DAY_MS));
    await setAccount('acct_sbxrestored0001');
    const paid = (await run('paid-run')).json().data.payouts[0];
    expect(paid).toMatchObject({ status: 'paid', amount_cents: matured.proCents + other.proCents });
    const res = await retry(paid.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ payout: [RETRY_MESSAGES.notFailed] });
  });

  it('a retry after a later run paid the money transfers nothing: never the same money twice', async () => {
    const [failed] = (await runs('?page=1')).find((r) => r.run_id === 'failing-run')!.transfers;
    const transfer = vi.spyOn(f.t.app.payments, 'transfer');
    const res = await retry(failed.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: RETRY_MESSAGES.nothing,
      data: { run_id: `retry-${failed.id}`, payout: null },
    });
    expect(transfer).not.toHaveBeenCalled();
    transfer.mockRestore();
    expect(await ledgerSums(f)).toEqual({ all: 0, payouts: 0 });
  });

  it('retries a failed transfer once the account works: paid once however often it is pressed', async () => {
    const next = await placePaidOrder(f, new Date(Date.now() - 90 * DAY_MS));
    await setAccount('acct_closed-by-bank');
    const failed = (await run('second-failure')).json().data.payouts[0];
    expect(failed).toMatchObject({ status: 'failed', amount_cents: next.proCents });

    // Still broken: the retry fails too and says why; the money stays available.
    const again = await retry(failed.id);
    expect(again.json().message).toBe(
      'The transfer failed again (No such connected account): the amount stays available for the next run.',
    );
    expect(again.json().data.payout).toMatchObject({ status: 'failed', run_id: `retry-${failed.id}` });
    const secondTry = again.json().data.payout.id as number;

    await setAccount('acct_sbxrestored0001');
    const transfer = vi.spyOn(f.t.app.payments, 'transfer');
    const results = await Promise.all([retry(secondTry), retry(secondTry), retry(secondTry)]);
    for (const r of results) expect(r.statusCode).toBe(200);
    // A click answered while another click's transfer is settling sees it pending; none makes a second one.
    for (const r of results) expect(['paid', 'pending']).toContain(r.json().data.payout?.status);
    await expectOneTransfer(transfer);
    expect(transfer.mock.calls[0][0].idempotencyKey).toBe(`payout:retry-${secondTry}:${f.owner.id}`);
    transfer.mockRestore();
    const settled = await retry(secondTry);
    expect(settled.json()).toMatchObject({
      message: RETRY_MESSAGES.paid,
      data: { payout: { status: 'paid' } },
    });
    expect(settled.json().data.payout.amount_cents).toBe(next.proCents);
    expect(await ledgerSums(f)).toEqual({ all: 0, payouts: 0 });
    const balance = (await call(f, 'GET', '/api/payouts/balance', undefined, f.proAuth)).json().data;
    expect(balance.available_cents).toBe(0);

    const listed = await runs();
    const retried = listed.find((r) => r.run_id === `retry-${failed.id}`)!.transfers[0];
    expect(retried.retry).toEqual({ run_id: `retry-${secondTry}`, status: 'paid' });
    expect(listed.find((r) => r.run_id === `retry-${secondTry}`)?.paid).toEqual({
      count: 1,
      cents: next.proCents,
    });
  });

  it('records each retry in the audit log', async () => {
    const entries = rowsOf<{
      action: string;
      entity: string;
      before: { status: string };
      after: { run_id: string };
    }>(
      await f.t.db.execute(
        sql`select action, entity, before, after from audit_log where entity = 'payout' order by id`,
      ),
    );
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries.every((e) => e.action === 'payout.retry' && e.before.status === 'failed')).toBe(true);
    expect(entries.at(-1)?.after.run_id).toMatch(/^retry-\d+$/);
  });

  it('pages the runs, the latest first', async () => {
    const first = await call(f, 'GET', '/api/admin/payout_runs', undefined, f.auth.admin);
    expect(first.json().data).toMatchObject({ per_page: 10, current_page: 1 });
    const ids = first.json().data.data.map((r: Run) => r.run_id);
    expect(ids.at(-1)).toBe('failing-run');
    expect(ids.length).toBe(first.json().data.total);
    expect((await call(f, 'GET', '/api/admin/payout_runs?page=0', undefined, f.auth.admin)).statusCode).toBe(
      422,
    );
  });
});
