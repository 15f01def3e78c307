import { splitFullName } from '@app/domain';
import type { ShipToSnapshot } from '@app/domain/orders/order-draft';
import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../../lib/passwords.ts';
import type { Database } from '../../client.ts';
import { addresses, users } from '../../schema/index.ts';
import { DEMO_PASSWORD } from '../demo-accounts.ts';

type Homeowner = {
  email: string;
  fullName: string;
  shipping: { street: string; city: string; state: string; zipCode: string };
};

/** The demo homeowner (demo-accounts.ts) comes first; these six ordered too (password demo-pass-2026). */
export const HISTORY_HOMEOWNERS: Homeowner[] = [
  {
    email: 'olivia.park@demo.test',
    fullName: 'Olivia Park',
    shipping: { street: '1220 SW Morrison St', city: 'Portland', state: 'OR', zipCode: '97205' },
  },
  {
    email: 'marcus.reed@demo.test',
    fullName: 'Marcus Reed',
    shipping: { street: '4410 E Camelback Rd', city: 'Phoenix', state: 'AZ', zipCode: '85018' },
  },
  {
    email: 'sofia.alvarez@demo.test',
    fullName: 'Sofia Alvarez',
    shipping: { street: '2815 Fairmount St', city: 'Dallas', state: 'TX', zipCode: '75201' },
  },
  {
    email: 'daniel.kim@demo.test',
    fullName: 'Daniel Kim',
    shipping: { street: '1601 5th Ave', city: 'Seattle', state: 'WA', zipCode: '98101' },
  },
  {
    email: 'grace.holloway@demo.test',
    fullName: 'Grace Holloway',
    shipping: { street: '3900 W Charleston Blvd', city: 'Las Vegas', state: 'NV', zipCode: '89102' },
  },
  {
    email: 'ethan.brooks@demo.test',
    fullName: 'Ethan Brooks',
    shipping: { street: '1550 Larimer St', city: 'Denver', state: 'CO', zipCode: '80202' },
  },
];

/** A buyer of the history: the account and the address its orders ship to. */
export type Buyer = { id: number; shipTo: ShipToSnapshot };

/**
 * The buyers of the history, the demo homeowner first: the six homeowners are created (with a shipping
 * address) unless an account with their email exists; an existing account that is not a homeowner, or has
 * no shipping address, is left out. Empty when the demo homeowner is missing.
 */
export async function historyBuyers(tx: Database): Promise<Buyer[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  for (const h of HISTORY_HOMEOWNERS) {
    const { first_name, last_name } = splitFullName(h.fullName);
    const [user] = await tx
      .insert(users)
      .values({
        type: 'User',
        status: 'Active',
        fullName: h.fullName,
        firstName: first_name,
        lastName: last_name,
        email: h.email,
        passwordHash,
        phoneNumber: '4155550100',
        zipCode: h.shipping.zipCode,
        emailVerifiedAt: now,
        agreedTermsAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (user) await tx.insert(addresses).values({ userId: user.id, kind: 'shipping', ...h.shipping });
  }
  const emails = ['homeowner@demo.test', ...HISTORY_HOMEOWNERS.map((h) => h.email)];
  const rows = await tx
    .select({ id: users.id, email: users.email, address: addresses })
    .from(users)
    .innerJoin(addresses, and(eq(addresses.userId, users.id), eq(addresses.kind, 'shipping')))
    .where(and(inArray(users.email, emails), eq(users.type, 'User')));
  const buyers = emails.flatMap((email) => {
    const row = rows.find((r) => r.email === email);
    if (!row?.address.state) return [];
    const a = row.address;
    const shipTo = {
      street: a.street,
      city: a.city,
      state: a.state.toUpperCase(),
      zip_code: a.zipCode,
      apartment: a.apartment ?? '',
    };
    return [{ id: row.id, email, shipTo }];
  });
  return buyers[0]?.email === 'homeowner@demo.test' ? buyers.map(({ id, shipTo }) => ({ id, shipTo })) : [];
}
