import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import {
  DAY_MS,
  expectOneTransfer,
  ledgerSums,
  type PayoutFixture,
  payoutTestApp,
  placePaidOrder,
  tenConcurrentRuns,
} from './payouts.fixture.ts';

/** Admins pressing "run payouts" at once on a real PostgreSQL: ten runs, one transfer. */
describe.skipIf(process.env.TEST_DB !== 'pg')('POST /api/payouts/run under concurrency (PostgreSQL)', () => {
  let f: PayoutFixture;
  let proCents: number;
  beforeAll(async () => {
    f = await payoutTestApp();
    ({ proCents } = await placePaidOrder(f, new Date(Date.now() - 90 * DAY_MS)));
    const res = await f.t.app.inject({ method: 'POST', url: '/api/payout_setup', headers: f.proAuth });
    expect(res.json().data.status).toBe('active');
  });
  afterAll(() => f.t.close());

  it('10 parallel runs (5 new, 5 retries of one run id) pay the contractor exactly once', async () => {
    const transfer = vi.spyOn(f.t.app.payments, 'transfer');
    expect(await tenConcurrentRuns(f)).toEqual(Array(10).fill(200));
    const rows = rowsOf<{ status: string; amount_cents: number }>(
      await f.t.db.execute(sql`select status, amount_cents from payouts`),
    );
    expect(rows).toEqual([{ status: 'paid', amount_cents: proCents }]);
    await expectOneTransfer(transfer);
    expect(await ledgerSums(f)).toEqual({ all: 0, payouts: 0 });
    const balance = await f.t.app.inject({ method: 'GET', url: '/api/payouts/balance', headers: f.proAuth });
    expect(balance.json().data).toMatchObject({ available_cents: 0, negative_cents: 0 });
  });
});
