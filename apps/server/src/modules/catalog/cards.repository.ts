import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { cardRowsOf, cardsJson, pricingCtes } from './card-sql.ts';
import type { ShowroomRef } from './catalog.schemas.ts';
import { type ProductCard, toProductCard } from './product-card.ts';

/**
 * ProductCards priced for the showroom for the products a `pick` query selects: a SELECT of `(id, ord)`
 * that may use the `sr` CTE. One round trip.
 */
export async function cardsFor(db: Database, ref: ShowroomRef, pick: SQL): Promise<ProductCard[]> {
  const [row] = rowsOf<{ rows: unknown[][] | string }>(
    await db.execute(sql`with ${pricingCtes(ref)}, pick as (${pick}) select ${cardsJson} as rows`),
  );
  return cardRowsOf(row?.rows).map(toProductCard);
}
