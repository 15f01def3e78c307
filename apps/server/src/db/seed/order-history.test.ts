import type { OrderView } from '@app/domain/orders/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  loginAs,
  loginAsVerifiedAdmin,
  type TestApp,
} from '../../../test/harness.ts';
import { rowsOf } from '../client.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { type SeedSummary, seedDemoData } from './index.ts';
import { HISTORY_HOMEOWNERS } from './order-history/homeowners.ts';

/** A catalogue large enough for every demo brand to have products, small enough for a test. */
const PRODUCTS = 1_500;
const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);

/**
 * The demo order history (seed/order-history.ts) on a fresh database: the portals' dashboards and charts
 * answer non-empty figures that agree with each other, the ledger balances per order, the demo homeowner
 * lists their orders, and the history is created once — also by two seeds at the same time.
 */
describe('the demo order history', () => {
  let t: TestApp;
  let first: SeedSummary[];
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(query));
  const auth = async (email: string) => authHeader(await loginAs(t.app, email, DEMO_PASSWORD));
  const get = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    first = await Promise.all([
      seedDemoData(t.db, undefined, { products: PRODUCTS }),
      seedDemoData(t.db, undefined, { products: PRODUCTS }),
    ]);
  }, 240_000);
  afterAll(() => t.close());

  it('is created once: two seeds at once make one history, a later seed adds nothing', async () => {
    const counts = first.map((s) => s.orders).sort((a, b) => a - b);
    expect(counts[0]).toBe(0);
    expect(counts[1]).toBeGreaterThanOrEqual(40);
    expect(counts[1]).toBeLessThanOrEqual(70);
    const [{ n }] = await q<{ n: number }>(sql`select count(*)::int as n from orders`);
    expect(n).toBe(counts[1]);
    expect((await seedDemoData(t.db, undefined, { products: PRODUCTS })).orders).toBe(0);
    const [{ again }] = await q<{ again: number }>(sql`select count(*)::int as again from orders`);
    expect(again).toBe(n);
  });

  it('spreads over eight weeks, seven homeowners, both showrooms, several brands, with SAVE5', async () => {
    const [o] = await q<Record<string, number>>(sql`select
        count(distinct user_id)::int as buyers, count(distinct vsd_id)::int as showrooms,
        count(*) filter (where coupon_code = 'SAVE5')::int as save5,
        extract(day from now() - min(created_at))::int as oldest_days,
        (select count(distinct brand_id)::int from order_items) as brands,
        (select count(distinct state)::int from addresses a join orders o2 on o2.user_id = a.user_id) as states
      from orders`);
    expect(o.buyers).toBe(1 + HISTORY_HOMEOWNERS.length);
    expect(o.showrooms).toBe(2);
    expect(o.save5).toBeGreaterThan(0);
    expect(o.oldest_days).toBeGreaterThanOrEqual(45);
    expect(o.oldest_days).toBeLessThanOrEqual(60);
    expect(o.brands).toBeGreaterThan(5);
    expect(o.states).toBeGreaterThan(5);
    const statuses = (await q<{ status: string }>(sql`select distinct status from order_items`)).map(
      (r) => r.status,
    );
    for (const s of ['Delivered', 'In Progress', 'Cancle', 'Decline', 'Returned', 'Return Request'])
      expect(statuses).toContain(s);
  });

  it('balances the ledger per order, charges what each order totals, and sent every refund', async () => {
    const unbalanced = await q(sql`select order_id from ledger_entries where order_id is not null
      group by order_id having sum(amount_cents) <> 0`);
    expect(unbalanced).toEqual([]);
    const wrongCharge = await q(sql`select o.id from orders o join ledger_entries e on e.order_id = o.id
      where e.kind = 'charge' and e.account_type = 'customer' and e.amount_cents <> -o.charge_cents`);
    expect(wrongCharge).toEqual([]);
    const [p] = await q<Record<string, number>>(sql`select
        (select count(*)::int from refunds) as refunds,
        (select count(*)::int from refunds where status <> 'succeeded') as unsent,
        (select count(*)::int from payment_attempts where status <> 'completed') as open_attempts,
        (select count(*)::int from orders where payment_status <> 'paid') as refunded_orders,
        (select count(*)::int from sandbox_operations where kind = 'charge') as charges,
        (select count(*)::int from orders) as orders`);
    expect(p.refunds).toBeGreaterThanOrEqual(4);
    expect(p).toMatchObject({ unsent: 0, open_attempts: 0, charges: p.orders });
    expect(p.refunded_orders).toBeGreaterThan(0);
  });

  it('gives the admin’s charts 30 days of sales adding up to the dashboard, and late items per vendor', async () => {
    const admin = authHeader(await loginAsVerifiedAdmin(t.app, 'admin@demo.test', DEMO_PASSWORD));
    const charts = await get('/api/admin/dashboard/charts', admin);
    const dashboard = await get('/api/admin/dashboard', admin);
    type Day = { charged_cents: number; refunded_cents: number; net_cents: number };
    const days: Day[] = charts.sales_by_day;
    expect(days.filter((d) => d.charged_cents > 0).length).toBeGreaterThan(10);
    expect(sum(days, (d) => d.net_cents)).toBe(dashboard.sales.last_30_days.net_cents);
    expect(sum(days, (d) => d.refunded_cents)).toBe(dashboard.sales.last_30_days.refunded_cents);
    const late: { items: number }[] = charts.late_by_vendor;
    expect(late.length).toBeGreaterThan(0);
    expect(sum(late, (l) => l.items)).toBe(dashboard.late_items.count);
  });

  it('gives the demo vendor weekly earnings adding up to its dashboard, released ones included', async () => {
    const vendor = await auth('vendor@demo.test');
    const charts = await get('/api/vendor/dashboard/charts', vendor);
    const { earnings } = await get('/api/vendor/dashboard', vendor);
    const weeks: { earnings_cents: number }[] = charts.earnings_by_week;
    expect(weeks.filter((w) => w.earnings_cents > 0).length).toBeGreaterThan(3);
    expect(earnings.released_cents).toBeGreaterThan(0);
    expect(sum(weeks, (w) => w.earnings_cents)).toBe(
      earnings.held_cents + earnings.released_cents + earnings.paid_cents,
    );
    const byStatus: { status: string; items: number }[] = charts.items_by_status;
    const [{ items }] = await q<{ items: number }>(sql`select count(*)::int as items from order_items i
      join users u on u.id = i.vendor_user_id where u.email = 'vendor@demo.test'`);
    expect(items).toBeGreaterThan(5);
    expect(sum(byStatus, (s) => s.items)).toBe(items);
    expect(byStatus.find((s) => s.status === 'Delivered')?.items).toBeGreaterThan(0);
  });

  it('gives the demo pro weekly profit adding up to its balance, all still pending, and its orders', async () => {
    const pro = await auth('contractor@demo.test');
    const weeks: { profit_cents: number; orders: number }[] = (await get('/api/pro/dashboard/charts', pro))
      .weeks;
    const balance = await get('/api/payouts/balance', pro);
    expect(balance.total_cents).toBeGreaterThan(0);
    expect(balance.pending_cents).toBe(balance.total_cents);
    expect(sum(weeks, (w) => w.profit_cents)).toBe(balance.total_cents);
    const [{ n }] = await q<{ n: number }>(
      sql`select count(*)::int as n from orders where vsd_id = 'DEMO2026'`,
    );
    expect(n).toBeGreaterThan(10);
    expect(sum(weeks, (w) => w.orders)).toBe(n);
    expect(weeks.filter((w) => w.orders > 0).length).toBeGreaterThan(4);
  });

  it('leaves payments the provider knows: the admin receives the waiting return and its refund is sent', async () => {
    const admin = authHeader(await loginAsVerifiedAdmin(t.app, 'admin@demo.test', DEMO_PASSWORD));
    const [waiting] = await q<{ id: number; order_id: number }>(
      sql`select id, order_id from order_items where status = 'Return Request'`,
    );
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/order_items/${waiting.id}/status`,
      headers: admin,
      payload: { status: 'Returned' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const refunds = await q<{ status: string; provider_refund_id: string | null }>(
      sql`select status, provider_refund_id from refunds where order_item_id = ${waiting.id}`,
    );
    expect(refunds).toEqual([
      { status: 'succeeded', provider_refund_id: expect.stringMatching(/^re_sandbox_/) },
    ]);
    const unbalanced = await q(sql`select 1 from ledger_entries where order_id = ${waiting.order_id}
      having sum(amount_cents) <> 0`);
    expect(unbalanced).toEqual([]);
  });

  it('lists the demo homeowner’s orders, newest first, each item with its status', async () => {
    const orders: OrderView[] = await get('/api/orders', await auth('homeowner@demo.test'));
    const [{ n }] = await q<{ n: number }>(sql`select count(*)::int as n from orders o
      join users u on u.id = o.user_id where u.email = 'homeowner@demo.test'`);
    expect(n).toBeGreaterThanOrEqual(10);
    expect(orders).toHaveLength(n);
    const statuses = orders.flatMap((o) => o.items.map((i) => i.status));
    expect(statuses).toContain('Delivered');
    expect(statuses.every((s) => typeof s === 'string' && s.length > 0)).toBe(true);
    const placed = orders.map((o) => Date.parse(o.created_at));
    expect(placed).toEqual([...placed].sort((a, b) => b - a));
    // Each order came from a cart project, no longer a cart, last changed when it was ordered.
    const projects = await q<{ is_cart: boolean; same: boolean }>(sql`select p.is_cart,
        p.updated_at = o.created_at as same
      from orders o join projects p on p.id = o.project_id join users u on u.id = o.user_id
      where u.email = 'homeowner@demo.test'`);
    expect(projects).toHaveLength(n);
    expect(projects.every((p) => p.is_cart === false && p.same === true)).toBe(true);
    // They are the orders' own, as a checked-out cart is: not projects the homeowner works on in /projects.
    const working: { name: string }[] = (await get('/api/project', await auth('homeowner@demo.test'))).data;
    expect(working.filter((p) => p.name === '')).toEqual([]);
    expect(working.length).toBeLessThan(n);
  });
});

describe('a deployment paying through Stripe', () => {
  it('gets the demo data without the past orders (their sandbox charges could not be refunded)', async () => {
    const t = await buildTestApp();
    try {
      const summary = await seedDemoData(t.db, undefined, { products: 200, orderHistory: false });
      expect(summary.products).toBeGreaterThan(0);
      expect(summary.orders).toBe(0);
      const [{ n }] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from orders`));
      expect(n).toBe(0);
    } finally {
      await t.close();
    }
  }, 120_000);
});
