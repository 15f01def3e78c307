import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client.ts';
import { brands, categories, departments, productSizes, products } from '../schema/index.ts';
import { CATALOG_LOCK } from './catalog/index.ts';
import { MIRROR_CATEGORY, MIRROR_PRODUCTS } from './catalog/mirrors.ts';

/**
 * The bathroom mirrors (catalog/mirrors.ts) in a 'Bathroom Mirrors' category of the Bathroom department (not
 * a home tile), under their fixed hashes. Runs after the catalogue, on every start: a catalogue seeded before
 * the mirrors existed gets them, one that has them is left alone. Returns the number of products created.
 */
export async function seedMirrors(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // Two processes seeding at once: the second waits here, then finds these products made.
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK})`);
    const brandRows = await tx.select({ id: brands.id, name: brands.name }).from(brands);
    const brandId = new Map(brandRows.map((b) => [b.name, b.id]));
    const have = new Set(
      (
        await tx
          .select({ hash: products.hash })
          .from(products)
          .where(
            inArray(
              products.hash,
              MIRROR_PRODUCTS.map((m) => m.hash),
            ),
          )
      ).map((r) => r.hash),
    );
    const missing = MIRROR_PRODUCTS.filter((m) => !have.has(m.hash) && brandId.has(m.brand));
    if (missing.length === 0) return 0;
    const categoryId = await mirrorCategory(tx);
    if (categoryId === null) return 0;
    let created = 0;
    for (const { sizes, brand, material: _m, leaf: _l, ...m } of missing) {
      const [product] = await tx
        .insert(products)
        .values({
          ...m,
          brandId: brandId.get(brand)!,
          categoryId,
          defaultVendorPriceCents: sizes[0].vendorPriceCents,
        })
        .onConflictDoNothing({ target: products.hash })
        .returning({ id: products.id });
      if (!product) continue;
      await tx.insert(productSizes).values(sizes.map((s) => ({ ...s, productId: product.id })));
      created += 1;
    }
    return created;
  });
}

/** The 'Bathroom Mirrors' category, after the Bathroom department's others, made the first time. */
async function mirrorCategory(tx: Transaction): Promise<number | null> {
  const [existing] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slugUrl, MIRROR_CATEGORY.slug));
  if (existing) return existing.id;
  const [department] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.menuSlug, 'bathroom'));
  if (!department) return null;
  const [category] = await tx
    .insert(categories)
    .values({
      departmentId: department.id,
      name: MIRROR_CATEGORY.name,
      slugUrl: MIRROR_CATEGORY.slug,
      position: 99,
      unit: 'Piece',
      uom: 'piece',
      image: '/media/categories/bathroom-vanitys.svg',
    })
    .returning({ id: categories.id });
  return category.id;
}
