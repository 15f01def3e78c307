import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** An account as services see it (never the password hash unless asked for). */
export type Account = {
  id: number;
  type: string;
  status: string;
  email: string;
  fullName: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  phoneNumber: string;
  zipCode: string;
  emailVerifiedAt: Date | null;
  shopId: number | null;
};

export const accountColumns = {
  id: users.id,
  type: users.type,
  status: users.status,
  email: users.email,
  fullName: users.fullName,
  firstName: users.firstName,
  lastName: users.lastName,
  countryCode: users.countryCode,
  phoneNumber: users.phoneNumber,
  zipCode: users.zipCode,
  emailVerifiedAt: users.emailVerifiedAt,
  shopId: users.shopId,
};

export async function findAccountById(db: Database, id: number): Promise<Account | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Emails are unique case-insensitively (users_email_unique is on lower(email)). */
export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<(Account & { passwordHash: string | null }) | null> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row ?? null;
}

export async function emailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return !!row;
}
