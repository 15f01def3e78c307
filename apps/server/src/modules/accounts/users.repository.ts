import { splitFullName } from '@app/domain';
import { eq, inArray, sql } from 'drizzle-orm';
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

export type NewUser = typeof users.$inferInsert;
/** The account fields a profile edit may change. */
export type UserChanges = Partial<
  Pick<NewUser, 'fullName' | 'firstName' | 'lastName' | 'countryCode' | 'phoneNumber' | 'zipCode'>
>;

/** A new account's row from a registration form: the name split as the spec says, the terms agreed now. */
export function registrationRow(
  input: { full_name: string; email: string; country_code: string; phone_number: string },
  extra: Pick<NewUser, 'type' | 'status' | 'passwordHash' | 'zipCode'> & Partial<NewUser>,
): NewUser {
  const { first_name, last_name } = splitFullName(input.full_name);
  return {
    fullName: input.full_name,
    firstName: first_name,
    lastName: last_name,
    email: input.email,
    countryCode: input.country_code,
    phoneNumber: input.phone_number,
    agreedTermsAt: new Date(),
    ...extra,
  };
}

export async function insertUser(tx: Database, user: NewUser): Promise<number> {
  const [row] = await tx.insert(users).values(user).returning({ id: users.id });
  return row.id;
}

export async function updateUser(tx: Database, id: number, changes: UserChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tx
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** The name and email a mail to the user needs; null when there is no such user. */
export async function findMailee(db: Database, id: number) {
  return (await findMailees(db, [id])).get(id) ?? null;
}

/** Several accounts' mail addresses and first names, by id (an id with no account is left out). */
export async function findMailees(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { email: string; firstName: string }>();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { email: r.email, firstName: r.firstName }]));
}

/** An account's status (spec point 3): Active, Approve, Deactive, or a pending one such as Pending or Declined. */
export async function setUserStatus(tx: Database, id: number, status: string): Promise<void> {
  await tx.update(users).set({ status, updatedAt: sql`now()` }).where(eq(users.id, id));
}

/** Every admin's address: a pro waiting for verification is announced to them. */
export async function adminEmails(db: Database): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.type, 'Admin'));
  return rows.map((r) => r.email);
}
