import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';

export type AddressKind = 'shipping' | 'billing';
export type Address = { street: string; city: string; state: string; zipCode: string; apartment: string };

/** One address per kind and user: saving replaces it. */
export async function saveAddress(db: Database, userId: number, kind: AddressKind, address: Address) {
  await db
    .insert(addresses)
    .values({ userId, kind, ...address })
    .onConflictDoUpdate({
      target: [addresses.userId, addresses.kind],
      set: { ...address, updatedAt: sql`now()` },
    });
}

export async function findAddress(db: Database, userId: number, kind: AddressKind): Promise<Address | null> {
  const [row] = await db
    .select({
      street: addresses.street,
      city: addresses.city,
      state: addresses.state,
      zipCode: addresses.zipCode,
      apartment: addresses.apartment,
    })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.kind, kind)));
  return row ?? null;
}
