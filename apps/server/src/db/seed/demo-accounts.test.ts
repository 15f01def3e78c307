import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import {
  addresses,
  proApplications,
  showrooms,
  subscriptions,
  users,
  vendorApplications,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts.ts';

describe('demo accounts seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const emails = DEMO_ACCOUNTS.map((a) => a.email);

  it('creates the product.md accounts once, even when run twice at the same time and again later', async () => {
    const results = await Promise.all([seedDemoAccounts(t.db), seedDemoAccounts(t.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seedDemoAccounts(t.db)).toBe(false);
    const rows = await t.db.select().from(users).where(inArray(users.email, emails));
    expect(rows.map((r) => r.email).sort()).toEqual([...emails].sort());
    const rooms = await t.db.select().from(showrooms);
    expect(rooms.map((r) => [r.vsdId, r.live]).sort()).toEqual([
      ['BAYPRO01', true],
      ['COASTKIT', false],
      ['DANALANE', true],
      ['DEMO2026', true],
    ]);
    // One pro waits in the admin's verification queue (issue 11); one designer was approved (issue 24).
    const applications = await t.db.select().from(proApplications).orderBy(proApplications.status);
    expect(applications.map((a) => [a.status, a.trade, a.licenseNumber])).toEqual([
      ['approved', 'designer', 'ID-2231907'],
      ['pending', 'contractor', 'C6-1045221'],
    ]);
    // And one vendor (issue 12), so the admin's queue is not empty on a fresh start.
    const vendors = await t.db.select().from(vendorApplications);
    expect(vendors.map((a) => [a.status, a.companyName, a.brandNames])).toEqual([
      ['pending', 'Redwood Surfaces', ['Redwood Surfaces', 'Madrone Millwork']],
    ]);
    expect(await t.db.select().from(subscriptions)).toHaveLength(1);
  });

  it('the demo designer is one a homeowner of DEMO2026 can hire', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'homeowner@demo.test', password: DEMO_PASSWORD },
    });
    const [demo] = await t.db.select().from(showrooms).where(eq(showrooms.vsdId, 'DEMO2026'));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/hire_designer?showroom=${demo!.userId}`,
      headers: { authorization: `Bearer ${login.json().data.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.designers).toEqual([
      expect.objectContaining({ name: 'Dana Lane', business: 'Dana Lane Interiors' }),
    ]);
  });

  it('the demo homeowner signs in with the documented password and has a shipping address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'homeowner@demo.test', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const { user } = res.json().data;
    expect(user).toMatchObject({ type: 'User', status: 'Active' });
    expect(user.email_verified_at).not.toBeNull();
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, user.id))).toHaveLength(1);
  });

  it('the demo contractor is branded: Premium paid 199 and showroom DEMO2026', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'contractor@demo.test', password: DEMO_PASSWORD },
    });
    expect(login.json().data.user).toMatchObject({
      type: 'Contractor',
      status: 'Active',
      latest_subscription: { subscription_status: 'active', plan: 'Premium', paid_amount: 199 },
      shop_profile: { vsd_id: 'DEMO2026', company_name: 'Golden State Remodeling', theme_color: '#b45309' },
    });
    const login2 = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'contractor2@demo.test', password: DEMO_PASSWORD },
    });
    expect(login2.json().data.user).toMatchObject({
      latest_subscription: null,
      shop_profile: { vsd_id: 'BAYPRO01', company_name: 'Bay Area Pro Builders', theme_color: null },
    });
  });

  it('vendor and admin exist, Active', async () => {
    const rows = await t.db
      .select({ email: users.email, type: users.type, status: users.status })
      .from(users)
      .where(inArray(users.email, ['vendor@demo.test', 'admin@demo.test']));
    expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'admin@demo.test', type: 'Admin', status: 'Active' },
      { email: 'vendor@demo.test', type: 'Vendor', status: 'Active' },
    ]);
  });
});
