import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';

/** A product asked for as a sample: its vendor's offer (null size and price: none) and what an item names. */
export type SampleProductRow = {
  id: number;
  hash: string;
  name: string;
  listed: boolean;
  brand_id: number;
  brand_name: string;
  vendor_user_id: number | null;
  image_sha256: string | null;
  sample_size: string | null;
  sample_price_cents: number | null;
};

/** The products of these hashes (unknown hashes are simply absent), with their sample offers. */
export async function sampleProducts(db: Database, hashes: readonly string[]): Promise<SampleProductRow[]> {
  if (hashes.length === 0) return [];
  const rows = rowsOf<SampleProductRow>(
    await db.execute(sql`select p.id, p.hash, p.name, p.listed, b.id as brand_id, b.name as brand_name, b.vendor_user_id,
        (select pi.sha256 from product_images pi where pi.product_id = p.id order by pi.position limit 1)
          as image_sha256,
        p.sample_size, p.sample_price_cents
      from products p join brands b on b.id = p.brand_id
      where p.hash in (${sql.join(
        hashes.map((h) => sql`${h}`),
        sql`, `,
      )})`),
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    brand_id: Number(r.brand_id),
    vendor_user_id: r.vendor_user_id == null ? null : Number(r.vendor_user_id),
    sample_price_cents: r.sample_price_cents == null ? null : Number(r.sample_price_cents),
  }));
}

/**
 * Sample orders the account placed in the last `days` days, with those still being paid for (a pending
 * attempt of a sample draft). Called after locking the account's row, so two placements count each other.
 */
export async function recentSampleOrders(tx: Database, userId: number, days: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select (select count(*) from orders o where o.user_id = ${userId}
          and o.created_at > now() - make_interval(days => ${days})
          and exists (select 1 from order_items i where i.order_id = o.id and i.sample))
        + (select count(*) from payment_attempts a where a.user_id = ${userId} and a.status = 'pending'
          and (a.draft -> 'order' ->> 'samples') = 'true') as n`),
  );
  return Number(row?.n ?? 0);
}

/** Locks the account's row for the rest of `tx`: its sample placements queue, so the weekly count holds. */
export async function lockAccount(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}
