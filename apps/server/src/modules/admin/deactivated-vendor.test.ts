import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAsVerifiedAdmin } from '../../../test/harness.ts';
import { brands, products } from '../../db/schema/index.ts';
import { catalogTestApp } from '../catalog/catalog.fixture.ts';

type Fixture = Awaited<ReturnType<typeof catalogTestApp>>;

/**
 * A deactivated vendor sells nothing (migration 0022): deactivating its account on the users page takes all
 * its brands' products out of the catalogue at once, and reactivating puts back those not hidden otherwise.
 */
describe('a deactivated vendor’s products', () => {
  let f: Fixture;
  let auth: Record<string, string>;
  let vendorId: number;
  let brandId: number;
  let other: { hash: string };

  beforeAll(async () => {
    f = await catalogTestApp();
    const admin = await createUser(f.t.db, { type: 'Admin' });
    auth = authHeader(await loginAsVerifiedAdmin(f.t.app, admin.email));
    const vendor = await createUser(f.t.db, { type: 'Vendor' });
    vendorId = vendor.id;
    const all = await f.t.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(2);
    brandId = all[0]!.id;
    await f.t.db.update(brands).set({ vendorUserId: vendor.id }).where(eq(brands.id, brandId));
    [other] = await f.t.db
      .select({ hash: products.hash })
      .from(products)
      .where(eq(products.brandId, all[1]!.id))
      .limit(1);
  });
  afterAll(() => f.t.close());

  const productsOfBrand = () =>
    f.t.db
      .select({ hash: products.hash, listed: products.listed })
      .from(products)
      .where(eq(products.brandId, brandId))
      .orderBy(asc(products.id));
  const setStatus = (status: string) =>
    f.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${vendorId}/status`,
      headers: auth,
      payload: { status },
    });
  const productPage = (hash: string) => f.t.app.inject({ method: 'GET', url: `/api/product/${hash}` });

  it('leave the catalogue when the vendor is deactivated and come back when it is active again', async () => {
    const before = await productsOfBrand();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((p) => p.listed)).toBe(true);
    expect((await productPage(before[0]!.hash)).statusCode).toBe(200);

    expect((await setStatus('Deactive')).statusCode).toBe(200);
    expect((await productsOfBrand()).every((p) => !p.listed)).toBe(true);
    expect((await productPage(before[0]!.hash)).statusCode).toBe(404);
    // Another vendor's products are untouched.
    expect((await productPage(other.hash)).statusCode).toBe(200);

    expect((await setStatus('Active')).statusCode).toBe(200);
    expect((await productsOfBrand()).every((p) => p.listed)).toBe(true);
    expect((await productPage(before[0]!.hash)).statusCode).toBe(200);
  });

  it('a brand handed to a deactivated vendor is unlisted with it', async () => {
    await setStatus('Deactive');
    const spare = (await f.t.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)))[2];
    await f.t.db.update(brands).set({ vendorUserId: vendorId }).where(eq(brands.id, spare!.id));
    const listed = await f.t.db
      .select({ listed: products.listed })
      .from(products)
      .where(eq(products.brandId, spare!.id));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((p) => !p.listed)).toBe(true);
    await setStatus('Active');
  });
});
