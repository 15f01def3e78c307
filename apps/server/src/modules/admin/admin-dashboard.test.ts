import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs } from '../../../test/harness.ts';
import { vendorApplications } from '../../db/schema/index.ts';
import type { OrderFixture } from '../orders/orders.fixture.ts';
import { dashboardHistory, type Placed } from './admin-dashboard.fixture.ts';

/**
 * GET /api/admin/dashboard: sales in Los Angeles days (charged less refunded), items per status, the
 * registrations waiting, and the items late against the 48-hour promise.
 */
describe('the admin dashboard', () => {
  let f: OrderFixture;
  let today: Placed;
  let threeDaysAgo: Placed;
  let fortyDaysAgo: Placed;
  let refunded: number;

  const dashboard = (headers: Record<string, string> = f.auth.admin) =>
    f.t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });

  beforeAll(async () => {
    // The homeowner cancels one item of today's order within the hour (refunded now); the vendor processed
    // one of the 3-day-old items in time: it is not late.
    ({
      f,
      today,
      recent: threeDaysAgo,
      old: fortyDaysAgo,
      refunded,
    } = await dashboardHistory({
      key: 'dash',
      recentDays: 3,
      oldDays: 40,
    }));
  });
  afterAll(() => f.t.close());

  it('sums charges less refunds per Los Angeles day window', async () => {
    const res = await dashboard();
    expect(res.statusCode).toBe(200);
    const { sales, time_zone } = res.json().data;
    expect(time_zone).toBe('America/Los_Angeles');
    expect(refunded).toBeGreaterThan(0);
    expect(sales.today).toMatchObject({
      charged_cents: today.charge_cents,
      refunded_cents: refunded,
      net_cents: today.charge_cents - refunded,
    });
    const week = today.charge_cents + threeDaysAgo.charge_cents;
    expect(sales.last_7_days).toMatchObject({ charged_cents: week, net_cents: week - refunded });
    // The 40-day-old order is in no window.
    expect(sales.last_30_days.charged_cents).toBe(week);
    // Each window starts at a Los Angeles midnight (07:00 or 08:00 UTC).
    expect(sales.today.from).toMatch(/T0[78]:00:00\.000Z$/);
    expect(Date.parse(sales.last_7_days.from)).toBeLessThan(Date.parse(sales.today.from));
  });

  it('counts items and orders per status, with every status and its display name', async () => {
    const { items_by_status } = (await dashboard()).json().data;
    expect(items_by_status).toHaveLength(14);
    const of = (status: string) => items_by_status.find((s: { status: string }) => s.status === status);
    expect(of('Waiting for approval')).toEqual({
      status: 'Waiting for approval',
      label: 'Pending Approval',
      items: 3,
      orders: 3,
    });
    expect(of('Cancle')).toMatchObject({ items: 1, orders: 1 });
    expect(of('Ready to Pick Up')).toMatchObject({ items: 1, orders: 1 });
    expect(of('Delivered')).toMatchObject({ label: 'Delivered', items: 0, orders: 0 });
  });

  it('lists the items past the 48-hour promise, oldest first, with the order, product and vendor', async () => {
    const { late_items } = (await dashboard()).json().data;
    // The 40-day order's item and the 3-day order's unprocessed item; today's are still within 48 hours.
    expect(late_items.count).toBe(2);
    expect(late_items.oldest.map((i: { item_id: number }) => i.item_id)).toEqual([
      fortyDaysAgo.items[0].id,
      threeDaysAgo.items[0].id,
    ]);
    const [oldest] = late_items.oldest;
    expect(oldest).toMatchObject({
      order_id: fortyDaysAgo.id,
      order_number: fortyDaysAgo.number,
      status: 'Waiting for approval',
      label: 'Pending Approval',
    });
    expect(oldest.product_name).not.toBe('');
    expect(oldest.vendor_name).not.toBe('');
    expect(Date.parse(oldest.process_by) - Date.parse(oldest.ordered_at)).toBe(48 * 3_600_000);
  });

  it('counts the pro and vendor registrations waiting', async () => {
    const before = (await dashboard()).json().data.verifications;
    const pro = await f.t.app.inject({
      method: 'POST',
      url: '/api/register/contractor',
      payload: {
        company_name: 'Dash Board Builders',
        full_name: 'Dana Board',
        email: `dash-${Date.now()}@example.test`,
        password: 'secret-pass-1',
        country_code: '+1',
        phone_number: '(916) 555-0142',
        license_number: 'C54-123456',
        license_state: 'CA',
        business_street: '12 J St',
        business_city: 'Sacramento',
        business_state: 'CA',
        business_zip_code: '95814',
        trade: 'contractor',
        agree: true,
      },
    });
    expect(pro.statusCode).toBe(201);
    const vendors = await Promise.all(
      ['pending', 'pending', 'approved'].map(async (status) => {
        const v = await createUser(f.t.db, { type: 'Vendor', status: 'Pending' });
        await f.t.db.insert(vendorApplications).values({
          userId: v.id,
          companyName: 'Tile Co',
          contactName: 'Tia Tile',
          brandNames: ['Tile Co'],
          status,
        });
        return v.id;
      }),
    );
    const after = (await dashboard()).json().data.verifications;
    expect(after).toEqual({
      pros: before.pros + 1,
      vendors: before.vendors + 2,
      total: before.total + 3,
    });
    await f.t.db.delete(vendorApplications).where(inArray(vendorApplications.userId, vendors));
  });

  it('answers an admin past the one-time code only', async () => {
    expect((await dashboard({})).statusCode).toBe(401);
    for (const headers of [f.annAuth, f.auth.vendorA, authHeader(await loginAs(f.t.app, f.owner.email))]) {
      expect((await dashboard(headers)).statusCode).toBe(403);
    }
    const admin = await createUser(f.t.db, { type: 'Admin' });
    const withoutCode = await dashboard(authHeader(await loginAs(f.t.app, admin.email)));
    expect(withoutCode.statusCode).toBe(403);
    expect(withoutCode.json().message).toBe('Please verify the code sent to your email first.');
  });
});
