import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';

/** An item of the homeowner's order as substitutes are found for it; null when it is not theirs. */
export type DeclinedItem = {
  id: number;
  status: string;
  productName: string;
  lineTotal: number;
  unitPrice: number;
  productSizeId: number;
  designId: number | null;
  projectId: number | null;
  estimateId: number | null;
  hash: string;
  colors: string[];
};

export async function declinedItemOf(
  db: Database,
  userId: number,
  itemId: number,
): Promise<DeclinedItem | null> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select i.id, i.status, i.product_name, i.line_total, i.unit_price, i.product_size_id,
        i.design_id, o.project_id, o.estimate_id, p.hash, p.colors
      from order_items i join orders o on o.id = i.order_id join products p on p.id = i.product_id
      where i.id = ${itemId} and o.user_id = ${userId}`),
  );
  if (!row) return null;
  const id = (v: unknown) => (v == null ? null : Number(v));
  return {
    id: Number(row.id),
    status: String(row.status),
    productName: String(row.product_name),
    lineTotal: Number(row.line_total),
    unitPrice: Number(row.unit_price),
    productSizeId: Number(row.product_size_id),
    designId: id(row.design_id),
    projectId: id(row.project_id),
    estimateId: id(row.estimate_id),
    hash: String(row.hash),
    colors: Array.isArray(row.colors) ? (row.colors as string[]) : [],
  };
}
