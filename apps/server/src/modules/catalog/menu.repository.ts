import type { MenuDepartment, MenuSubCategory } from '@app/domain/catalog/contract';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, categories, departments, products } from '../../db/schema/index.ts';

/**
 * A category's tile: one it was given, else its rendered picture (a product of it drawn by the 3-D engine,
 * decisions/0027; the drawn art for a category no model draws). The seed stores the drawn art's URL.
 */
export function categoryImage(slug: string, image: string | null) {
  const drawn = /^\/media\/categories\/([a-z0-9-]+)\.svg$/.exec(image ?? `/media/categories/${slug}.svg`);
  return drawn ? `/media/categories/${drawn[1]}.webp` : image!;
}

export type { MenuDepartment };

/** Listed products per category id (what a shopper finds there, decision 0017). */
async function productCounts(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .where(eq(products.listed, true))
    .groupBy(products.categoryId);
  return new Map(rows.map((r) => [r.categoryId, Number(r.n)]));
}

/** The header menu (spec point 3): departments → categories → sub-categories, in their positions. */
export async function loadMenu(db: Database): Promise<MenuDepartment[]> {
  const [deps, cats, counts] = await Promise.all([
    db.select().from(departments).orderBy(asc(departments.position), asc(departments.id)),
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    productCounts(db),
  ]);
  const childrenOf = new Map<number, MenuSubCategory[]>();
  for (const c of cats) {
    if (c.parentId == null) continue;
    const list = childrenOf.get(c.parentId) ?? [];
    list.push({
      id: c.id,
      name: c.name,
      slug_url: c.slugUrl,
      product_count: counts.get(c.id) ?? 0,
      children: [],
    });
    childrenOf.set(c.parentId, list);
  }
  return deps.map((d) => ({
    id: d.id,
    name: d.name,
    menu_slug: d.menuSlug,
    categories: cats
      .filter((c) => c.departmentId === d.id && c.parentId == null)
      .map((c) => {
        const children = childrenOf.get(c.id) ?? [];
        return {
          id: c.id,
          name: c.name,
          slug_url: c.slugUrl,
          image: categoryImage(c.slugUrl, c.image),
          product_count: (counts.get(c.id) ?? 0) + children.reduce((n, ch) => n + ch.product_count, 0),
          children,
        };
      }),
  }));
}

/** The 21 'Shop by category' tiles in the spec's order. */
export async function loadTiles(db: Database) {
  const rows = await db
    .select()
    .from(categories)
    .where(isNotNull(categories.tilePosition))
    .orderBy(asc(categories.tilePosition));
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    slug_url: c.slugUrl,
    image: categoryImage(c.slugUrl, c.image),
  }));
}

/** The brands shoppers see (not hidden by the admin), with their listed products' count. */
export async function loadBrands(db: Database) {
  const rows = await db
    .select({ id: brands.id, name: brands.name, slug: brands.slug, logo: brands.logo, n: count(products.id) })
    .from(brands)
    .leftJoin(products, and(eq(products.brandId, brands.id), eq(products.listed, true)))
    .where(isNull(brands.moderatedAt))
    .groupBy(brands.id)
    .orderBy(asc(brands.name));
  return rows.map(({ n, ...b }) => ({ ...b, product_count: Number(n) }));
}
