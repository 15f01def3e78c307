import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payoutAccounts, users } from '../../db/schema/index.ts';
import { payeeAccountType } from './ledger-balance.repository.ts';

export type PayoutAccount = {
  userId: number;
  provider: string;
  accountId: string;
  status: 'pending' | 'active';
};

const toAccount = (row: typeof payoutAccounts.$inferSelect): PayoutAccount => ({
  userId: row.userId,
  provider: row.provider,
  accountId: row.accountId,
  status: row.status === 'active' ? 'active' : 'pending',
});

export async function findPayoutAccount(db: Database, userId: number, lock = false) {
  const query = db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toAccount(row) : null;
}

/** Stores the user's account; a concurrent connect that stored one first wins (its row is answered). */
export async function savePayoutAccount(db: Database, a: PayoutAccount) {
  await db
    .insert(payoutAccounts)
    .values({ userId: a.userId, provider: a.provider, accountId: a.accountId, status: a.status })
    .onConflictDoNothing({ target: payoutAccounts.userId });
  return findPayoutAccount(db, a.userId);
}

export async function setPayoutAccountStatus(db: Database, userId: number, status: PayoutAccount['status']) {
  await db
    .update(payoutAccounts)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(payoutAccounts.userId, userId));
}

/**
 * Every payee (Contractor or Vendor) with an active connected account at this provider, by user id (the
 * run's list), with the ledger account it is paid from.
 */
export async function payeePayoutAccounts(db: Database, provider: string) {
  const rows = await db
    .select({ account: payoutAccounts, type: users.type })
    .from(payoutAccounts)
    .innerJoin(users, eq(users.id, payoutAccounts.userId))
    .where(
      sql`${payoutAccounts.status} = 'active' and ${payoutAccounts.provider} = ${provider}
        and ${users.type} in ('Contractor', 'Vendor') and ${users.status} in ('Active', 'Approve')`,
    )
    .orderBy(payoutAccounts.userId);
  return rows.map((r) => ({ ...toAccount(r.account), accountType: payeeAccountType(r.type) }));
}
