import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { aiUsers } from '../../db/schema/index.ts';

/** An AI account as services see it (never the password hash unless asked for). */
export type AiAccount = {
  id: number;
  name: string;
  email: string;
  emailVerifiedAt: Date | null;
  /** The linked marketplace account, if any. */
  userId: number | null;
};

export const aiAccountColumns = {
  id: aiUsers.id,
  name: aiUsers.name,
  email: aiUsers.email,
  emailVerifiedAt: aiUsers.emailVerifiedAt,
  userId: aiUsers.userId,
};

const byEmail = (email: string) => eq(sql`lower(${aiUsers.email})`, email.trim().toLowerCase());

export async function findAiAccountById(db: Database, id: number): Promise<AiAccount | null> {
  const [row] = await db.select(aiAccountColumns).from(aiUsers).where(eq(aiUsers.id, id));
  return row ?? null;
}

/** Emails are unique case-insensitively among AI accounts (ai_users_email_unique is on lower(email)). */
export async function findAiAccountByEmail(
  db: Database,
  email: string,
): Promise<(AiAccount & { passwordHash: string }) | null> {
  const [row] = await db
    .select({ ...aiAccountColumns, passwordHash: aiUsers.passwordHash })
    .from(aiUsers)
    .where(byEmail(email));
  return row ?? null;
}

export async function aiEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: aiUsers.id }).from(aiUsers).where(byEmail(email));
  return !!row;
}

export async function insertAiUser(
  tx: Database,
  user: { name: string; email: string; passwordHash: string },
): Promise<number> {
  const [row] = await tx.insert(aiUsers).values(user).returning({ id: aiUsers.id });
  return row.id;
}

/** Sets email_verified_at once; a second call keeps the first moment. Returns the stored moment. */
export async function markAiEmailVerified(db: Database, id: number, at: Date): Promise<Date | null> {
  const [updated] = await db
    .update(aiUsers)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(aiUsers.id, id), isNull(aiUsers.emailVerifiedAt)))
    .returning({ at: aiUsers.emailVerifiedAt });
  if (updated) return updated.at;
  const [row] = await db.select({ at: aiUsers.emailVerifiedAt }).from(aiUsers).where(eq(aiUsers.id, id));
  return row?.at ?? null;
}

/**
 * Links the AI account to a marketplace account unless it is linked to another: one conditional UPDATE, so
 * two links at once cannot both win. The marketplace account's own second AI account is refused by the
 * unique index (the caller maps it). Answers whether the account is now linked to `userId`.
 */
export async function linkAiAccount(tx: Database, id: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .update(aiUsers)
    .set({ userId, updatedAt: sql`now()` })
    .where(and(eq(aiUsers.id, id), or(isNull(aiUsers.userId), eq(aiUsers.userId, userId))))
    .returning({ id: aiUsers.id });
  return !!row;
}
