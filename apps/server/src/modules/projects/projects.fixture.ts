import { unitPrice } from '@app/domain/catalog/pricing';
import { asc, eq, sql } from 'drizzle-orm';
import { authHeader, createUser, loginAs } from '../../../test/harness.ts';
import { productSizes, products } from '../../db/schema/index.ts';
import { catalogTestApp } from '../catalog/catalog.fixture.ts';

/**
 * The catalogue fixture (showroom TESTRM01 at 15%, 20% on one category, 30% on one product) plus:
 * `multi`, a product with at least two sizes whose second size has min_qty 4, and two signed-in homeowners.
 */
export async function cartTestApp() {
  const f = await catalogTestApp();
  const [multi] = await f.t.db
    .select({ id: products.id, hash: products.hash, colors: products.colors })
    .from(products)
    .innerJoin(productSizes, eq(productSizes.productId, products.id))
    .groupBy(products.id)
    .having(sql`count(*) >= 2 and cardinality(${products.colors}) >= 1`)
    .orderBy(asc(products.id))
    .limit(1);
  const sizes = await f.t.db
    .select({ id: productSizes.id, v: productSizes.vendorPriceCents })
    .from(productSizes)
    .where(eq(productSizes.productId, multi.id))
    .orderBy(asc(productSizes.position), asc(productSizes.id));
  await f.t.db.update(productSizes).set({ minQty: 4 }).where(eq(productSizes.id, sizes[1].id));
  const ann = await createUser(f.t.db, { fullName: 'Ann Home' });
  const bob = await createUser(f.t.db, { fullName: 'Bob Other' });
  const annAuth = authHeader(await loginAs(f.t.app, ann.email));
  const bobAuth = authHeader(await loginAs(f.t.app, bob.email));
  return { ...f, multi: { ...multi, sizes }, ann, bob, annAuth, bobAuth };
}
export type CartFixture = Awaited<ReturnType<typeof cartTestApp>>;

/** A unit price by the domain rule (platform fee 500 bps). */
export const priceAt = (vendorPriceCents: number, markupBps: number) =>
  unitPrice({ vendorPriceCents, platformFeeBps: 500, markupBps }).unitPriceCents;

/** app.inject with a JSON payload and optional headers. */
export function call(
  f: CartFixture,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return f.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
