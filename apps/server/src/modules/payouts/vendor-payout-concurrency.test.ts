import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import {
  expectOneTransfer,
  ledgerSums,
  type PayoutFixture,
  payoutTestApp,
  tenConcurrentRuns,
} from './payouts.fixture.ts';
import { adminSetStatus, placeVendorBOrder } from './vendor-payouts.fixture.ts';

/** Admins pressing "run payouts" at once on a real PostgreSQL: ten runs, one transfer to the vendor. */
describe.skipIf(process.env.TEST_DB !== 'pg')('vendor payouts under concurrency (PostgreSQL)', () => {
  let f: PayoutFixture;
  let share: number;
  beforeAll(async () => {
    f = await payoutTestApp();
    const placed = await placeVendorBOrder(f);
    share = placed.share;
    await adminSetStatus(f, placed.itemId, 'Delivered');
    const res = await f.t.app.inject({ method: 'POST', url: '/api/payout_setup', headers: f.auth.vendorB });
    expect(res.json().data.status).toBe('active');
  });
  afterAll(() => f.t.close());

  it('10 parallel runs (5 new, 5 retries of one run id) pay the vendor its released share exactly once', async () => {
    const transfer = vi.spyOn(f.t.app.payments, 'transfer');
    expect(await tenConcurrentRuns(f)).toEqual(Array(10).fill(200));
    const rows = rowsOf<{ user_id: number; status: string; amount_cents: number }>(
      await f.t.db.execute(sql`select user_id, status, amount_cents from payouts`),
    );
    expect(rows.map((r) => [Number(r.user_id), r.status, Number(r.amount_cents)])).toEqual([
      [f.vendorB.id, 'paid', share],
    ]);
    await expectOneTransfer(transfer);
    expect(await ledgerSums(f)).toEqual({ all: 0, payouts: 0 });
    const balance = await f.t.app.inject({
      method: 'GET',
      url: '/api/payouts/balance',
      headers: f.auth.vendorB,
    });
    expect(balance.json().data).toMatchObject({ available_cents: 0, pending_cents: 0, negative_cents: 0 });
  });
});
