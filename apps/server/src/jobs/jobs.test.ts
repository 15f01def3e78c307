import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { CARD_OK, countRows, fillCart, placeOrder, SHIP_CA } from '../modules/orders/orders.fixture.ts';
import type { ChargeRequest, PaymentProvider } from '../modules/payments/payment-provider.ts';
import {
  DAY_MS,
  type PayoutFixture,
  payoutTestApp,
  placePaidOrder,
} from '../modules/payouts/payouts.fixture.ts';
import { call } from '../modules/projects/projects.fixture.ts';
import { JOBS, jobHandlers, startJobs } from './jobs.ts';

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('jobs (pg-boss on the app database)', () => {
  let f: PayoutFixture;
  beforeAll(async () => {
    f = await payoutTestApp();
    await placePaidOrder(f, new Date(Date.now() - 90 * DAY_MS));
    expect((await call(f, 'POST', '/api/payout_setup', {}, f.proAuth)).statusCode).toBe(200);
  });
  afterAll(() => f.t.close());

  it("the payout job pays the contractor's available profit once under the day's run id, however often it runs", async () => {
    const log = quietLog();
    const now = () => new Date('2026-11-24T07:30:00Z'); // still the 23rd in Los Angeles
    const run = jobHandlers({
      db: f.t.db,
      payments: f.t.app.payments,
      mailer: f.t.app.mailer,
      log,
      payouts: true,
      now,
    })[JOBS.payouts.queue];
    await Promise.all([run(), run()]);
    await run();
    const rows = rowsOf<{ run_id: string; status: string; amount_cents: number }>(
      await f.t.db.execute(
        sql`select run_id, status, amount_cents from payouts where user_id = ${f.owner.id}`,
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ run_id: 'daily-2026-11-23', status: 'paid' });
    expect(Number(rows[0].amount_cents)).toBeGreaterThan(0);
  });

  it('schedules the jobs, and the reconcile job every process sends finishes an order a crash left unwritten', async () => {
    // A charge whose answer is lost: the attempt stays pending.
    const real = f.t.app.payments;
    const lossy: PaymentProvider = Object.create(real);
    lossy.charge = async (req: ChargeRequest) => {
      await real.charge(req);
      throw new Error('socket hang up');
    };
    (f.t.app as unknown as { payments: PaymentProvider }).payments = lossy;
    await fillCart(f, f.annAuth, [{ hash: f.a.hash, qty: 1 }]);
    const lost = await placeOrder(f, f.annAuth, 'job-1', { payment: CARD_OK, ship_to: SHIP_CA });
    (f.t.app as unknown as { payments: PaymentProvider }).payments = real;
    expect(lost.statusCode).toBe(503);
    const before = await countRows(f, 'orders');

    const later = () => new Date(Date.now() + 10 * 60_000); // past the reconciler's grace period
    const jobs = await startJobs({
      db: f.t.db,
      payments: real,
      mailer: f.t.app.mailer,
      log: quietLog(),
      payouts: true,
      pollingIntervalSeconds: 0.5,
      now: later,
    });
    try {
      const schedules = await jobs.boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual(
        [
          [JOBS.payouts.queue, JOBS.payouts.cron],
          [JOBS.pruneCarts.queue, JOBS.pruneCarts.cron],
          [JOBS.orderMails.queue, JOBS.orderMails.cron],
          [JOBS.deliverMail.queue, JOBS.deliverMail.cron],
          [JOBS.subscriptions.queue, JOBS.subscriptions.cron],
          [JOBS.awayMail.queue, JOBS.awayMail.cron],
          [JOBS.changeRefunds.queue, JOBS.changeRefunds.cron],
          [JOBS.aiCoins.queue, JOBS.aiCoins.cron],
          [JOBS.aiGenerations.queue, JOBS.aiGenerations.cron],
          [JOBS.aiPictures.queue, JOBS.aiPictures.cron],
        ].sort(),
      );
      // No cron slot and no manual send: the process's own reconcile tick sends the job.
      await vi.waitFor(async () => expect(await countRows(f, 'orders')).toBe(before + 1), {
        timeout: 20_000,
        interval: 250,
      });
    } finally {
      await jobs.stop();
    }
  });
});
