import { DEFAULT_PLATFORM_FEE_BPS } from '@app/domain/catalog/pricing';
import type { Markups } from '@app/domain/pros/markups';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { markupRules, products, showrooms } from '../../db/schema/index.ts';
import { PLATFORM_FEE_SETTING } from '../catalog/card-sql.ts';

/** The categories products are filed under (those without children), each with the showroom's override. */
export async function categoryMarkups(db: Database, showroomId: number): Promise<Markups['categories']> {
  const rows = rowsOf<{ category_id: number; name: string; department: string; markup_bps: number | null }>(
    await db.execute(sql`
      select c.id as category_id, case when p.name is null then c.name else p.name || ' — ' || c.name end as name,
        d.name as department, r.markup_bps
      from categories c
      join departments d on d.id = c.department_id
      left join categories p on p.id = c.parent_id
      left join markup_rules r on r.showroom_id = ${showroomId} and r.category_id = c.id and r.product_id is null
      where not exists (select 1 from categories k where k.parent_id = c.id)
      order by d.position, d.id, coalesce(p.position, c.position), c.parent_id nulls first, c.position, c.id`),
  );
  return rows.map((r) => ({
    ...r,
    category_id: Number(r.category_id),
    markup_bps: r.markup_bps === null ? null : Number(r.markup_bps),
  }));
}

export async function platformFeeBps(db: Database): Promise<number> {
  const rows = rowsOf<{ bps: number | null }>(
    await db.execute(
      sql`select (value #>> '{}')::int as bps from settings where key = ${PLATFORM_FEE_SETTING}`,
    ),
  );
  return rows[0]?.bps ?? DEFAULT_PLATFORM_FEE_BPS;
}

export async function setDefaultMarkup(tx: Database, showroomId: number, bps: number): Promise<void> {
  await tx.update(showrooms).set({ defaultMarkupBps: bps }).where(eq(showrooms.id, showroomId));
}

/** Category ids among `ids` that products can be filed under (no children): an override of another is refused. */
export async function leafCategoryIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select c.id from categories c
      where c.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
        and not exists (select 1 from categories k where k.parent_id = c.id)`),
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** Sets (or, with null, removes) the showroom's override for each category. */
export async function setCategoryMarkups(
  tx: Database,
  showroomId: number,
  changes: ReadonlyArray<{ category_id: number; markup_bps: number | null }>,
): Promise<void> {
  const removed = changes.filter((c) => c.markup_bps === null).map((c) => c.category_id);
  if (removed.length > 0)
    await tx
      .delete(markupRules)
      .where(
        and(
          eq(markupRules.showroomId, showroomId),
          inArray(markupRules.categoryId, removed),
          isNull(markupRules.productId),
        ),
      );
  for (const change of changes) {
    if (change.markup_bps === null) continue;
    await tx
      .insert(markupRules)
      .values({ showroomId, categoryId: change.category_id, markupBps: change.markup_bps })
      .onConflictDoUpdate({
        target: [markupRules.showroomId, markupRules.categoryId],
        set: { markupBps: change.markup_bps },
      });
  }
}

/** The showroom's product overrides, by product name. */
export async function productMarkups(db: Database, showroomId: number): Promise<Markups['products']> {
  const rows = rowsOf<{
    product_id: number;
    hash: string;
    name: string;
    category: string;
    markup_bps: number;
  }>(
    await db.execute(sql`
      select p.id as product_id, p.hash, p.name, c.name as category, r.markup_bps
      from markup_rules r
      join products p on p.id = r.product_id
      join categories c on c.id = p.category_id
      where r.showroom_id = ${showroomId}
      order by p.name, p.id`),
  );
  return rows.map((r) => ({ ...r, product_id: Number(r.product_id), markup_bps: Number(r.markup_bps) }));
}

/** Product ids among `ids` that shoppers can see (listed, decision 0017): a pro marks up only those. */
export async function listedProductIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.listed, true)));
  return new Set(rows.map((r) => r.id));
}

/** Sets (or, with null, removes) the showroom's override for each product. */
export async function setProductMarkups(
  tx: Database,
  showroomId: number,
  changes: ReadonlyArray<{ product_id: number; markup_bps: number | null }>,
): Promise<void> {
  const removed = changes.filter((c) => c.markup_bps === null).map((c) => c.product_id);
  if (removed.length > 0)
    await tx
      .delete(markupRules)
      .where(and(eq(markupRules.showroomId, showroomId), inArray(markupRules.productId, removed)));
  for (const change of changes) {
    if (change.markup_bps === null) continue;
    await tx
      .insert(markupRules)
      .values({ showroomId, productId: change.product_id, markupBps: change.markup_bps })
      .onConflictDoUpdate({
        target: [markupRules.showroomId, markupRules.productId],
        set: { markupBps: change.markup_bps },
      });
  }
}
