import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import {
  cardsJson,
  defaultSizeJoin,
  markupJoins,
  parseJson,
  pricingCtes,
  unitPriceSql,
} from '../catalog/card-sql.ts';
import type { ProductSort, ShowroomRef } from '../catalog/catalog.schemas.ts';
import { executeCatalogQuery } from '../catalog/prepared.ts';
import type { ProductCardRow } from '../catalog/product-card.ts';
import { categoryWhere } from '../catalog/showroom-products.repository.ts';

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

type Facet = { id: number; name: string; count: number };
export type SearchResult = {
  total: number;
  rows: ProductCardRow[];
  facets: {
    categories: Facet[];
    brands: Facet[];
    colors: Array<{ value: string; count: number }>;
    price: { min: number | null; max: number | null };
  };
};

/**
 * The products the text matches: full-text search on the generated `search` tsvector; when that finds
 * nothing, a trigram word similarity of the query to the name (GIN index on lower(name)), so that
 * 'calacata' still finds 'Calacatta'. The fallback keeps the costly trigram recheck off the common path.
 */
const textHits = (q: string): SQL =>
  q
    ? sql`fts as materialized (
        select p.id, ts_rank(p.search, websearch_to_tsquery('english', ${q})) as rank
        from products p where p.search @@ websearch_to_tsquery('english', ${q})),
      hits as (
        select id, rank from fts
        union all
        select p.id, word_similarity(lower(${q}), lower(p.name)) as rank
        from products p where not exists (select 1 from fts) and lower(p.name) %> lower(${q})),`
    : sql`hits as (select id, 0 as rank from products),`;

const orderOf = (f: SearchFilters): SQL => {
  if (f.sort === 'price_asc') return sql`price_cents asc, id asc`;
  if (f.sort === 'price_desc') return sql`price_cents desc, id asc`;
  if (f.sort === 'newest') return sql`created_at desc, id desc`;
  return f.q ? sql`rank desc, id asc` : sql`id asc`;
};

function filtersOf(f: SearchFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.category) parts.push(sql`category_id in (select id from cat)`);
  if (f.brands.length)
    parts.push(
      sql`brand_id in (${sql.join(
        f.brands.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (f.color) parts.push(sql`exists (select 1 from unnest(colors) c where lower(c) = lower(${f.color}))`);
  if (f.minPriceCents != null) parts.push(sql`price_cents >= ${f.minPriceCents}`);
  if (f.maxPriceCents != null) parts.push(sql`price_cents <= ${f.maxPriceCents}`);
  return sql.join(parts, sql` and `);
}

/**
 * GET /api/search in ONE query: text match, the showroom's prices (for price filters and sorts), one page of
 * ProductCard rows, the total, and facet counts over everything the text matched (so a chosen filter still
 * shows its alternatives).
 */
export function searchQuerySql(f: SearchFilters): SQL {
  const cat = f.category
    ? sql`select c.id from categories c where ${categoryWhere(f.category)}
        union select c.id from categories c join cat on c.parent_id = cat.id`
    : sql`select null::int as id where false`;
  const order = orderOf(f);
  return sql`with recursive ${pricingCtes(f.showroom)},
    cat as (${cat}),
    ${textHits(f.q)}
    matched as materialized (
      select p.id, p.category_id, p.brand_id, p.colors, p.created_at,
        ${unitPriceSql(sql`s0.vendor_price_cents`)} as price_cents, hits.rank
      from hits join products p on p.id = hits.id ${defaultSizeJoin('s0')} ${markupJoins}
    ),
    filtered as (select * from matched where ${filtersOf(f)}),
    pick as (
      select id, row_number() over (order by ${order}) as ord from filtered
      order by ${order} limit ${f.perPage} offset ${(f.page - 1) * f.perPage}
    )
    select (select count(*) from filtered)::int as total,
      ${cardsJson} as rows,
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'count', m.n)
          order by m.n desc, c.name), '[]'::json)
        from (select category_id, count(*)::int as n from matched group by category_id) m
        join categories c on c.id = m.category_id) as category_facets,
      (select coalesce(json_agg(json_build_object('id', b.id, 'name', b.name, 'count', m.n)
          order by m.n desc, b.name), '[]'::json)
        from (select brand_id, count(*)::int as n from matched group by brand_id) m
        join brands b on b.id = m.brand_id) as brand_facets,
      (select coalesce(json_agg(json_build_object('value', v, 'count', n) order by n desc, v), '[]'::json)
        from (select unnest(colors) as v, count(*)::int as n from matched group by 1) x) as color_facets,
      (select min(price_cents) from matched) as min_cents,
      (select max(price_cents) from matched) as max_cents`;
}

export async function searchProducts(db: Database, f: SearchFilters): Promise<SearchResult> {
  const [row] = rowsOf<{
    total: number;
    rows: ProductCardRow[] | string;
    category_facets: Facet[] | string;
    brand_facets: Facet[] | string;
    color_facets: Array<{ value: string; count: number }> | string;
    min_cents: number | null;
    max_cents: number | null;
  }>(await executeCatalogQuery(db, searchQuerySql(f)));
  return {
    total: Number(row.total),
    rows: parseJson(row.rows),
    facets: {
      categories: parseJson(row.category_facets),
      brands: parseJson(row.brand_facets),
      colors: parseJson(row.color_facets),
      price: {
        min: row.min_cents == null ? null : Number(row.min_cents),
        max: row.max_cents == null ? null : Number(row.max_cents),
      },
    },
  };
}
