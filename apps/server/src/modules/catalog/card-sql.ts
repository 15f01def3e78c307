import { DEFAULT_MARKUP_BPS, DEFAULT_PLATFORM_FEE_BPS, MIN_MARKUP_BPS } from '@app/domain/catalog/pricing';
import { type SQL, sql } from 'drizzle-orm';
import type { ShowroomRef } from './catalog.schemas.ts';
import type { ProductCardRow } from './product-card.ts';

/** Settings key of the platform fee in basis points (product.md "Money": default 500 = 5%). */
export const PLATFORM_FEE_SETTING = 'platform_fee_bps';

/** The showroom a caller shops in, by its owner's user id (`showroom`) or its `vsd_id`; no row when neither. */
/** The live showroom by vsd_id or owner: a pro not approved yet prices nothing. */
export function showroomWhere(ref: ShowroomRef): SQL {
  if (ref.vsd_id) return sql`live and upper(vsd_id) = upper(${ref.vsd_id})`;
  if (ref.showroom != null) return sql`live and user_id = ${ref.showroom}`;
  return sql`false`;
}

/**
 * The CTEs every priced list starts with: `sr` (the showroom: id, default markup) and `fee` (platform fee
 * bps), so that pricing never costs an extra round trip.
 */
export const pricingCtes = (ref: ShowroomRef) => sql`
  sr as (select id, default_markup_bps from showrooms where ${showroomWhere(ref)} order by id limit 1),
  fee as (select coalesce((select (value #>> '{}')::int from settings where key = ${PLATFORM_FEE_SETTING}),
    ${DEFAULT_PLATFORM_FEE_BPS}) as bps)`;

/** Joins of alias `p` (products) to its showroom markup rules, as `mp` (product) and `mc` (category). */
export const markupJoins = sql`
  left join markup_rules mp on mp.showroom_id = (select id from sr) and mp.product_id = p.id
  left join markup_rules mc on mc.showroom_id = (select id from sr) and mc.category_id = p.category_id
    and mc.product_id is null`;

/** The applicable markup: product rule → category rule → showroom default → platform default; never < 10%. */
export const markupBpsSql = sql`greatest(coalesce(mp.markup_bps, mc.markup_bps, (select default_markup_bps from sr),
  ${DEFAULT_MARKUP_BPS}), ${MIN_MARKUP_BPS})`;

/**
 * The unit price in cents of a vendor price `v`, for sorting and filtering inside the database only. It
 * mirrors the domain's unitPrice (half-up rounding of each bps part; a test checks they agree); prices
 * sent to callers always come from the domain function. The products are bigint: a $15,000 slab at 15%
 * overflows an integer.
 */
export const unitPriceSql = (v: SQL) => sql`(${v} + round(${v}::bigint * (select bps from fee) / 10000.0)
  + round(${v}::bigint * ${markupBpsSql} / 10000.0))::int`;

/** The hash of product `p`'s first uploaded picture (decisions/0018), null without one: cards show it. */
const coverImageSql = sql`(select pi.sha256 from product_images pi where pi.product_id = p.id
  order by pi.position limit 1)`;

/**
 * A ProductCardRow's columns for size `s` of product `p` (brand `b`, category `c`), priced with the `fee`
 * CTE and the markup joins (pricingCtes, markupJoins): the cart's lines and the checklist's sizes read them.
 */
export const sizeCardColumns = sql`p.id, p.hash, p.name, p.colors, p.finish, b.id as brand_id, b.name as brand_name,
  c.id as category_id, c.name as category_name, c.slug_url as category_slug, c.unit as category_unit,
  s.id as size_id, s.width_size, s.height_size, s.length_size, s.pattern, s.unit, s.uom, s.box_sqft,
  s.min_qty, s.vendor_price_cents, ${markupBpsSql} as markup_bps, (select bps from fee) as platform_fee_bps,
  ${coverImageSql} as image_sha256`;

/** A product's default size (position 0 first). */
export const defaultSizeJoin = (alias: string) => sql`join lateral (
    select * from product_sizes ps where ps.product_id = p.id order by ps.position, ps.id limit 1
  ) ${sql.raw(alias)} on true`;

/** The fields of a ProductCardRow in the order cardsJson sends them. */
const CARD_FIELDS = [
  'id',
  'hash',
  'name',
  'colors',
  'finish',
  'brand_id',
  'brand_name',
  'category_id',
  'category_name',
  'category_slug',
  'category_unit',
  'size_id',
  'width_size',
  'height_size',
  'length_size',
  'pattern',
  'unit',
  'uom',
  'box_sqft',
  'min_qty',
  'vendor_price_cents',
  'markup_bps',
  'platform_fee_bps',
  'image_sha256',
] as const satisfies ReadonlyArray<keyof ProductCardRow>;

/**
 * ProductCard rows (see product-card.ts) as one JSON array of arrays (CARD_FIELDS order: without the keys, the
 * database builds and sends half the bytes), for the products of CTE `pick(id, ord)` in `ord` order: the
 * default size and the markup that applies in the showroom. Read it with cardRowsOf.
 */
export const cardsJson = sql`coalesce((select json_agg(json_build_array(${sql.raw(
  CARD_FIELDS.map((f) => `x.${f}`).join(', '),
)}) order by x.ord) from (
  select pick.ord, p.id, p.hash, p.name, p.colors, p.finish, b.id as brand_id, b.name as brand_name,
    c.id as category_id, c.name as category_name, c.slug_url as category_slug, c.unit as category_unit,
    s.id as size_id, s.width_size, s.height_size, s.length_size, s.pattern, s.unit, s.uom, s.box_sqft,
    s.min_qty, s.vendor_price_cents, ${markupBpsSql} as markup_bps, (select bps from fee) as platform_fee_bps,
    ${coverImageSql} as image_sha256
  from pick
  join products p on p.id = pick.id and p.listed -- never a card of an unlisted product (decision 0017)
  join brands b on b.id = p.brand_id
  join categories c on c.id = p.category_id
  ${defaultSizeJoin('s')}
  ${markupJoins}
) x), '[]'::json)`;

/** The rows of a cardsJson column (one object literal per row: V8 keeps them on one fast shape). */
export function cardRowsOf(value: unknown[][] | string | null | undefined): ProductCardRow[] {
  return parseJson(value ?? []).map((v) => {
    const [id, hash, name, colors, finish, brand_id, brand_name, category_id, category_name, category_slug] =
      v;
    const [category_unit, size_id, width_size, height_size, length_size, pattern, unit, uom, box_sqft] =
      v.slice(10);
    const [min_qty, vendor_price_cents, markup_bps, platform_fee_bps, image_sha256] = v.slice(19);
    return {
      id,
      hash,
      name,
      colors,
      finish,
      brand_id,
      brand_name,
      category_id,
      category_name,
      category_slug,
      category_unit,
      size_id,
      width_size,
      height_size,
      length_size,
      pattern,
      unit,
      uom,
      box_sqft,
      min_qty,
      vendor_price_cents,
      markup_bps,
      platform_fee_bps,
      image_sha256,
    } as ProductCardRow;
  });
}

/** `json` columns arrive parsed from node-postgres and PGlite alike; this covers a driver that sends text. */
export const parseJson = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
