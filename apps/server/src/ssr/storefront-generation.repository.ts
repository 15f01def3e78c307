import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client.ts';

/**
 * The storefront generation now (migration 0031): a sequence that moves at the commit of every write to what
 * a storefront page shows. Compare a cached page's generation with it before serving the page. A sequence's
 * row is read outside MVCC, so this is the latest value whatever the caller's snapshot; one cheap query.
 * As text: node-postgres and PGlite read a bigint differently.
 */
export async function storefrontGeneration(db: Database): Promise<string> {
  const [row] = rowsOf<{ g: string }>(
    await db.execute(sql`select last_value::text as g from storefront_generation`),
  );
  return row.g;
}

/**
 * The generation to cache a page under, read BEFORE rendering it; null while a storefront write is committing
 * (it has moved the generation but readers may not see its rows yet): render that page, but do not cache it.
 * Never waits and holds no lock afterwards (storefront_generation_settled in migration 0031).
 */
export async function settledStorefrontGeneration(db: Database): Promise<string | null> {
  const [row] = rowsOf<{ g: string | null }>(
    await db.execute(sql`select storefront_generation_settled() as g`),
  );
  return row.g;
}
