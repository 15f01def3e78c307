import { unitPrice } from '@app/domain/catalog/pricing';
import { and, asc, eq, sql } from 'drizzle-orm';
import { buildTestApp, createUser, type TestApp } from '../../../test/harness.ts';
import type { Database } from '../../db/client.ts';
import { categories, markupRules, productSizes, products, showrooms } from '../../db/schema/index.ts';
import { seedCatalog } from '../../db/seed/catalog/index.ts';

/**
 * A test app on a fresh database with a small deterministic catalogue (300 products, seed 42) and one
 * showroom, 'TESTRM01', whose default markup is 15%, with a 20% rule on one category and 30% on one of its
 * products.
 */
export async function catalogTestApp() {
  const t: TestApp = await buildTestApp();
  await seedCatalog(t.db, { products: 300, seed: 42 });
  const owner = await createUser(t.db, { type: 'Contractor', fullName: 'Rosa Pro' });
  const [room] = await t.db
    .insert(showrooms)
    .values({
      userId: owner.id,
      vsdId: 'TESTRM01',
      companyName: 'Sunset Tile & Stone',
      themeColor: '#123456',
      customAddon: 'active',
      defaultMarkupBps: 1500,
    })
    .returning();
  // A category with products of its own (a leaf) and at least 4 of them.
  const [leaf] = await t.db
    .select({ id: categories.id, slug: categories.slugUrl, n: sql<number>`count(${products.id})::int` })
    .from(categories)
    .innerJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)
    .having(sql`count(${products.id}) >= 4`)
    .orderBy(asc(categories.id))
    .limit(1);
  const [special] = await t.db
    .select({ id: products.id, hash: products.hash })
    .from(products)
    .where(eq(products.categoryId, leaf.id))
    .orderBy(asc(products.id))
    .limit(1);
  await t.db.insert(markupRules).values([
    { showroomId: room.id, categoryId: leaf.id, markupBps: 2000 },
    { showroomId: room.id, productId: special.id, markupBps: 3000 },
  ]);
  return { t, owner, room, leaf: { id: leaf.id, slug: leaf.slug, count: Number(leaf.n) }, special };
}

/** The expected unit price of a product's default size at `markupBps`, by the domain rule. */
export async function expectedPrice(db: Database, productId: number, markupBps: number) {
  const [size] = await db
    .select({ v: productSizes.vendorPriceCents })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId)))
    .orderBy(asc(productSizes.position), asc(productSizes.id))
    .limit(1);
  return unitPrice({ vendorPriceCents: size.v, platformFeeBps: 500, markupBps }).unitPriceCents;
}
