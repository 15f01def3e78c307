import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { categories, coupons, markupRules, products, showrooms } from '../../schema/index.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Markup overrides and a coupon for each demo showroom (product.md demo data); safe to run again. */
export async function seedShowroomPricing(db: Database) {
  const rooms = await db
    .select({ id: showrooms.id, vsdId: showrooms.vsdId })
    .from(showrooms)
    .where(inArray(showrooms.vsdId, ['DEMO2026', 'BAYPRO01']));
  const cats = await db.select({ id: categories.id, slug: categories.slugUrl }).from(categories);
  const categoryId = (slug: string) => cats.find((c) => c.slug === slug)?.id;
  for (const room of rooms) {
    const demo = room.vsdId === 'DEMO2026';
    const overrideCategory = categoryId(demo ? 'countertop' : 'kitchen-faucets');
    const [firstProduct] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.categoryId, categoryId(demo ? 'laminate-flooring' : 'toilets') ?? -1))
      .orderBy(asc(products.id))
      .limit(1);
    if (overrideCategory) {
      await db
        .insert(markupRules)
        .values({ showroomId: room.id, categoryId: overrideCategory, markupBps: demo ? 2000 : 1100 })
        .onConflictDoNothing();
    }
    if (firstProduct) {
      await db
        .insert(markupRules)
        .values({ showroomId: room.id, productId: firstProduct.id, markupBps: demo ? 2500 : 1800 })
        .onConflictDoNothing();
    }
    await db
      .insert(coupons)
      .values(
        demo
          ? {
              showroomId: room.id,
              code: 'SAVE5',
              kind: 'percent',
              percentBps: 500,
              endsAt: new Date(Date.now() + YEAR_MS),
            }
          : {
              showroomId: room.id,
              code: 'BAY10',
              kind: 'fixed',
              amountCents: 1000,
              endsAt: new Date(Date.now() + YEAR_MS),
            },
      )
      .onConflictDoNothing();
  }
}
