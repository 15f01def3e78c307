import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { JOBS, jobHandlers, reconcilePickupWorstCaseMs } from '../../jobs/jobs.ts';
import type { ChargeRequest, PaymentProvider } from '../payments/payment-provider.ts';
import { PROVIDER_CALL_MAX_MS } from '../payments/provider-limits.ts';
import {
  CARD_OK,
  countRows,
  fillCart,
  type OrderFixture,
  orderTestApp,
  placeOrder,
  SHIP_CA,
} from './orders.fixture.ts';
import { RECONCILE_AFTER_MS, type Reconciliation } from './reconcile.service.ts';

type Mode = 'none' | 'lost answer' | 'never sent';

/** Issue 22, B6: a crashed payment attempt is picked up within 60 s, never one whose call is still live. */
describe('the payment reconciler picks up a crashed attempt within a minute', () => {
  let f: OrderFixture;
  const fault = { mode: 'none' as Mode, during: async () => {} };
  let provider: PaymentProvider & { findChargeLagMs: number };
  const body = { payment: CARD_OK, ship_to: SHIP_CA };
  const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
  /** One run of the reconcile job, as pg-boss runs it. */
  const runJob = async (now = new Date()) => {
    const l = log();
    await jobHandlers({
      db: f.t.db,
      payments: provider,
      mailer: f.t.app.mailer,
      log: l,
      payouts: false,
      now: () => now,
    })[JOBS.reconcile.queue]();
    return (l.info.mock.calls.find((c) => c[1] === 'payments reconciled')?.[0] ??
      {}) as Partial<Reconciliation>;
  };
  const pending = async () =>
    rowsOf<{ id: number; status: string }>(
      await f.t.db.execute(sql`select id, status from payment_attempts where status = 'pending' order by id`),
    );
  /** Makes the newest attempt look untouched for `ms`, as if its process died that long ago. */
  const ageNewest = (ms: number) =>
    f.t.db.execute(sql`update payment_attempts set updated_at = now() - make_interval(secs => ${ms / 1000})
      where id = (select max(id) from payment_attempts)`);
  const statusOfNewest = async () =>
    rowsOf<{ status: string }>(
      await f.t.db.execute(sql`select status from payment_attempts order by id desc limit 1`),
    )[0].status;

  beforeAll(async () => {
    f = await orderTestApp();
    const real = f.t.app.payments;
    provider = Object.create(real);
    provider.findChargeLagMs = 0;
    provider.charge = async (req: ChargeRequest) => {
      await fault.during();
      if (fault.mode === 'never sent') throw new Error('connect ECONNREFUSED');
      const charge = await real.charge(req);
      if (fault.mode === 'lost answer') throw new Error('socket hang up');
      return charge;
    };
    (f.t.app as unknown as { payments: PaymentProvider }).payments = provider;
  });
  afterAll(() => f.t.close());
  beforeEach(async () => {
    fault.mode = 'none';
    fault.during = async () => {};
    provider.findChargeLagMs = 0;
    for (const a of await pending()) {
      await f.t.db.execute(
        sql`update payment_attempts set updated_at = now() - interval '1 hour' where id = ${a.id}`,
      );
    }
    await runJob();
    await fillCart(f, f.annAuth, [{ hash: f.a.hash, qty: 1 }]);
  });

  it('the schedule and the grace period give a worst case of at most 60 s, longer than any live provider call', () => {
    expect(reconcilePickupWorstCaseMs()).toBeLessThanOrEqual(60_000);
    expect(RECONCILE_AFTER_MS).toBeGreaterThan(PROVIDER_CALL_MAX_MS);
    expect(PROVIDER_CALL_MAX_MS).toBeLessThanOrEqual(33_000);
  });

  it('an attempt a crash left past the grace period is finished by one job run: its order is written', async () => {
    fault.mode = 'lost answer';
    expect((await placeOrder(f, f.annAuth, 'timing-1', body)).statusCode).toBe(503);
    await ageNewest(RECONCILE_AFTER_MS + 1_000);
    const orders = await countRows(f, 'orders');
    expect(await runJob()).toMatchObject({ completed: 1, failed: 0 });
    expect(await countRows(f, 'orders')).toBe(orders + 1);
    expect(await statusOfNewest()).toBe('completed');
  });

  it('an attempt younger than the grace period is left alone', async () => {
    fault.mode = 'lost answer';
    expect((await placeOrder(f, f.annAuth, 'timing-2', body)).statusCode).toBe(503);
    await ageNewest(RECONCILE_AFTER_MS - 5_000);
    const orders = await countRows(f, 'orders');
    await runJob();
    expect(await countRows(f, 'orders')).toBe(orders);
    expect(await statusOfNewest()).toBe('pending');
  });

  it('a retry calling the provider marks its attempt live: a job run during that call leaves it alone', async () => {
    fault.mode = 'lost answer';
    expect((await placeOrder(f, f.annAuth, 'timing-3', body)).statusCode).toBe(503);
    await ageNewest(RECONCILE_AFTER_MS + 1_000);
    let during: Partial<Reconciliation> | undefined;
    fault.mode = 'none';
    fault.during = async () => {
      fault.during = async () => {};
      during = await runJob();
    };
    const retry = await placeOrder(f, f.annAuth, 'timing-3', body);
    expect(retry.statusCode).toBe(201);
    expect(during?.completed ?? 0).toBe(0);
    expect(during?.closed ?? 0).toBe(0);
  });

  it('with a provider whose search lags, "no charge" is final only once the lag has passed', async () => {
    provider.findChargeLagMs = 60_000;
    fault.mode = 'never sent';
    expect((await placeOrder(f, f.annAuth, 'timing-4', body)).statusCode).toBe(503);
    await ageNewest(RECONCILE_AFTER_MS + 1_000);
    expect(await runJob()).toMatchObject({ waiting: 1, closed: 0 });
    expect(await statusOfNewest()).toBe('pending');
    await ageNewest(61_000);
    expect(await runJob()).toMatchObject({ closed: 1 });
    expect(await statusOfNewest()).toBe('abandoned');
  });
});
