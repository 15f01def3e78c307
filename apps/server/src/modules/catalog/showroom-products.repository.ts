import { rowIdOf } from '@app/domain/shared/input-limits';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { executeCatalogQuery, memoStatement } from '../../db/prepared.ts';
import { cardRowsOf, cardsJson, markupJoins, pricingCtes, unitPriceSql } from './card-sql.ts';
import type { ProductSort, ShowroomRef } from './catalog.schemas.ts';
import type { ProductCardRow } from './product-card.ts';

/**
 * A category reference is an id (a number or digits within the id column's range), else a slug_url: a
 * number past the column (2147483648) is looked up as a slug and found nowhere, never sent as an integer.
 */
export const isCategoryId = (category: string | number) => rowIdOf(category) != null;

/**
 * A category by id (a number or digits) or by its slug_url. `value` stands for it in a memoised statement
 * (prepared.ts memoStatement); then it must be categoryValue(category).
 */
export const categoryWhere = (category: string | number, alias = 'c', value?: unknown): SQL => {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const v = value === undefined ? categoryValue(category) : value;
  return isCategoryId(category) ? sql`${col('id')} = ${v}` : sql`${col('slug_url')} = ${v}`;
};

export const categoryValue = (category: string | number) =>
  isCategoryId(category) ? Number(category) : String(category);

/** The shape of a showroom reference (vsd_id, owner id or none), for memoised statements. */
export const showroomShape = (ref: ShowroomRef) =>
  ref.vsd_id ? 'vsd' : ref.showroom != null ? 'owner' : 'none';

/** The showroom reference with its values replaced by `vsd` and `owner` (slots or the real values). */
export const showroomSlots = (ref: ShowroomRef, vsd: unknown, owner: unknown): ShowroomRef =>
  ({
    vsd_id: ref.vsd_id ? vsd : undefined,
    showroom: !ref.vsd_id && ref.showroom != null ? owner : undefined,
  }) as ShowroomRef;

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

type CategoryPageValues = {
  category: unknown;
  vsd: unknown;
  owner: unknown;
  perPage: unknown;
  offset: unknown;
};

/**
 * The whole showroom category page in ONE query (bench/catalog.mjs holds it to its budget): the category and
 * its sub-categories, the total, and one page of products with their default size and applicable markup.
 * The total and the default order read products_category_idx only (no heap, nothing materialised); sorting
 * by price prices every product of the category from products.default_vendor_price_cents (no size lookups).
 * `= any(array(...))` makes the planner read products_category_idx instead of guessing a seq scan.
 */
function categoryPageSql(input: CategoryPageInput, v: CategoryPageValues): SQL {
  const byPrice = input.sort === 'price_asc' || input.sort === 'price_desc';
  // Only listed products (decision 0017): a heap read per product of the category, measured ~0.1 ms.
  const inCategory = byPrice
    ? sql`p.category_id = any(array(select id from cat)) and p.listed
        and p.default_vendor_price_cents is not null`
    : sql`p.category_id = any(array(select id from cat)) and p.listed`;
  const candidates = byPrice
    ? sql`(select p.id, ${unitPriceSql(sql`p.default_vendor_price_cents`)} as price_cents
        from products p ${markupJoins} where ${inCategory}) p`
    : // OFFSET 0 keeps the scan on products_category_idx: ordered by id, the planner walks the primary key
      // and filters, which reads the whole table for a late page.
      sql`(select p.id, p.created_at from products p where ${inCategory} offset 0) p`;
  const order = orderOf(input.sort);
  return sql`with recursive ${pricingCtes(showroomSlots(input.showroom, v.vsd, v.owner))},
    cat as (
      select c.id from categories c where ${categoryWhere(input.category, 'c', v.category)}
      union select c.id from categories c join cat on c.parent_id = cat.id
    ),
    pick as (
      select id, row_number() over (order by ${order}) as ord from ${candidates}
      order by ${order} limit ${v.perPage} offset ${v.offset}
    )
    select (select count(*) from cat)::int as category_found,
      (select count(*) from sr)::int as showroom_found,
      (select count(*) from products p where ${inCategory})::int as total,
      ${cardsJson} as rows`;
}

/** The statement of a category page: built once per shape (category id or slug, showroom ref, sort). */
export const categoryPageStatement = memoStatement(
  (input: CategoryPageInput) =>
    `${isCategoryId(input.category) ? 'id' : 'slug'}:${showroomShape(input.showroom)}:${input.sort ?? ''}`,
  (input: CategoryPageInput): CategoryPageValues => ({
    category: categoryValue(input.category),
    vsd: input.showroom.vsd_id,
    owner: input.showroom.showroom,
    perPage: input.perPage,
    offset: (input.page - 1) * input.perPage,
  }),
  categoryPageSql,
);

export async function findCategoryPage(db: Database, input: CategoryPageInput): Promise<CategoryPage> {
  const [row] = rowsOf<{
    category_found: number;
    showroom_found: number;
    total: number;
    rows: unknown[][] | string;
  }>(await executeCatalogQuery(db, categoryPageStatement(input)));
  return {
    categoryFound: Number(row.category_found) > 0,
    showroomFound: Number(row.showroom_found) > 0,
    total: Number(row.total),
    rows: cardRowsOf(row.rows),
  };
}
