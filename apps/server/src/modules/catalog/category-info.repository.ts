import type { CategoryInfo } from '@app/domain/catalog/contract';
import { rowIdOf } from '@app/domain/shared/input-limits';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, departments } from '../../db/schema/index.ts';

export type { CategoryInfo };

/** A category by id or slug_url, with its department and sub-categories (GET /api/public `cid`). */
export async function findCategoryInfo(db: Database, cid: string): Promise<CategoryInfo | null> {
  const id = rowIdOf(cid);
  const where = id != null ? eq(categories.id, id) : eq(categories.slugUrl, cid);
  const [row] = await db
    .select({ c: categories, d: departments })
    .from(categories)
    .innerJoin(departments, eq(departments.id, categories.departmentId))
    .where(where);
  if (!row) return null;
  const children = await db
    .select({ id: categories.id, name: categories.name, slug_url: categories.slugUrl })
    .from(categories)
    .where(eq(categories.parentId, row.c.id))
    .orderBy(asc(categories.position), asc(categories.id));
  return {
    id: row.c.id,
    name: row.c.name,
    slug_url: row.c.slugUrl,
    unit: row.c.unit,
    department: { name: row.d.name, menu_slug: row.d.menuSlug },
    children,
  };
}
