import { seriesBuckets } from '@app/domain/shared/series';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs } from '../../../test/harness.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { seedChargeAt } from '../ledger/ledger.fixture.ts';
import { type OrderFixture, orderTestApp, placeAnnOrder } from '../orders/orders.fixture.ts';

const WEEK = 7 * 86_400_000;
const weekOf = (moment: Date) => seriesBuckets('week', 1, moment).dates[0];

/**
 * GET /api/pro/dashboard/charts (issue 22): the caller's showroom only: markup earned per week (the ledger's
 * contractor account) and orders per week, the last 12 weeks.
 */
describe('the pro dashboard’s charts', () => {
  let f: OrderFixture;
  let pro: Record<string, string>;
  const markup = { recent: 0, older: 0 };

  const get = (headers: Record<string, string>) =>
    f.t.app.inject({ method: 'GET', url: '/api/pro/dashboard/charts', headers });
  const markupOf = async (orderId: number) => {
    const [row] = await f.t.db
      .select({ cents: sql<string>`sum(${orderItems.contractorMarkupAmt} * ${orderItems.qty})` })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    return Number(row.cents);
  };

  beforeAll(async () => {
    f = await orderTestApp();
    pro = authHeader(await loginAs(f.t.app, f.owner.email));
    const lines = [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 1 },
    ];
    const recent = await placeAnnOrder(f, 'pcharts-now', lines);
    const second = await placeAnnOrder(f, 'pcharts-now-2', [{ hash: f.b.hash, qty: 1 }]);
    // An order dated five weeks back (its charge's movement stays in this week: the ledger is append-only),
    // and a markup movement recorded five weeks ago.
    const older = await placeAnnOrder(f, 'pcharts-5w', [{ hash: f.b.hash, qty: 1 }]);
    const then = new Date(Date.now() - 5 * WEEK);
    await f.t.db.update(orders).set({ createdAt: then, paidAt: then }).where(eq(orders.id, older.id));
    markup.older = 2_468;
    await seedChargeAt(f.t.db, {
      orderId: older.id,
      accountType: 'contractor',
      accountId: f.owner.id,
      cents: markup.older,
      at: then,
    });
    markup.recent = (await markupOf(recent.id)) + (await markupOf(second.id)) + (await markupOf(older.id));
  });
  afterAll(() => f.t.close());

  it('gives each of the last 12 weeks the showroom’s markup and orders, summing to its balance', async () => {
    const res = await get(pro);
    expect(res.statusCode).toBe(200);
    const { weeks, time_zone } = res.json().data;
    expect(time_zone).toBe('America/Los_Angeles');
    expect(weeks).toHaveLength(12);
    const on = (moment: Date) => weeks.find((w: { date: string }) => w.date === weekOf(moment));
    expect(markup.recent).toBeGreaterThan(0);
    expect(on(new Date())).toEqual({ date: weekOf(new Date()), profit_cents: markup.recent, orders: 2 });
    expect(on(new Date(Date.now() - 5 * WEEK))).toMatchObject({ profit_cents: markup.older, orders: 1 });
    expect(weeks.filter((w: { orders: number }) => w.orders === 0)).toHaveLength(10);
    // The dashboard's earnings (pending and available) are the same markup: nothing paid out yet.
    const balance = (
      await f.t.app.inject({ method: 'GET', url: '/api/payouts/balance', headers: pro })
    ).json().data;
    const sum = weeks.reduce((s: number, w: { profit_cents: number }) => s + w.profit_cents, 0);
    expect(sum).toBe(balance.total_cents);
    expect(sum).toBe(markup.recent + markup.older);
  });

  it('shows another pro nothing of this showroom', async () => {
    const other = await createUser(f.t.db, { type: 'Contractor', fullName: 'Otto Other' });
    const { weeks } = (await get(authHeader(await loginAs(f.t.app, other.email)))).json().data;
    expect(
      weeks.every((w: { profit_cents: number; orders: number }) => w.profit_cents === 0 && w.orders === 0),
    ).toBe(true);
  });

  it('answers a pro only: a vendor, a homeowner and an admin are refused', async () => {
    expect((await get({})).statusCode).toBe(401);
    for (const headers of [f.auth.vendorA, f.annAuth, f.auth.admin])
      expect((await get(headers)).statusCode).toBe(403);
  });
});
