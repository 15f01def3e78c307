import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { brands, categories, departments, productSizes, products, settings } from '../../schema/index.ts';
import { CATALOGUE_SEED, CATALOGUE_SIZE, catalogueProduct } from './catalogue.ts';
import { createRandom } from './random.ts';
import { BRANDS, CATEGORY_SPECS, DEPARTMENTS, HOME_TILES } from './taxonomy.ts';

export const CATALOG_MARKER = 'internal.seed.catalog';
/** Serialises the catalogue and the products seeded after it (accessories, mirrors) between processes. */
export const CATALOG_LOCK = 727_003;
const BATCH = 1000;

/** The size lists show: the lowest position (the generator numbers sizes 0, 1, 2…). */
const defaultSize = <T extends { position: number }>(sizes: T[]) =>
  sizes.reduce((a, b) => (b.position < a.position ? b : a));

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Default platform settings of product.md: 5% fee, sales tax by ship-to state (bps), free shipping. */
export const PLATFORM_SETTINGS = {
  platform_fee_bps: 500,
  shipping_charge: 0,
  sales_tax_bps_by_state: {
    CA: 725,
    NV: 685,
    OR: 0,
    WA: 650,
    AZ: 560,
    TX: 625,
    NY: 400,
    FL: 600,
    IL: 625,
    CO: 290,
    UT: 610,
    NJ: 663,
    MA: 625,
    GA: 400,
    NC: 475,
    PA: 600,
    OH: 575,
    MI: 600,
    VA: 530,
    MN: 688,
  },
} as const;

/**
 * The deterministic catalogue (same seed → same catalogue): departments, categories, brands, products with
 * their sizes. Runs once per database (marker + advisory lock). Returns the number of products created.
 */
export async function seedCatalog(
  db: Database,
  opts: { products?: number; seed?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<number> {
  const total = opts.products ?? CATALOGUE_SIZE;
  const random = createRandom(opts.seed ?? CATALOGUE_SEED);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK})`);
    const [done] = await tx.select().from(settings).where(eq(settings.key, CATALOG_MARKER));
    if (done) return 0;

    for (const [key, value] of Object.entries(PLATFORM_SETTINGS)) {
      await tx.insert(settings).values({ key, value }).onConflictDoNothing();
    }

    const brandRows = await tx
      .insert(brands)
      .values(
        BRANDS.map((name) => ({ name, slug: slugify(name), logo: `/media/brands/${slugify(name)}.webp` })),
      )
      .returning({ id: brands.id, name: brands.name });
    const brandId = new Map(brandRows.map((b) => [b.name, b.id]));

    // Leaves get the products; a tile category with children is the parent of its leaves.
    const leaves: Array<{ id: number; tile: string; leaf: string }> = [];
    for (const [d, dept] of DEPARTMENTS.entries()) {
      const [department] = await tx
        .insert(departments)
        .values({ name: dept.name, menuSlug: dept.slug, position: d })
        .returning({ id: departments.id });
      for (const [c, cat] of dept.categories.entries()) {
        const spec = CATEGORY_SPECS[cat.name];
        const tilePosition = HOME_TILES.indexOf(cat.name as (typeof HOME_TILES)[number]) + 1 || null;
        const [parent] = await tx
          .insert(categories)
          .values({
            departmentId: department.id,
            name: cat.name,
            slugUrl: cat.slug,
            position: c,
            unit: spec.unit,
            uom: spec.uom,
            image: `/media/categories/${cat.slug}.svg`,
            tilePosition,
          })
          .returning({ id: categories.id });
        if (!cat.children?.length) leaves.push({ id: parent.id, tile: cat.name, leaf: cat.name });
        for (const [k, child] of (cat.children ?? []).entries()) {
          const slug = `${cat.slug}-${slugify(child)}`;
          const [row] = await tx
            .insert(categories)
            .values({
              departmentId: department.id,
              parentId: parent.id,
              name: child,
              slugUrl: slug,
              position: k,
              unit: spec.unit,
              uom: spec.uom,
              image: `/media/categories/${cat.slug}.svg`,
            })
            .returning({ id: categories.id });
          leaves.push({ id: row.id, tile: cat.name, leaf: child });
        }
      }
    }

    // Leaves were inserted in LEAVES' order; each product goes in its leaf by the same turn-taking.
    const leafId = new Map(leaves.map((l) => [`${l.tile}/${l.leaf}`, l.id]));
    for (let start = 0; start < total; start += BATCH) {
      const batch = [];
      for (let i = start; i < Math.min(total, start + BATCH); i++) {
        const p = catalogueProduct(random, i);
        batch.push({
          ...p,
          brandId: brandId.get(p.brand)!,
          categoryId: leafId.get(`${p.leaf.tile}/${p.leaf.leaf}`)!,
        });
      }
      const inserted = await tx
        .insert(products)
        .values(
          batch.map(({ sizes, brand: _b, material: _m, leaf: _l, ...p }) => ({
            ...p,
            // Written here so that the sizes trigger (migration 0002) finds nothing to update.
            defaultVendorPriceCents: defaultSize(sizes).vendorPriceCents,
          })),
        )
        .returning({ id: products.id, hash: products.hash });
      const idOf = new Map(inserted.map((r) => [r.hash, r.id]));
      await tx
        .insert(productSizes)
        .values(batch.flatMap((p) => p.sizes.map((s) => ({ ...s, productId: idOf.get(p.hash)! }))));
      opts.onProgress?.(start + batch.length, total);
    }

    await tx
      .insert(settings)
      .values({ key: CATALOG_MARKER, value: { products: total, at: new Date().toISOString() } });
    return total;
  });
}
