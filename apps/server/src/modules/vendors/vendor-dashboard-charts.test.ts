import { seriesBuckets } from '@app/domain/shared/series';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, loginAs } from '../../../test/harness.ts';
import { orderItems } from '../../db/schema/index.ts';
import { seedChargeAt } from '../ledger/ledger.fixture.ts';
import { type OrderFixture, orderTestApp, placeAnnOrder } from '../orders/orders.fixture.ts';

const WEEK = 7 * 86_400_000;
/** The Monday ('YYYY-MM-DD', Los Angeles) of the week holding a moment, as the series names it. */
const weekOf = (moment: Date) => seriesBuckets('week', 1, moment).dates[0];

/**
 * GET /api/vendor/dashboard/charts (issue 22): the vendor's own earnings per week (its share of charges less
 * refunds, from the ledger) and its own items per status; never another vendor's.
 */
describe('the vendor dashboard’s charts', () => {
  let f: OrderFixture;
  const shares = { recent: 0, older: 0 };

  const charts = async (headers: Record<string, string>) => {
    const res = await f.t.app.inject({ method: 'GET', url: '/api/vendor/dashboard/charts', headers });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const shareOfA = async (orderId: number) => {
    const [row] = await f.t.db
      .select({ share: sql<string>`${orderItems.finalPrice} * ${orderItems.qty}` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.vendorUserId, f.vendorA.id)));
    return Number(row.share);
  };

  beforeAll(async () => {
    f = await orderTestApp();
    const recent = await placeAnnOrder(f, 'vcharts-now', [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 1 },
    ]);
    // And a sale recorded three weeks ago (vendor A's share of it).
    shares.older = 4_321;
    await seedChargeAt(f.t.db, {
      orderId: recent.id,
      accountType: 'vendor_held',
      accountId: f.vendorA.id,
      cents: shares.older,
      at: new Date(Date.now() - 3 * WEEK),
    });
    shares.recent = await shareOfA(recent.id);
  });
  afterAll(() => f.t.close());

  it('gives each of the last 12 weeks the vendor’s earnings, summing to what its dashboard holds', async () => {
    const { earnings_by_week, time_zone } = await charts(f.auth.vendorA);
    expect(time_zone).toBe('America/Los_Angeles');
    expect(earnings_by_week).toHaveLength(12);
    const on = (moment: Date) =>
      earnings_by_week.find((w: { date: string }) => w.date === weekOf(moment))?.earnings_cents;
    expect(on(new Date())).toBe(shares.recent);
    expect(on(new Date(Date.now() - 3 * WEEK))).toBe(shares.older);
    expect(earnings_by_week.filter((w: { earnings_cents: number }) => w.earnings_cents === 0)).toHaveLength(
      10,
    );
    const dashboard = await f.t.app.inject({
      method: 'GET',
      url: '/api/vendor/dashboard',
      headers: f.auth.vendorA,
    });
    const { held_cents, released_cents, paid_cents } = dashboard.json().data.earnings;
    const sum = earnings_by_week.reduce(
      (s: number, w: { earnings_cents: number }) => s + w.earnings_cents,
      0,
    );
    expect(sum).toBe(held_cents + released_cents + paid_cents);
  });

  it('counts the vendor’s own items per status, every status present', async () => {
    const { items_by_status } = await charts(f.auth.vendorA);
    expect(items_by_status).toHaveLength(14);
    expect(items_by_status[0]).toEqual({
      status: 'Waiting for approval',
      label: 'Pending Approval',
      items: 1,
    });
    const total = items_by_status.reduce((s: number, r: { items: number }) => s + r.items, 0);
    expect(total).toBe(1);
  });

  it('shows vendor B only its own item and money, never vendor A’s', async () => {
    const theirs = await charts(f.auth.vendorB);
    const total = theirs.items_by_status.reduce((s: number, r: { items: number }) => s + r.items, 0);
    expect(total).toBe(1);
    const earned = theirs.earnings_by_week.reduce(
      (s: number, w: { earnings_cents: number }) => s + w.earnings_cents,
      0,
    );
    expect(earned).toBeGreaterThan(0);
    expect(earned).not.toBe(shares.recent + shares.older);
    const [{ share }] = await f.t.db
      .select({ share: sql<string>`sum(${orderItems.finalPrice} * ${orderItems.qty})` })
      .from(orderItems)
      .where(eq(orderItems.vendorUserId, f.vendorB.id));
    expect(earned).toBe(Number(share));
  });

  it('answers a vendor only: a pro, a homeowner and an admin are refused', async () => {
    const get = (headers: Record<string, string>) =>
      f.t.app.inject({ method: 'GET', url: '/api/vendor/dashboard/charts', headers });
    expect((await get({})).statusCode).toBe(401);
    const pro = authHeader(await loginAs(f.t.app, f.owner.email));
    for (const headers of [pro, f.annAuth, f.auth.admin]) expect((await get(headers)).statusCode).toBe(403);
  });
});
