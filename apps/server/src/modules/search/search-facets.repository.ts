import type { SearchFacets as SearchFacetsView } from '@app/domain/search/contract';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { executeCatalogQuery, memoStatement } from '../../db/prepared.ts';
import { parseJson, pricingCtes } from '../catalog/card-sql.ts';
import type { ShowroomRef } from '../catalog/catalog.schemas.ts';
import {
  categoryValue,
  categoryWhere,
  isCategoryId,
  showroomShape,
  showroomSlots,
} from '../catalog/showroom-products.repository.ts';
import { hitsCte, pricedHits, type StateRow, stateColumns, stateKey } from './search-sql.ts';

type Facet = SearchFacetsView['categories'][number];
/** The facets as counted (and cached): the answer's (domain search/contract.ts), but `price` in cents. */
export type SearchFacets = Omit<SearchFacetsView, 'price'> & {
  /** Cents at the showroom's prices. */
  price: { min: number | null; max: number | null };
};

/**
 * Facet counts before the brand/colour/price filters (so that a chosen filter still shows its
 * alternatives): categories over everything the text matched; brands, colours and the price range over what
 * the text matched in the chosen category (with its sub-categories), so that every brand listed on a
 * category's page has products there. They depend on the text, the category and the showroom only, so
 * search.service caches them under `state` (see stateColumns). One pass over the hits.
 */
type FacetsInput = { q: string; showroom: ShowroomRef; category?: string };
type FacetsValues = { q: unknown; vsd: unknown; owner: unknown; category: unknown };

const categoryScope = (f: FacetsInput, v: FacetsValues) =>
  f.category
    ? sql`cat as (select c.id from categories c where ${categoryWhere(f.category, 'c', v.category)}
        union select c.id from categories c join cat on c.parent_id = cat.id),
      s as (select * from m where category_id in (select id from cat))`
    : sql`s as (select * from m)`;

const searchFacetsSql = (f: FacetsInput, v: FacetsValues) => sql`with recursive ${pricingCtes(
  showroomSlots(f.showroom, v.vsd, v.owner),
)},
    ${hitsCte(f.q, v.q)},
    m as materialized (${pricedHits}),
    ${categoryScope(f, v)}
    select ${stateColumns},
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'count', x.n)
          order by x.n desc, c.name), '[]'::json)
        from (select category_id, count(*)::int as n from m group by category_id) x
        join categories c on c.id = x.category_id) as category_facets,
      (select coalesce(json_agg(json_build_object('id', b.id, 'name', b.name, 'count', x.n)
          order by x.n desc, b.name), '[]'::json)
        from (select brand_id, count(*)::int as n from s group by brand_id) x
        join brands b on b.id = x.brand_id) as brand_facets,
      (select coalesce(json_agg(json_build_object('value', v, 'count', n) order by n desc, v), '[]'::json)
        from (select unnest(colors) as v, count(*)::int as n from s group by 1) x) as color_facets,
      (select min(price_cents) from s) as min_cents,
      (select max(price_cents) from s) as max_cents`;

/** The facets statement, built once per shape (text or none, category id/slug/none, showroom ref). */
export const searchFacetsStatement = memoStatement(
  (f: FacetsInput) =>
    `${f.q ? 'q' : ''}:${f.category ? (isCategoryId(f.category) ? 'id' : 'slug') : ''}:${showroomShape(f.showroom)}`,
  (f: FacetsInput): FacetsValues => ({
    q: f.q,
    vsd: f.showroom.vsd_id,
    owner: f.showroom.showroom,
    category: f.category ? categoryValue(f.category) : null,
  }),
  searchFacetsSql,
);

export async function findSearchFacets(
  db: Database,
  { q, showroom, category }: FacetsInput,
): Promise<{ state: string; facets: SearchFacets }> {
  const [row] = rowsOf<
    StateRow & {
      category_facets: Facet[] | string;
      brand_facets: Facet[] | string;
      color_facets: Array<{ value: string; count: number }> | string;
      min_cents: number | null;
      max_cents: number | null;
    }
  >(await executeCatalogQuery(db, searchFacetsStatement({ q, showroom, category })));
  return {
    state: stateKey(row),
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
