import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema/index.ts';
import type { SavedCard } from '../payments/payment-provider.ts';

export type StoredCard = {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  nameOnCard: string;
};

/** Keeps the provider's token, brand, last 4 and expiry as the default card; earlier cards stop being default. */
export async function saveDefaultCard(db: Database, userId: number, card: SavedCard, nameOnCard: string) {
  await db
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  await db.insert(paymentMethods).values({
    userId,
    provider: card.provider,
    providerToken: card.token,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    nameOnCard,
    isDefault: true,
  });
}

export async function findDefaultCard(db: Database, userId: number): Promise<StoredCard | null> {
  const [row] = await db
    .select({
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
      expMonth: paymentMethods.expMonth,
      expYear: paymentMethods.expYear,
      nameOnCard: paymentMethods.nameOnCard,
    })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)))
    .orderBy(desc(paymentMethods.id))
    .limit(1);
  return row ?? null;
}
