import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema/index.ts';

/** The provider token of the caller's default saved card for `provider`, or null. */
export async function findDefaultCardToken(db: Database, userId: number, provider: string) {
  const [row] = await db
    .select({ token: paymentMethods.providerToken })
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
  return row?.token ?? null;
}
