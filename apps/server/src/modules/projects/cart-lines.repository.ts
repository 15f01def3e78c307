import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { markupBpsSql, markupJoins, pricingCtes } from '../catalog/card-sql.ts';
import type { ShowroomRef } from '../catalog/catalog.schemas.ts';
import type { ProductCardRow } from '../catalog/product-card.ts';

/** A cart line with what its card and price need: the line's own size, priced by the catalogue's rules. */
export type CartLineRow = ProductCardRow & { line_id: number; qty: number; colour: string };

/**
 * A project's lines priced for `ref` (the project's showroom), oldest first, in one query: the markup rule
 * and platform fee are resolved exactly as the catalogue resolves them (card-sql.ts).
 */
export async function pricedLines(db: Database, projectId: number, ref: ShowroomRef): Promise<CartLineRow[]> {
  return rowsOf<CartLineRow>(
    await db.execute(sql`with ${pricingCtes(ref)}
      select i.id as line_id, i.qty, i.colour,
        p.id, p.hash, p.name, p.colors, p.finish, b.id as brand_id, b.name as brand_name,
        c.id as category_id, c.name as category_name, c.slug_url as category_slug, c.unit as category_unit,
        s.id as size_id, s.width_size, s.height_size, s.length_size, s.pattern, s.unit, s.uom, s.box_sqft,
        s.min_qty, s.vendor_price_cents, ${markupBpsSql} as markup_bps, (select bps from fee) as platform_fee_bps
      from project_items i
      join products p on p.id = i.product_id
      join product_sizes s on s.id = i.product_size_id
      join brands b on b.id = p.brand_id
      join categories c on c.id = p.category_id
      ${markupJoins}
      where i.project_id = ${projectId}
      order by i.id`),
  );
}

/** A product (hash or id) and one of its sizes (the default one when `sizeId` is absent). */
export type SizeChoice = { productId: number; sizeId: number | null; minQty: number; colors: string[] };

export async function findProductSize(
  db: Database,
  product: string | number,
  sizeId: number | undefined,
): Promise<SizeChoice | null> {
  const key = String(product);
  const where = /^\d+$/.test(key) ? sql`(p.hash = ${key} or p.id = ${Number(key)})` : sql`p.hash = ${key}`;
  const sizeWhere = sizeId === undefined ? sql`true` : sql`s.id = ${sizeId}`;
  const [row] = rowsOf<{
    product_id: number;
    size_id: number | null;
    min_qty: number | null;
    colors: string[];
  }>(
    await db.execute(sql`select p.id as product_id, p.colors, s.id as size_id, s.min_qty
      from products p
      left join lateral (
        select s.id, s.min_qty from product_sizes s where s.product_id = p.id and ${sizeWhere}
        order by s.position, s.id limit 1
      ) s on true
      where ${where}
      order by p.id limit 1`),
  );
  if (!row) return null;
  return {
    productId: Number(row.product_id),
    sizeId: row.size_id == null ? null : Number(row.size_id),
    minQty: Number(row.min_qty ?? 1),
    colors: row.colors ?? [],
  };
}

/** Most a line may hold; adding beyond it keeps the line at this quantity. */
export const MAX_LINE_QTY = 100_000;

/**
 * 'add': a new line starts at `qty`, an existing one grows by `increment` (it already holds at least the
 * minimum); 'set': the line holds `qty`. Never below `minQty` nor above MAX_LINE_QTY.
 */
export async function upsertLine(
  db: Database,
  line: {
    projectId: number;
    productId: number;
    sizeId: number;
    colour: string;
    qty: number;
    increment: number;
    minQty: number;
  },
  mode: 'add' | 'set',
) {
  const next = mode === 'add' ? sql`project_items.qty + ${line.increment}` : sql`excluded.qty`;
  await db.execute(sql`insert into project_items (project_id, product_id, product_size_id, colour, qty)
    values (${line.projectId}, ${line.productId}, ${line.sizeId}, ${line.colour}, ${line.qty})
    on conflict (project_id, product_size_id, colour)
    do update set qty = least(greatest(${next}, ${line.minQty}), ${MAX_LINE_QTY}), updated_at = now()`);
}

export async function deleteLineBySize(db: Database, projectId: number, sizeId: number, colour: string) {
  await db.execute(sql`delete from project_items
    where project_id = ${projectId} and product_size_id = ${sizeId} and colour = ${colour}`);
}

/** Who may reach a line: its project's owner, or the holder of its guest cart's temp id. */
export type LineAccess = { userId: number } | { tempProjectId: string };

/** A line the caller may reach, with its size's minimum; null otherwise (the caller answers 404). */
export async function findReachableLine(db: Database, lineId: number, access: LineAccess) {
  const owner =
    'userId' in access
      ? sql`pr.user_id = ${access.userId}`
      : sql`pr.user_id is null and pr.temp_project_id = ${access.tempProjectId}`;
  const [row] = rowsOf<{ project_id: number; min_qty: number }>(
    await db.execute(sql`select i.project_id, s.min_qty from project_items i
      join projects pr on pr.id = i.project_id
      join product_sizes s on s.id = i.product_size_id
      where i.id = ${lineId} and ${owner}`),
  );
  return row ? { projectId: Number(row.project_id), minQty: Number(row.min_qty) } : null;
}

export async function setLineQty(db: Database, lineId: number, qty: number) {
  await db.execute(sql`update project_items set qty = ${qty}, updated_at = now() where id = ${lineId}`);
}

export async function deleteLine(db: Database, lineId: number) {
  await db.execute(sql`delete from project_items where id = ${lineId}`);
}
