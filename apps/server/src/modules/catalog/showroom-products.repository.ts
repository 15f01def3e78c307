import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { cardsJson, defaultSizeJoin, markupJoins, parseJson, pricingCtes, unitPriceSql } from './card-sql.ts';
import type { ProductSort, ShowroomRef } from './catalog.schemas.ts';
import { executeCatalogQuery } from './prepared.ts';
import type { ProductCardRow } from './product-card.ts';

/** A category by id (a number or digits) or by its slug_url. */
export const categoryWhere = (category: string | number, alias = 'c'): SQL => {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  return typeof category === 'number' || /^\d+$/.test(category)
    ? sql`${col('id')} = ${Number(category)}`
    : sql`${col('slug_url')} = ${category}`;
};

export type CategoryPageInput = {
  category: string | number;
  showroom: ShowroomRef;
  perPage: number;
  page: number;
  sort?: ProductSort;
};

export type CategoryPage = {
  categoryFound: boolean;
  showroomFound: boolean;
  total: number;
  rows: ProductCardRow[];
};

const orderOf = (sort: ProductSort | undefined): SQL => {
  if (sort === 'price_asc') return sql`price_cents asc, id asc`;
  if (sort === 'price_desc') return sql`price_cents desc, id asc`;
  if (sort === 'newest') return sql`created_at desc, id desc`;
  return sql`id asc`;
};

/**
 * The whole showroom category page in ONE query (bench/catalog.mjs holds it to its budget): the category and
 * its sub-categories, the total, and one page of products with their default size and applicable markup.
 * Sorting by price prices every product of the category in SQL; the default order reads the index only.
 * `= any(array(...))` makes the planner read products_category_idx instead of guessing a seq scan.
 */
export function categoryPageQuery(input: CategoryPageInput): SQL {
  const byPrice = input.sort === 'price_asc' || input.sort === 'price_desc';
  const offset = (input.page - 1) * input.perPage;
  const candidates = byPrice
    ? sql`select p.id, p.created_at, ${unitPriceSql(sql`s0.vendor_price_cents`)} as price_cents
        from products p ${defaultSizeJoin('s0')} ${markupJoins}
        where p.category_id = any(array(select id from cat))`
    : input.sort === 'newest'
      ? sql`select p.id, p.created_at from products p where p.category_id = any(array(select id from cat))`
      : sql`select p.id from products p where p.category_id = any(array(select id from cat))`;
  return sql`with recursive ${pricingCtes(input.showroom)},
    cat as (
      select c.id from categories c where ${categoryWhere(input.category)}
      union select c.id from categories c join cat on c.parent_id = cat.id
    ),
    cand as (${candidates}),
    pick as (
      select id, row_number() over (order by ${orderOf(input.sort)}) as ord from cand
      order by ${orderOf(input.sort)} limit ${input.perPage} offset ${offset}
    )
    select (select count(*) from cat)::int as category_found,
      (select count(*) from sr)::int as showroom_found,
      (select count(*) from cand)::int as total,
      ${cardsJson} as rows`;
}

export async function findCategoryPage(db: Database, input: CategoryPageInput): Promise<CategoryPage> {
  const [row] = rowsOf<{
    category_found: number;
    showroom_found: number;
    total: number;
    rows: ProductCardRow[] | string;
  }>(await executeCatalogQuery(db, categoryPageQuery(input)));
  return {
    categoryFound: Number(row.category_found) > 0,
    showroomFound: Number(row.showroom_found) > 0,
    total: Number(row.total),
    rows: parseJson(row.rows),
  };
}
