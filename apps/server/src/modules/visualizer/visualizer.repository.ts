import type { Texture } from '@app/domain/catalog/texture';
import { inchesOf } from '@app/domain/room/sell-units';
import type { Candidate } from '@app/domain/room/templates';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { markupJoins, pricingCtes, sizeCardColumns } from '../catalog/card-sql.ts';
import type { ShowroomRef } from '../catalog/catalog.schemas.ts';
import type { ProductCardRow } from '../catalog/product-card.ts';

/** Products per category a template chooses among (the first by id: the same every time). */
export const CANDIDATES_PER_CATEGORY = 40;

type CandidateRow = {
  product: string;
  size_id: number;
  category: string;
  leaf: string;
  colors: string[] | null;
  style_tags: string[] | null;
  finish: string | null;
  brand_id: number;
  width_size: string | null;
  height_size: string | null;
};

/**
 * Every size of the first products of each of `categories` (by their top category's name: a product of
 * 'Porcelain Tile' counts as 'Tile Flooring'), as template candidates. One query; the category names go as
 * one '|'-joined parameter. The first of each subcategory are read by the (category_id, id) index, not every
 * product of the category sorted: the first of a category are among the first of its subcategories.
 */
export async function templateCandidates(db: Database, categories: readonly string[]): Promise<Candidate[]> {
  const rows = rowsOf<CandidateRow>(
    await db.execute(sql`with wanted as (
        select c.id, coalesce(top.name, c.name) as category, c.name as leaf
        from categories c left join categories top on top.id = c.parent_id
        where coalesce(top.name, c.name) = any(string_to_array(${categories.join('|')}, '|'))
      ),
      picked as (
        select w.category, w.leaf, p.id, p.hash, p.colors, p.style_tags, p.finish, p.brand_id,
          row_number() over (partition by w.category order by p.id) as n
        from wanted w cross join lateral (
          select id, hash, colors, style_tags, finish, brand_id from products
          where category_id = w.id and listed order by id limit ${CANDIDATES_PER_CATEGORY}
        ) p
      )
      select pk.hash as product, s.id as size_id, pk.category, pk.leaf, pk.colors, pk.style_tags, pk.finish,
        pk.brand_id, s.width_size, s.height_size
      from picked pk join product_sizes s on s.product_id = pk.id
      where pk.n <= ${CANDIDATES_PER_CATEGORY}
      order by pk.category, pk.id, s.position, s.id`),
  );
  return rows.map((r) => ({
    product: r.product,
    sizeId: Number(r.size_id),
    category: r.category,
    leaf: r.leaf,
    colors: r.colors ?? [],
    styleTags: r.style_tags ?? [],
    widthIn: inchesOf(r.width_size),
    heightIn: inchesOf(r.height_size),
    finish: r.finish,
    brand: Number(r.brand_id),
  }));
}

/** A size's look and dimensions, as its product and size rows hold them. */
export type SizeTextureRow = Pick<
  PricedSizeRow,
  'hash' | 'texture' | 'width_size' | 'height_size' | 'length_size' | 'name' | 'category_slug'
> & {
  size_id: number | string;
};

/** The look and dimensions of each of these sizes whose product is listed (how the 3-D room draws them). */
export async function sizeTextureRows(db: Database, sizeIds: readonly number[]): Promise<SizeTextureRow[]> {
  if (sizeIds.length === 0) return [];
  return rowsOf<SizeTextureRow>(
    await db.execute(sql`select p.hash, s.id as size_id, p.texture, s.width_size, s.height_size, s.length_size,
        p.name, c.slug_url as category_slug
      from product_sizes s join products p on p.id = s.product_id and p.listed
      join categories c on c.id = p.category_id
      where s.id = any(string_to_array(${sizeIds.join(',')}, ',')::int[])`),
  );
}

/** A size priced in a showroom, with the labels its sell unit is read from and its top category. */
export type PricedSizeRow = ProductCardRow & {
  top_category: string;
  texture: Texture | string;
  /** A slab's cut allowance (pricedSizes only: the checklist's slab fitting). */
  cut_allowance_in?: string | null;
};

/**
 * The sizes `sizeIds`, and the default size of the products `hashes`, with their product, priced in the
 * showroom `ref` (the catalogue's markup rules: product → category → showroom default), in one query. The
 * two lists are read by their indexes first (an `or` across both tables would read every size). Only listed
 * products: a design's product hidden since reads as one the catalogue no longer has (decision 0017).
 */
export async function pricedSizes(
  db: Database,
  wanted: { sizeIds: readonly number[]; hashes: readonly string[] },
  ref: ShowroomRef,
): Promise<PricedSizeRow[]> {
  const { sizeIds, hashes } = wanted;
  if (sizeIds.length === 0 && hashes.length === 0) return [];
  return rowsOf<PricedSizeRow>(
    await db.execute(sql`with ${pricingCtes(ref)},
      picked as (
        select id from product_sizes where id = any(string_to_array(${sizeIds.join(',')}, ',')::int[])
        union
        select ps.id from products pp join product_sizes ps on ps.product_id = pp.id
        where pp.hash = any(string_to_array(${hashes.join('|')}, '|')) and ps.position = 0
      )
      select ${sizeCardColumns}, coalesce(top.name, c.name) as top_category, p.texture,
        s.cut_allowance_in::text as cut_allowance_in
      from picked k
      join product_sizes s on s.id = k.id
      join products p on p.id = s.product_id and p.listed
      join brands b on b.id = p.brand_id
      join categories c on c.id = p.category_id
      left join categories top on top.id = c.parent_id
      ${markupJoins}`),
  );
}
