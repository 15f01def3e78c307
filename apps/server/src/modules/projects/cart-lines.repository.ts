import { MAX_LINE_QTY } from '@app/domain/catalog/quantity';
import { rowIdOf } from '@app/domain/shared/input-limits';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { memoStatement } from '../../db/prepared.ts';
import { runStatement } from '../../db/statements.ts';
import { markupJoins, pricingCtes, sizeCardColumns } from '../catalog/card-sql.ts';
import type { ShowroomRef } from '../catalog/catalog.schemas.ts';
import type { ProductCardRow } from '../catalog/product-card.ts';
import { showroomShape, showroomSlots } from '../catalog/showroom-products.repository.ts';

/**
 * A cart line with what its card and price need: the line's own size, priced by the catalogue's rules, and
 * the vendor account of its brand (null when the brand has none).
 */
export type CartLineRow = ProductCardRow & {
  line_id: number;
  qty: number;
  colour: string;
  vendor_user_id: number | null;
  design_id: number | null;
  design_version: number | null;
  /** Shoppers may buy it (decision 0017): a line of a product hidden since is shown, never ordered. */
  listed: boolean;
};

/** Built once per showroom shape (prepared.ts memoStatement): the cart and every checkout read it. */
const pricedLinesStatement = memoStatement(
  (input: { projectId: number; ref: ShowroomRef }) => showroomShape(input.ref),
  (input) => ({ projectId: input.projectId, vsd: input.ref.vsd_id, owner: input.ref.showroom }),
  (input, v) => sql`with ${pricingCtes(showroomSlots(input.ref, v.vsd, v.owner))}
      select i.id as line_id, i.qty, i.colour, i.design_id, i.design_version, b.vendor_user_id, p.listed,
        ${sizeCardColumns}
      from project_items i
      join products p on p.id = i.product_id
      join product_sizes s on s.id = i.product_size_id
      join brands b on b.id = p.brand_id
      join categories c on c.id = p.category_id
      ${markupJoins}
      where i.project_id = ${v.projectId}
      order by i.id`,
);

/**
 * A project's lines priced for `ref` (the project's showroom), oldest first, in one query: the markup rule
 * and platform fee are resolved exactly as the catalogue resolves them (card-sql.ts).
 */
export function pricedLines(db: Database, projectId: number, ref: ShowroomRef): Promise<CartLineRow[]> {
  return runStatement<CartLineRow>(db, pricedLinesStatement({ projectId, ref }));
}

/** A product (hash or id) and one of its sizes (the default one when `sizeId` is absent). */
export type SizeChoice = {
  productId: number;
  sizeId: number | null;
  minQty: number;
  colors: string[];
  name: string;
  listed: boolean;
};

type SizeInput = { product: string | number; sizeId: number | undefined };
/** A product named by id: digits within the id column's range (anything else is a hash). */
const isId = (product: string | number) => rowIdOf(product) != null;

/** Built once per shape (prepared.ts memoStatement): every cart write resolves its lines with it. */
const productSizeStatement = memoStatement(
  (input: SizeInput) =>
    `${isId(input.product) ? 'id' : 'hash'}:${input.sizeId === undefined ? 'default' : 'size'}`,
  (input) => ({ key: String(input.product), id: Number(input.product), sizeId: input.sizeId }),
  (input, v) => sql`select p.id as product_id, p.colors, p.name, p.listed, s.id as size_id, s.min_qty
      from products p
      left join lateral (
        select s.id, s.min_qty from product_sizes s
        where s.product_id = p.id and ${input.sizeId === undefined ? sql`true` : sql`s.id = ${v.sizeId}`}
        order by s.position, s.id limit 1
      ) s on true
      where ${isId(input.product) ? sql`(p.hash = ${v.key} or p.id = ${v.id})` : sql`p.hash = ${v.key}`}
      order by p.id limit 1`,
);

export async function findProductSize(
  db: Database,
  product: string | number,
  sizeId: number | undefined,
): Promise<SizeChoice | null> {
  const [row] = await runStatement<{
    product_id: number;
    size_id: number | null;
    min_qty: number | null;
    colors: string[];
    name: string;
    listed: boolean;
  }>(db, productSizeStatement({ product, sizeId }));
  if (!row) return null;
  return {
    productId: Number(row.product_id),
    sizeId: row.size_id == null ? null : Number(row.size_id),
    minQty: Number(row.min_qty ?? 1),
    colors: row.colors ?? [],
    name: row.name,
    listed: row.listed === true,
  };
}

/** Most a line may hold (domain rule); adding beyond it keeps the line at this quantity. */
export { MAX_LINE_QTY };

type LineUpsert = {
  projectId: number;
  /** The 3-D design (and version) the line is added from; null keeps what the line had. */
  designId?: number | null;
  designVersion?: number | null;
  productId: number;
  sizeId: number;
  colour: string;
  qty: number;
  increment: number;
  minQty: number;
};

const upsertLineStatement = memoStatement(
  (input: { line: LineUpsert; mode: 'add' | 'set' }) => input.mode,
  ({ line }) => ({ ...line, designId: line.designId ?? null, designVersion: line.designVersion ?? null }),
  ({ mode }, v) => sql`insert into project_items
      (project_id, product_id, product_size_id, colour, qty, design_id, design_version)
    values (${v.projectId}, ${v.productId}, ${v.sizeId}, ${v.colour}, ${v.qty}, ${v.designId}::int, ${v.designVersion}::int)
    on conflict (project_id, product_size_id, colour)
    do update set qty = least(greatest(${mode === 'add' ? sql`project_items.qty + ${v.increment}` : sql`excluded.qty`},
      ${v.minQty}), ${MAX_LINE_QTY}), updated_at = now(),
      design_id = coalesce(excluded.design_id, project_items.design_id),
      design_version = case when excluded.design_id is null then project_items.design_version
        else excluded.design_version end`,
);

/**
 * 'add': a new line starts at `qty`, an existing one grows by `increment` (it already holds at least the
 * minimum); 'set': the line holds `qty`. Never below `minQty` nor above MAX_LINE_QTY.
 */
export async function upsertLine(db: Database, line: LineUpsert, mode: 'add' | 'set') {
  await runStatement(db, upsertLineStatement({ line, mode }));
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

/**
 * The number of lines of a project, read after locking the project's row for the rest of `tx`, so
 * concurrent writes to one cart count one after another (the cart line limit).
 */
export async function lockedLineCount(tx: Database, projectId: number): Promise<number> {
  await tx.execute(sql`select 1 from projects where id = ${projectId} for update`);
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from project_items where project_id = ${projectId}`),
  );
  return Number(row?.n ?? 0);
}
