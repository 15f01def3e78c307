import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { call } from '../projects/projects.fixture.ts';
import { runPayouts } from './payout-run.service.ts';
import { startPayoutSchedule } from './payout-schedule.ts';
import { DAY_MS, type PayoutFixture, payoutTestApp, placePaidOrder } from './payouts.fixture.ts';

const quietLog = () => ({ info: vi.fn(), error: vi.fn() });

describe('the automatic payout run', () => {
  let f: PayoutFixture;
  beforeAll(async () => {
    f = await payoutTestApp();
    await placePaidOrder(f, new Date(Date.now() - 90 * DAY_MS));
    expect((await call(f, 'POST', '/api/payout_setup', {}, f.proAuth)).statusCode).toBe(200);
  });
  afterAll(() => f.t.close());
  afterEach(() => vi.useRealTimers());

  it("pays the contractor's available profit once under the day's run id, however often it looks", async () => {
    const log = quietLog();
    const now = () => new Date('2026-11-24T07:30:00Z'); // still the 23rd in Los Angeles
    const schedule = startPayoutSchedule({
      run: (runId) => runPayouts(f.t.db, f.t.app.payments, { runId }),
      log,
      now,
      firstAfterMs: 3_600_000,
    });
    await Promise.all([schedule.tick(), schedule.tick()]); // the second look finds the first still running
    await schedule.tick();
    schedule.stop();
    const rows = rowsOf<{ run_id: string; status: string; amount_cents: number }>(
      await f.t.db.execute(
        sql`select run_id, status, amount_cents from payouts where user_id = ${f.owner.id}`,
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ run_id: 'daily-2026-11-23', status: 'paid' });
    expect(Number(rows[0].amount_cents)).toBeGreaterThan(0);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0][0]).toEqual({ runId: 'daily-2026-11-23', paid: 1, failed: 0, pending: 0 });
  });

  it('looks first after a minute, then every interval, keeps going after a failure, and stops', async () => {
    vi.useFakeTimers();
    const log = quietLog();
    const run = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue({ payouts: [] });
    const schedule = startPayoutSchedule({ run, log, everyMs: 3_600_000 });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(run).toHaveBeenCalledTimes(2);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(10 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
