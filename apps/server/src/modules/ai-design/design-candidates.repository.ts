import type { ShowroomRef } from '@app/domain/catalog/contract';
import { ACCESSORIES, type AccessoryKind } from '@app/domain/room/accessories';
import { inchesOf } from '@app/domain/room/sell-units';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { markupJoins, pricingCtes, unitPriceSql } from '../catalog/card-sql.ts';
import { type StateRow, stateColumns, stateKey } from '../search/search-sql.ts';
import { cachedCandidates, storeCandidates } from '../visualizer/swap-candidates-cache.ts';

/**
 * A size the AI designer may pick (packages/domain/src/ai-design): the template candidate's fields, what the
 * takeoff reads to sell it (its SizeInfo and minimum order) and its unit price in the showroom.
 */
export type CatalogueSize = {
  product: string;
  sizeId: number;
  category: string;
  leaf: string;
  name: string;
  colors: string[];
  styleTags: string[];
  finish: string | null;
  brand: number;
  brandName: string;
  /** The vendor who fulfils it (its brand when no vendor account is linked): fewer vendors score better. */
  vendor: number;
  widthIn: number | null;
  heightIn: number | null;
  priceCents: number;
  minQty: number;
  size: {
    unit: string;
    boxSqft: number | null;
    widthSize: string | null;
    heightSize: string | null;
    lengthSize: string | null;
    category: string;
    pattern: string | null;
    cutAllowanceIn: number | null;
  };
};

type Row = {
  hash: string;
  size_id: number;
  category: string;
  leaf: string;
  name: string;
  colors: string[] | null;
  style_tags: string[] | null;
  finish: string | null;
  brand_id: number;
  brand_name: string;
  vendor: number;
  width_size: string | null;
  height_size: string | null;
  length_size: string | null;
  unit: string | null;
  category_unit: string;
  box_sqft: string | number | null;
  pattern: string | null;
  cut_allowance_in: string | null;
  min_qty: number;
  price: number;
};

/** Every listed size of the top categories `categories`, priced in the showroom (one query). */
async function readSizes(db: Database, categories: readonly string[], ref: ShowroomRef) {
  const names = categories.join('|');
  const rows = rowsOf<Row>(
    await db.execute(sql`with ${pricingCtes(ref)}
      select p.hash, s.id as size_id, coalesce(top.name, c.name) as category, c.name as leaf, p.name, p.colors,
        p.style_tags, p.finish, p.brand_id, b.name as brand_name,
        coalesce(b.vendor_user_id, -p.brand_id) as vendor,
        s.width_size, s.height_size, s.length_size, s.unit, c.unit as category_unit, s.box_sqft,
        p.texture ->> 'pattern' as pattern, s.cut_allowance_in::text as cut_allowance_in, s.min_qty,
        ${unitPriceSql(sql`s.vendor_price_cents`)} as price
      from products p
      join categories c on c.id = p.category_id
      left join categories top on top.id = c.parent_id
      join brands b on b.id = p.brand_id
      join product_sizes s on s.product_id = p.id
      ${markupJoins}
      where coalesce(top.name, c.name) = any(string_to_array(${names}, '|')) and p.listed
      order by p.id, s.position, s.id`),
  );
  return rows.map(
    (r): CatalogueSize => ({
      product: r.hash,
      sizeId: Number(r.size_id),
      category: r.category,
      leaf: r.leaf,
      name: r.name,
      colors: r.colors ?? [],
      styleTags: r.style_tags ?? [],
      finish: r.finish,
      brand: Number(r.brand_id),
      brandName: r.brand_name,
      vendor: Number(r.vendor),
      widthIn: inchesOf(r.width_size),
      heightIn: inchesOf(r.height_size),
      priceCents: Number(r.price),
      minQty: Number(r.min_qty),
      size: {
        unit: r.unit || r.category_unit,
        boxSqft: r.box_sqft == null ? null : Number(r.box_sqft),
        widthSize: r.width_size,
        heightSize: r.height_size,
        lengthSize: r.length_size,
        category: r.category,
        pattern: r.pattern,
        cutAllowanceIn: r.cut_allowance_in == null ? null : Number(r.cut_allowance_in),
      },
    }),
  );
}

/**
 * The catalogue the designer searches for a room's slots: every listed size of `categories` at the
 * showroom's price, and the installation supplies' prices and minimum orders. Kept per catalogue state
 * (catalog_state moves on every change of products, sizes, markups, categories and brands; the key holds the
 * showroom's markup and the fee), so a generation after the first reads one small row, not the catalogue.
 */
export async function designCatalogue(
  db: Database,
  categories: readonly string[],
  ref: ShowroomRef,
): Promise<{ sizes: readonly CatalogueSize[]; supplies: Partial<Record<AccessoryKind, CatalogueSize>> }> {
  const [state] = rowsOf<StateRow>(await db.execute(sql`with ${pricingCtes(ref)} select ${stateColumns}`));
  const wanted = [...new Set([...categories, 'Installation Supplies'])].sort();
  const key = `ai-design\u0000${stateKey(state!)}\u0000${wanted.join('|')}`;
  let all = cachedCandidates<CatalogueSize>(db, key);
  if (!all) {
    all = await readSizes(db, wanted, ref);
    storeCandidates(db, key, all);
  }
  const supplies: Partial<Record<AccessoryKind, CatalogueSize>> = {};
  for (const [kind, accessory] of Object.entries(ACCESSORIES) as [AccessoryKind, { hash: string }][]) {
    const size = all.find((s) => s.product === accessory.hash);
    if (size) supplies[kind] = size;
  }
  const chosen = new Set(categories);
  return { sizes: all.filter((s) => chosen.has(s.category)), supplies };
}

/** Which of these product hashes the catalogue lists (a must-keep or must-avoid product must be one). */
export async function listedProducts(db: Database, hashes: readonly string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  const rows = rowsOf<{ hash: string }>(
    await db.execute(sql`select hash from products
      where listed and hash = any(string_to_array(${hashes.join('|')}, '|'))`),
  );
  return rows.map((r) => r.hash);
}
