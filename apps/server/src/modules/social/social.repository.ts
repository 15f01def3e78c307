import { splitFullName } from '@app/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { socialAccounts, users } from '../../db/schema/index.ts';
import type { SocialIdentity } from './id-token.ts';

export async function findLinkedUserId(
  db: Database,
  provider: string,
  subject: string,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)));
  return row?.userId ?? null;
}

export async function linkSocialAccount(db: Database, userId: number, identity: SocialIdentity) {
  await db
    .insert(socialAccounts)
    .values({ userId, provider: identity.provider, subject: identity.subject, email: identity.email });
}

/** The provider vouched for the address: record it as verified if it was not yet. */
export async function markVerifiedByProvider(db: Database, userId: number, at: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/**
 * A new homeowner (type User, Active) from a verified ID token, linked to it, in one transaction. The
 * password hash is of a random secret nobody knows; the owner can set one through the reset link.
 */
export async function createSocialUser(
  db: Database,
  identity: SocialIdentity & { email: string },
  unusablePasswordHash: string,
): Promise<number> {
  const fullName = identity.name ?? identity.email.split('@')[0];
  const { first_name, last_name } = splitFullName(fullName);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        type: 'User',
        status: 'Active',
        fullName,
        firstName: first_name,
        lastName: last_name,
        email: identity.email,
        passwordHash: unusablePasswordHash,
        emailVerifiedAt: identity.emailVerified ? new Date() : null,
      })
      .returning({ id: users.id });
    await linkSocialAccount(tx, user.id, identity);
    return user.id;
  });
}
