import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema/index.ts';

/** The pro's default saved card on this provider, with its token (renewals charge it). */
export async function findSavedCard(db: Database, userId: number, provider: string) {
  const [row] = await db
    .select({ token: paymentMethods.providerToken, brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.isDefault, true),
        eq(paymentMethods.provider, provider),
      ),
    )
    .orderBy(desc(paymentMethods.id))
    .limit(1);
  return row ?? null;
}
