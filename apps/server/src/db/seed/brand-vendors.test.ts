import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../client.ts';
import { brands, users } from '../schema/index.ts';
import { BRAND_VENDORS_MARKER, brandVendorEmail, DEMO_VENDORS, seedBrandVendors } from './brand-vendors.ts';
import { seedCatalog } from './catalog/index.ts';
import { BRANDS } from './catalog/taxonomy.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts.ts';

type Owner = { brand: string; slug: string; email: string; type: string; status: string };

describe('brand vendors seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // Before the catalogue there is nothing to own: the step waits for it (no marker written).
    expect(await seedBrandVendors(t.db)).toBe(0);
    await seedDemoAccounts(t.db);
    await seedCatalog(t.db, { products: 120, seed: 9 });
  });
  afterAll(() => t.close());

  const owners = async () =>
    rowsOf<Owner>(
      await t.db.execute(sql`select b.name as brand, b.slug, u.email, u.type, u.status
        from brands b left join users u on u.id = b.vendor_user_id order by b.name`),
    );

  it('gives every brand a vendor account, once, even when run twice at the same time', async () => {
    const results = await Promise.all([seedBrandVendors(t.db), seedBrandVendors(t.db)]);
    expect(results.sort()).toEqual([0, BRANDS.length]);
    expect(await seedBrandVendors(t.db)).toBe(0);
    const rows = await owners();
    expect(rows).toHaveLength(BRANDS.length);
    for (const row of rows) expect(row, row.brand).toMatchObject({ type: 'Vendor', status: 'Active' });
    const [marker] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from settings where key = ${BRAND_VENDORS_MARKER}`),
    );
    expect(marker.n).toBe(1);
  });

  it('vendor@demo.test and vendor2@demo.test own their disjoint brand sets; every other brand has its own', async () => {
    const rows = await owners();
    const brandsOf = (email: string) =>
      rows
        .filter((r) => r.email === email)
        .map((r) => r.brand)
        .sort();
    const [one, two] = DEMO_VENDORS;
    expect(brandsOf(one.email)).toEqual([...one.brands].sort());
    expect(brandsOf(two.email)).toEqual([...two.brands].sort());
    expect(brandsOf(one.email).filter((b) => brandsOf(two.email).includes(b))).toEqual([]);
    const others = rows.filter((r) => r.email !== one.email && r.email !== two.email);
    expect(others).toHaveLength(BRANDS.length - 8);
    for (const r of others) expect(r.email).toBe(brandVendorEmail(r.slug));
    expect(new Set(others.map((r) => r.email)).size).toBe(others.length);
  });

  it('both demo vendors sign in with the demo password; a generated brand vendor cannot sign in', async () => {
    for (const email of ['vendor@demo.test', 'vendor2@demo.test']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, email).toBe(200);
      expect(res.json().data.user).toMatchObject({ type: 'Vendor', status: 'Active' });
    }
    const [bay] = await t.db.select().from(users).where(eq(users.email, 'vendor2@demo.test'));
    expect(bay.fullName).toBe('Bay Fixtures Supply');
    expect(bay.emailVerifiedAt).not.toBeNull();
    const generated = brandVendorEmail('bellhaven');
    const [row] = await t.db.select().from(users).where(eq(users.email, generated));
    expect(row).toMatchObject({ type: 'Vendor', fullName: 'Bellhaven', passwordHash: null });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: generated, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).not.toBe(200);
  });

  it('with the demo logins, each vendor sees only its own items of a two-vendor order', async () => {
    const login = async (email: string) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } })
      ).json().data.token as string;
    const productOf = async (email: string) => {
      const [row] = rowsOf<{ hash: string }>(
        await t.db.execute(sql`select p.hash from products p join brands b on b.id = p.brand_id
          join users u on u.id = b.vendor_user_id where u.email = ${email} order by p.id limit 1`),
      );
      return row.hash;
    };
    const home = { authorization: `Bearer ${await login('homeowner@demo.test')}` };
    const items = [
      { product: await productOf('vendor@demo.test') },
      { product: await productOf('vendor2@demo.test') },
    ];
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/projectCart/sync_to_bulk_cart',
      headers: home,
      payload: { items },
    });
    expect(cart.statusCode).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...home, 'idempotency-key': 'seed-vendors-1' },
      payload: {
        payment: {
          card_number: '4242 4242 4242 4242',
          name_on_Card: 'Hannah Homeowner',
          exp_date: '12/34',
          cvv: '123',
        },
      },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    expect(order.items).toHaveLength(2);
    const seen = async (email: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}`,
        headers: { authorization: `Bearer ${await login(email)}` },
      });
      expect(res.statusCode, email).toBe(200);
      return res.json().data.items.map((i: { vendor_name: string }) => i.vendor_name);
    };
    const [vera, bay] = [await seen('vendor@demo.test'), await seen('vendor2@demo.test')];
    expect(vera).toHaveLength(1);
    expect(bay).toHaveLength(1);
    expect(DEMO_VENDORS[0].brands).toContain(vera[0]);
    expect(DEMO_VENDORS[1].brands).toContain(bay[0]);
  });

  it('keeps an owner an operator set: a database already seeded is not rewritten', async () => {
    const [bellhaven] = await t.db.select().from(brands).where(eq(brands.slug, 'bellhaven'));
    const [vera] = await t.db.select().from(users).where(eq(users.email, 'vendor@demo.test'));
    await t.db.update(brands).set({ vendorUserId: vera.id }).where(eq(brands.id, bellhaven.id));
    expect(await seedBrandVendors(t.db)).toBe(0);
    const [after] = await t.db.select().from(brands).where(eq(brands.id, bellhaven.id));
    expect(after.vendorUserId).toBe(vera.id);
  });
});
