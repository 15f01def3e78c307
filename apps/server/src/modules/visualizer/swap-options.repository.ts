import type { SwapFacets, SwapSort } from '@app/domain/designs/swap-filters';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { markupJoins, parseJson, pricingCtes, sizeCardColumns, unitPriceSql } from '../catalog/card-sql.ts';
import type { ShowroomRef } from '../catalog/catalog.schemas.ts';
import type { PricedSizeRow } from './visualizer.repository.ts';

/** The swap panel's filters as the database applies them (null: not filtered). */
export type SwapFilterValues = {
  color: string | null;
  finish: string | null;
  size: string | null;
  brand: number | null;
  style: string | null;
  priceMin: number | null;
  priceMax: number | null;
};

export type SwapOptionsInput = {
  /** Top category names, in order of preference. */
  categories: readonly string[];
  /** The subcategories a fixture's variant takes ('Refrigerators'), or null: any of the categories. */
  leaves: readonly string[] | null;
  /** An escaped ILIKE pattern, or null. */
  nameLike: string | null;
  filters: SwapFilterValues;
  sort: SwapSort;
  /** Each style's weight for the 'match' order. */
  weights: ReadonlyArray<[string, number]>;
  /** For a fixture, the widest size (inches) that fits where it stands; null: everything fits. */
  fitWidthIn: number | null;
  limit: number;
  offset: number;
};

/** The size label (domain catalog/size-label.ts): the pattern, else width X height, else width X length. */
const sizeLabelSql = sql`case
  when btrim(coalesce(s.pattern, '')) <> '' then btrim(s.pattern)
  when btrim(coalesce(s.width_size, '')) <> '' and btrim(coalesce(s.height_size, '')) <> ''
    then btrim(s.width_size) || ' X ' || btrim(s.height_size)
  when btrim(coalesce(s.width_size, '')) <> '' and btrim(coalesce(s.length_size, '')) <> ''
    then btrim(s.width_size) || ' X ' || btrim(s.length_size)
  else btrim(coalesce(s.width_size, '')) end`;

/** The width in inches as the domain's inchesOf reads it ("36", "36.5", "3 ft"), null otherwise. */
const widthInSql = sql`case when btrim(s.width_size) ~ '^[0-9]+(\\.[0-9]+)?\\s*(ft)?$'
  then substring(btrim(s.width_size) from '^([0-9]+(?:\\.[0-9]+)?)')::numeric
    * (case when btrim(s.width_size) ~ 'ft$' then 12 else 1 end) end`;

/** The filters other than `except` (each facet is counted without its own filter). */
const others = (except: keyof typeof FILTER_COLUMNS | null) =>
  sql.raw(
    Object.entries(FILTER_COLUMNS)
      .filter(([name]) => name !== except)
      .map(([, column]) => column)
      .join(' and ') || 'true',
  );
const FILTER_COLUMNS = {
  color: 'ok_color',
  finish: 'ok_finish',
  size: 'ok_size',
  brand: 'ok_brand',
  style: 'ok_style',
  price: 'ok_price',
} as const;

const ORDER: Record<SwapSort, string> = {
  fit: 'rank, pid, position, sid',
  price_asc: 'price, rank, pid, position, sid',
  price_desc: 'price desc, rank, pid, position, sid',
  match: 'score desc, rank, pid, position, sid',
};

/** A value-count facet over `m` with the other filters: the most products first, then by value. */
const valueFacet = (value: SQL, except: keyof typeof FILTER_COLUMNS, unnest = false) =>
  sql`(select coalesce(json_agg(json_build_object('value', v, 'count', n) order by n desc, v), '[]'::json)
    from (select v, count(*)::int as n from (select ${unnest ? sql`unnest(${value})` : value} as v from m
      where ${others(except)}) x where v is not null and v <> '' group by v order by n desc, v limit 40) y)`;

/**
 * One page of the sizes of `categories` that can go on a swap slot, filtered and ordered, with the facet
 * counts and the total, in one statement. The slot's candidates (`m`, a few thousand sizes for a floor) are
 * read once with their price in the showroom, their size label, width and style score, and each filter as a
 * boolean; the facets, the total and the page are then passes over `m`. Sizes that fit the slot come first
 * in every order. Facet columns come on the page's first row only; with no row on the page, on a row of nulls.
 */
export async function swapOptionPage(
  db: Database,
  input: SwapOptionsInput,
  ref: ShowroomRef,
): Promise<{ total: number; facets: SwapFacets; rows: PricedSizeRow[] }> {
  const f = input.filters;
  const names = input.categories.join('|');
  const leaves = input.leaves?.join('|') ?? null;
  const price = unitPriceSql(sql`s.vendor_price_cents`);
  const styles = input.weights.map(([s]) => s).join('|');
  const weights = input.weights.map(([, w]) => w).join(',');
  // Only the order or the slot that needs them pays for the width and the style score.
  const fits =
    input.fitWidthIn === null
      ? sql`true`
      : sql`coalesce(${widthInSql} <= ${input.fitWidthIn}::numeric, true)`;
  const score =
    input.sort === 'match'
      ? sql`coalesce((select sum(w.weight) from w where w.style = any(p.style_tags)), 0)`
      : sql`0`;
  const result = await db.execute(sql`with ${pricingCtes(ref)},
    w as (select * from unnest(string_to_array(${styles}, '|'), string_to_array(${weights}, ',')::int[])
      as w(style, weight)),
    m as materialized (
      select x.*,
        (${f.color}::text is null or ${f.color} = any(x.colors)) as ok_color,
        (${f.finish}::text is null or x.finish = ${f.finish}) as ok_finish,
        (${f.size}::text is null or x.size = ${f.size}) as ok_size,
        (${f.brand}::int is null or x.brand_id = ${f.brand}) as ok_brand,
        (${f.style}::text is null or ${f.style} = any(x.style_tags)) as ok_style,
        ((${f.priceMin}::int is null or x.price >= ${f.priceMin})
          and (${f.priceMax}::int is null or x.price <= ${f.priceMax})) as ok_price
      from (
        select s.id as sid, p.id as pid, s.position,
          array_position(string_to_array(${names}, '|'), coalesce(top.name, c.name)) as rank,
          p.colors, p.finish, p.brand_id, p.style_tags, ${sizeLabelSql} as size, ${price} as price,
          ${fits} as fits, ${score} as score
        from products p
        join categories c on c.id = p.category_id
        left join categories top on top.id = c.parent_id
        join product_sizes s on s.product_id = p.id
        ${markupJoins}
        where coalesce(top.name, c.name) = any(string_to_array(${names}, '|')) and p.listed
          and (${leaves}::text is null or c.name = any(string_to_array(${leaves}, '|')))
          and (${input.nameLike}::text is null or p.name ilike ${input.nameLike})
      ) x
    ),
    hits as (select * from m where ${others(null)}),
    page as (select sid, row_number() over (order by fits desc, ${sql.raw(ORDER[input.sort])}) as n
      from hits order by fits desc, ${sql.raw(ORDER[input.sort])} limit ${input.limit} offset ${input.offset}),
    facets as (select
      (select count(*)::int from hits) as total,
      (select count(*)::int from hits where fits) as fitting,
      ${valueFacet(sql`colors`, 'color', true)} as colors,
      ${valueFacet(sql`finish`, 'finish')} as finishes,
      ${valueFacet(sql`size`, 'size')} as sizes,
      ${valueFacet(sql`style_tags`, 'style', true)} as styles,
      (select coalesce(json_agg(json_build_object('id', b.id, 'name', b.name, 'count', x.n)
          order by x.n desc, b.name), '[]'::json)
        from (select brand_id, count(*)::int as n from m where ${others('brand')}
          group by brand_id order by n desc, brand_id limit 40) x
        join brands b on b.id = x.brand_id) as brands,
      (select min(price) from m where ${others('price')}) as price_min,
      (select max(price) from m where ${others('price')}) as price_max)
    select ${sizeCardColumns}, coalesce(top.name, c.name) as top_category, p.texture,
      case when page.n = ${input.offset + 1} or page.n is null then row_to_json(facets) end as facets
    from facets
    left join page on true
    left join product_sizes s on s.id = page.sid
    left join products p on p.id = s.product_id
    left join brands b on b.id = p.brand_id
    left join categories c on c.id = p.category_id
    left join categories top on top.id = c.parent_id
    ${markupJoins}
    order by page.n`);
  const rows = rowsOf<PricedSizeRow & { facets: FacetsRow | string | null }>(result);
  const first = parseJson(rows[0]!.facets!);
  return {
    total: Number(first.total),
    facets: {
      colors: parseJson(first.colors),
      finishes: parseJson(first.finishes),
      sizes: parseJson(first.sizes),
      brands: parseJson(first.brands),
      styles: parseJson(first.styles),
      price: {
        min: first.price_min == null ? null : Number(first.price_min),
        max: first.price_max == null ? null : Number(first.price_max),
      },
      fitting: Number(first.fitting),
    },
    rows: rows.filter((r) => r.size_id != null),
  };
}

type FacetsRow = Omit<SwapFacets, 'price'> & {
  total: number;
  price_min: number | null;
  price_max: number | null;
};
