import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';

/** Stores a new reset token's hash and voids the user's earlier unused ones: only the newest link works. */
export async function createPasswordReset(db: Database, userId: number, tokenHash: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ userId, tokenHash, expiresAt });
  });
}

/**
 * Marks the reset used if it belongs to the user, is unused and unexpired; true when it did. One UPDATE, so
 * two requests racing with the same link cannot both succeed.
 */
export async function consumePasswordReset(db: Database, userId: number, tokenHash: string, now: Date) {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

export async function findPasswordHash(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
