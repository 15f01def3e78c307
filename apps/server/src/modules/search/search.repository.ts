import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { executeCatalogQuery, memoStatement } from '../../db/prepared.ts';
import { cardRowsOf, cardsJson, pricingCtes } from '../catalog/card-sql.ts';
import type { ProductSort, ShowroomRef } from '../catalog/catalog.schemas.ts';
import type { ProductCardRow } from '../catalog/product-card.ts';
import {
  categoryValue,
  categoryWhere,
  isCategoryId,
  showroomShape,
  showroomSlots,
} from '../catalog/showroom-products.repository.ts';
import { hitsCte, pricedHits, type StateRow, stateColumns, stateKey } from './search-sql.ts';

export type SearchFilters = {
  q: string;
  showroom: ShowroomRef;
  category?: string;
  brands: number[];
  color?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  sort?: ProductSort;
  perPage: number;
  page: number;
};

export type SearchPage = {
  total: number;
  rows: ProductCardRow[];
  /** What the facets of this answer depend on besides the text (search-sql.ts stateKey). */
  state: string;
  /** The catalogue version the answer was read at (catalog_state, moved by every catalogue write). */
  version: string;
  /** Whether the full-text match found listed products (before the filters), not only the trigram fallback. */
  textHits: boolean;
};

const orderOf = (f: SearchFilters): SQL => {
  if (f.sort === 'price_asc') return sql`price_cents asc, id asc`;
  if (f.sort === 'price_desc') return sql`price_cents desc, id asc`;
  if (f.sort === 'newest') return sql`created_at desc, id desc`;
  return f.q ? sql`rank desc, id asc` : sql`id asc`;
};

const needsPrice = (f: SearchFilters) =>
  f.minPriceCents != null || f.maxPriceCents != null || f.sort === 'price_asc' || f.sort === 'price_desc';

type SearchValues = {
  q: unknown;
  vsd: unknown;
  owner: unknown;
  category: unknown;
  /** Brand ids as '1,2,3': one statement for any number of brands. */
  brands: unknown;
  color: unknown;
  minPrice: unknown;
  maxPrice: unknown;
  perPage: unknown;
  offset: unknown;
};

function filtersOf(f: SearchFilters, v: SearchValues): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.category) parts.push(sql`category_id in (select id from cat)`);
  if (f.brands.length) parts.push(sql`brand_id = any(string_to_array(${v.brands}, ',')::int[])`);
  if (f.color) parts.push(sql`exists (select 1 from unnest(colors) c where lower(c) = lower(${v.color}))`);
  if (f.minPriceCents != null) parts.push(sql`price_cents >= ${v.minPrice}`);
  if (f.maxPriceCents != null) parts.push(sql`price_cents <= ${v.maxPrice}`);
  return sql.join(parts, sql` and `);
}

/**
 * One page of GET /api/search in ONE query: the text match (one pass of the GIN index, ranking only the
 * matched rows), the filters, the total and the page's ProductCard rows. The showroom's prices of all the
 * hits are computed only when a price filter or sort needs them (from products.default_vendor_price_cents,
 * no size lookups); the cards price their 24 rows. Facets are a separate, cached query
 * (search-facets.repository.ts); this one returns the state they are cached under.
 */
function searchSql(f: SearchFilters, v: SearchValues): SQL {
  const cat = f.category
    ? sql`select c.id from categories c where ${categoryWhere(f.category, 'c', v.category)}
        union select c.id from categories c join cat on c.parent_id = cat.id`
    : sql`select null::int as id where false`;
  const order = orderOf(f);
  const source = needsPrice(f) ? sql`(${pricedHits})` : sql`hits`;
  return sql`with recursive ${pricingCtes(showroomSlots(f.showroom, v.vsd, v.owner))},
    cat as (${cat}),
    ${hitsCte(f.q, v.q)},
    filtered as (select * from ${source} h where ${filtersOf(f, v)}),
    pick as (
      select id, row_number() over (order by ${order}) as ord from filtered
      order by ${order} limit ${v.perPage} offset ${v.offset}
    )
    select (select count(*) from filtered)::int as total, ${cardsJson} as rows, ${stateColumns},
      ${f.q ? sql`exists (select 1 from fts)` : sql`false`} as text_hits`;
}

/** The statement of a search page, built once per shape (which filters, the sort, the showroom ref). */
export const searchStatement = memoStatement(
  (f: SearchFilters) =>
    [
      f.q ? 'q' : '',
      f.category ? (isCategoryId(f.category) ? 'id' : 'slug') : '',
      f.brands.length ? 'b' : '',
      f.color ? 'c' : '',
      f.minPriceCents != null ? 'min' : '',
      f.maxPriceCents != null ? 'max' : '',
      f.sort ?? '',
      showroomShape(f.showroom),
    ].join(':'),
  (f: SearchFilters): SearchValues => ({
    q: f.q,
    vsd: f.showroom.vsd_id,
    owner: f.showroom.showroom,
    category: f.category ? categoryValue(f.category) : null,
    brands: f.brands.join(','),
    color: f.color ?? null,
    minPrice: f.minPriceCents ?? null,
    maxPrice: f.maxPriceCents ?? null,
    perPage: f.perPage,
    offset: (f.page - 1) * f.perPage,
  }),
  searchSql,
);

export async function searchPage(db: Database, f: SearchFilters): Promise<SearchPage> {
  const [row] = rowsOf<StateRow & { total: number; rows: unknown[][] | string; text_hits: boolean }>(
    await executeCatalogQuery(db, searchStatement(f)),
  );
  return {
    total: Number(row.total),
    rows: cardRowsOf(row.rows),
    state: stateKey(row),
    version: String(row.catalog_version),
    textHits: row.text_hits,
  };
}
