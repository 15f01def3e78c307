import type { ProductState } from '@app/domain/catalog/vendor-products-contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import type { Texture } from '../../db/schema/catalog.ts';
import type { SampleColumns } from '../catalog/sample-offer.ts';
import { likeEscape } from '../showrooms/showrooms.repository.ts';

/**
 * The vendor portal's reads of the catalogue. Every query is scoped to the vendor's own products: those whose
 * brand has `brands.vendor_user_id` = the vendor. Another vendor's product reads as none (the caller says 404).
 */

/** The columns that say who sees a product (vendor-products-contract.ts productState). */
const visibilityColumns = sql`p.hidden_at is not null as hidden, p.moderated_at is not null as moderated,
  b.moderated_at is not null as brand_moderated,
  case when p.moderated_at is not null then p.moderation_reason else b.moderation_reason end
    as moderation_reason,
  to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at`;

type VisibilityRow = {
  hidden: boolean;
  moderated: boolean;
  brand_moderated: boolean;
  moderation_reason: string | null;
  updated_at: string;
};

export type VendorProductListRow = VisibilityRow & {
  id: number;
  hash: string;
  name: string;
  category_id: number;
  category_name: string;
  brand_id: number;
  brand_name: string;
  sizes_count: number;
  price_from_cents: number | null;
};

/** The same partition as productState, in SQL: the admin's hiding wins over the vendor's. */
const stateWhere: Record<ProductState, SQL> = {
  listed: sql`p.listed`,
  hidden: sql`p.hidden_at is not null and p.moderated_at is null and b.moderated_at is null`,
  moderated: sql`(p.moderated_at is not null or b.moderated_at is not null)`,
};

export type VendorProductsFilter = {
  q?: string;
  categoryId?: number;
  state?: ProductState;
  limit: number;
  offset: number;
};

/** One page of the vendor's products, newest first, with the total of the filter. */
export async function vendorProductsPage(
  db: Database,
  vendorId: number,
  f: VendorProductsFilter,
): Promise<{ total: number; rows: VendorProductListRow[] }> {
  const where: SQL[] = [sql`b.vendor_user_id = ${vendorId}`];
  // lower(name) LIKE reads the trigram index on lower(name) (products_name_trgm_idx).
  if (f.q) where.push(sql`lower(p.name) like lower(${`%${likeEscape(f.q)}%`})`);
  if (f.categoryId != null) where.push(sql`p.category_id = ${f.categoryId}`);
  if (f.state) where.push(stateWhere[f.state]);
  const matching = sql`from products p join brands b on b.id = p.brand_id where ${sql.join(where, sql` and `)}`;
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${matching}`));
  const total = Number(count?.n ?? 0);
  if (total === 0 || f.offset >= total) return { total, rows: [] };
  const rows = rowsOf<VendorProductListRow>(
    await db.execute(sql`select p.id, p.hash, p.name, c.id as category_id, c.name as category_name,
        b.id as brand_id, b.name as brand_name, s.n as sizes_count, s.price_from as price_from_cents,
        ${visibilityColumns}
      from (select p.id ${matching} order by p.id desc limit ${f.limit} offset ${f.offset}) page
      join products p on p.id = page.id
      join brands b on b.id = p.brand_id
      join categories c on c.id = p.category_id
      cross join lateral (select count(*)::int as n, min(vendor_price_cents) as price_from
        from product_sizes where product_id = p.id) s
      order by p.id desc`),
  );
  return { total, rows };
}

export type VendorSizeRow = {
  id: number;
  width_size: string | null;
  height_size: string | null;
  length_size: string | null;
  pattern: string | null;
  unit: string;
  uom: string | null;
  box_sqft: string | null;
  cut_allowance_in: string | null;
  min_qty: number;
  vendor_price_cents: number;
  in_carts: boolean;
};

export type VendorProductDetailRow = VisibilityRow &
  SampleColumns & {
    id: number;
    hash: string;
    name: string;
    description: string;
    category_id: number;
    category_name: string;
    brand_id: number;
    brand_name: string;
    colors: string[];
    finish: string | null;
    style_tags: string[];
    texture: Texture;
    sizes: VendorSizeRow[];
  };

/**
 * One product of the vendor's with its sizes (in their order) and whether each is in a cart; null when the
 * vendor has no such product. With `lock`, the product's row is locked for the caller's transaction, so two
 * edits of one product apply one after the other.
 */
export async function findVendorProduct(
  db: Database,
  vendorId: number,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<VendorProductDetailRow | null> {
  const [row] = rowsOf<Omit<VendorProductDetailRow, 'sizes'>>(
    await db.execute(sql`select p.id, p.hash, p.name, p.description, c.id as category_id,
        c.name as category_name, b.id as brand_id, b.name as brand_name, p.colors, p.finish, p.style_tags,
        p.texture, p.sample_size, p.sample_price_cents, ${visibilityColumns}
      from products p
      join brands b on b.id = p.brand_id
      join categories c on c.id = p.category_id
      where p.id = ${id} and b.vendor_user_id = ${vendorId}
      ${opts.lock ? sql`for update of p` : sql``}`),
  );
  if (!row) return null;
  // The sizes are locked too, and read by a later statement: a cart line added meanwhile (its foreign key
  // takes a share lock on the size) either committed before and is seen, or waits for this transaction.
  if (opts.lock) await db.execute(sql`select id from product_sizes where product_id = ${id} for update`);
  const sizes = rowsOf<VendorSizeRow>(
    await db.execute(sql`select s.id, s.width_size, s.height_size, s.length_size, s.pattern, s.unit, s.uom,
        s.box_sqft::text as box_sqft, s.cut_allowance_in::text as cut_allowance_in, s.min_qty,
        s.vendor_price_cents,
        exists (select 1 from project_items i where i.product_size_id = s.id) as in_carts
      from product_sizes s where s.product_id = ${id}
      order by s.position, s.id`),
  );
  const texture = typeof row.texture === 'string' ? (JSON.parse(row.texture) as Texture) : row.texture;
  return { ...row, texture, sizes };
}

export type OwnBrand = { id: number; name: string; moderated: boolean; moderation_reason: string | null };

/** The vendor's brands, by name. */
export async function ownBrands(db: Database, vendorId: number): Promise<OwnBrand[]> {
  return rowsOf<OwnBrand>(
    await db.execute(sql`select id, name, moderated_at is not null as moderated, moderation_reason
      from brands where vendor_user_id = ${vendorId} order by name, id`),
  );
}

export type ProductCategory = { id: number; name: string; path: string; unit: string; uom: string | null };

/**
 * The words of a category a shopper may search a product by: its department and parent too ("Flooring Tile
 * Flooring Porcelain Tile"), as the seeded catalogue's search text has them.
 */
export const categorySearchName = (c: Pick<ProductCategory, 'name' | 'path'>) =>
  [...c.path.split(' › '), c.name].join(' ');

/**
 * The categories products are filed under (those without sub-categories), with the department and parent
 * above them, in menu order; with `ids`, only those among them.
 */
export async function productCategories(db: Database, ids?: readonly number[]): Promise<ProductCategory[]> {
  const only =
    ids === undefined ? sql`` : sql`and c.id = any(${`{${ids.map((i) => Math.trunc(i)).join(',')}}`}::int[])`;
  return rowsOf<ProductCategory>(
    await db.execute(sql`select c.id, c.name, c.unit, c.uom,
        concat_ws(' › ', d.name, pc.name) as path
      from categories c
      join departments d on d.id = c.department_id
      left join categories pc on pc.id = c.parent_id
      where not exists (select 1 from categories k where k.parent_id = c.id) ${only}
      order by d.position, d.id, coalesce(pc.position, c.position), coalesce(pc.id, c.id), c.position, c.id`),
  );
}
