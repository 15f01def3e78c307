import type { VendorProductDraft } from '@app/domain/catalog/vendor-product';
import type { VendorSize } from '@app/domain/catalog/vendor-products-contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { authHeader, createUser, loginAs } from '../../../test/harness.ts';
import { brands, categories } from '../../db/schema/index.ts';
import { catalogTestApp } from '../catalog/catalog.fixture.ts';

/** A valid product as the vendor form sends it: a tile with a Box size and a patterned Piece size. */
export const tileDraft = (over: Partial<VendorProductDraft> = {}): VendorProductDraft => ({
  name: 'Calacatta Gold Porcelain Tile',
  description: 'A polished porcelain tile.',
  category_id: 1,
  brand_id: 1,
  colors: ['White', 'Gold'],
  finish: 'Polished',
  style_tags: ['Modern'],
  texture: {
    pattern: 'tile',
    base_color: '#f4f4f2',
    accent_color: '#c9a44c',
    grout_color: '#e5e7eb',
    tile_width_in: 12,
    tile_height_in: 24,
    grout_width_in: 0.125,
    roughness: 0.3,
  },
  sizes: [
    {
      width_size: '12',
      height_size: '24',
      unit: 'Box',
      uom: 'sq ft',
      box_sqft: 15.5,
      vendor_price_cents: 6400,
    },
    { pattern: 'Herringbone', unit: 'Piece', vendor_price_cents: 1250, min_qty: 4 },
  ],
  ...over,
});

/**
 * The catalogue fixture (300 products, showroom TESTRM01) with two vendors: A owns the first two brands
 * (`own`, `second`), B the third (`theirs`); a homeowner; the leaf category `f.leaf` and a parent category
 * products are not filed under. `draft()` is a valid product of A's under `own` in the leaf.
 */
export async function vendorProductsTestApp() {
  const f = await catalogTestApp();
  const db = f.t.db;
  const [own, second, theirs] = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .orderBy(asc(brands.id))
    .limit(3);
  const vendorA = await createUser(db, { type: 'Vendor', fullName: 'Vera Vendor' });
  const vendorB = await createUser(db, { type: 'Vendor', fullName: 'Otto Vendor' });
  const homeowner = await createUser(db, { fullName: 'Ann Home' });
  await db
    .update(brands)
    .set({ vendorUserId: vendorA.id })
    .where(inArray(brands.id, [own.id, second.id]));
  await db.update(brands).set({ vendorUserId: vendorB.id }).where(eq(brands.id, theirs.id));
  const [parent] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`exists (select 1 from categories k where k.parent_id = ${categories.id})`)
    .limit(1);
  const auth = {
    vendorA: authHeader(await loginAs(f.t.app, vendorA.email)),
    vendorB: authHeader(await loginAs(f.t.app, vendorB.email)),
    homeowner: authHeader(await loginAs(f.t.app, homeowner.email)),
    pro: authHeader(await loginAs(f.t.app, f.owner.email)),
  };
  const draft = (over: Partial<VendorProductDraft> = {}) =>
    tileDraft({ brand_id: own.id, category_id: f.leaf.id, ...over });
  const send = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string> = {},
    payload?: unknown,
  ) =>
    f.t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** Vendor A's new product named `name` (through the API): its id, hash and sizes as GET answers them. */
  const createProduct = async (name: string) => {
    const res = await send('POST', '/api/vendor/products', auth.vendorA, draft({ name }));
    return res.json().data as { id: number; hash: string; sizes: VendorSize[] };
  };
  return { ...f, own, second, theirs, vendorA, vendorB, homeowner, parent, auth, draft, send, createProduct };
}

/** A size as the edit form sends it back: what GET answered, without the fields only the server writes. */
export const sizeAsInput = ({ size_label: _l, in_carts: _c, ...s }: VendorSize) =>
  s as VendorProductDraft['sizes'][number];
export type VendorProductsFixture = Awaited<ReturnType<typeof vendorProductsTestApp>>;
