import { type SQL, sql } from 'drizzle-orm';
import { markupJoins, unitPriceSql } from '../catalog/card-sql.ts';

/** The product columns a search reads once per matched row: filters, facets, sorts and the price. */
const hitColumns = sql`p.id, p.category_id, p.brand_id, p.colors, p.created_at,
  p.default_vendor_price_cents as vendor_cents`;

/**
 * CTE `hits(id, category_id, brand_id, colors, created_at, vendor_cents, rank)`: the products the text
 * matches, read in one pass of the GIN index on the generated `search` tsvector and ranked (only the matched
 * rows are ranked); when that finds nothing, a trigram word similarity of the query to the name (GIN index on
 * lower(name)), so that 'calacata' still finds 'Calacatta'. Products without a size are never listed, nor
 * those hidden by their vendor or the admin (`listed`, decision 0017): the facets count the same hits.
 * `qValue` stands for the text in a memoised statement (prepared.ts memoStatement).
 */
export const hitsCte = (q: string, qValue: unknown = q): SQL =>
  q
    ? sql`fts as materialized (
        select ${hitColumns}, ts_rank(p.search, websearch_to_tsquery('english', ${qValue})) as rank
        from products p
        where p.search @@ websearch_to_tsquery('english', ${qValue})
          and p.default_vendor_price_cents is not null and p.listed),
      hits as (
        select * from fts
        union all
        select ${hitColumns}, word_similarity(lower(${qValue}), lower(p.name)) as rank
        from products p
        where not exists (select 1 from fts) and lower(p.name) %> lower(${qValue})
          and p.default_vendor_price_cents is not null and p.listed)`
    : sql`hits as (
        select ${hitColumns}, 0::real as rank from products p
        where p.default_vendor_price_cents is not null and p.listed)`;

/**
 * The hits with `price_cents`, the showroom's unit price of the default size (the domain's rule, in SQL:
 * see unitPriceSql), for price filters, sorts and facets.
 */
export const pricedHits = sql`select p.*, ${unitPriceSql(sql`p.vendor_cents`)} as price_cents
  from hits p ${markupJoins}`;

/**
 * What cached facets depend on besides the text, read in the query's own snapshot: the catalogue version
 * (catalog_state, moved by triggers on products, sizes, markup rules, categories and brands), the resolved
 * showroom and its default markup, and the platform fee.
 */
export const stateColumns = sql`(select version from catalog_state where id = 1) as catalog_version,
  (select id from sr) as showroom_id, (select default_markup_bps from sr) as showroom_markup_bps,
  (select bps from fee) as fee_bps`;

export type StateRow = {
  catalog_version: string | number | null;
  showroom_id: number | null;
  showroom_markup_bps: number | null;
  fee_bps: number;
};

/** A key of everything but the text that facets depend on. */
export const stateKey = (row: StateRow) =>
  [row.catalog_version, row.showroom_id, row.showroom_markup_bps, row.fee_bps].map(String).join(':');
