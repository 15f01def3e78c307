import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Sets email_verified_at once; a second call keeps the first moment. Returns the stored moment. */
export async function markEmailVerified(db: Database, userId: number, at: Date): Promise<Date | null> {
  const [updated] = await db
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ at: users.emailVerifiedAt });
  if (updated) return updated.at;
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}
