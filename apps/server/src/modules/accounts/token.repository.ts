import { REMEMBERED_SESSION_DAYS, SESSION_DAYS } from '@app/domain';
import { and, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { announce } from '../../db/broadcaster.ts';
import type { Database } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { accountColumns } from './users.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type IssuedToken = { token: string; id: number; expiresAt: Date };

/** Opaque bearer token: 32 random bytes, only its SHA-256 kept; 30 days, or 340 with remember me. */
export async function issueToken(
  db: Database,
  userId: number,
  opts: { remember?: boolean } = {},
): Promise<IssuedToken> {
  const token = randomToken();
  const days = opts.remember ? REMEMBERED_SESSION_DAYS : SESSION_DAYS;
  const expiresAt = new Date(Date.now() + days * DAY_MS);
  const [row] = await db
    .insert(authTokens)
    .values({ userId, tokenHash: sha256(token), remember: !!opts.remember, expiresAt })
    .returning({ id: authTokens.id });
  return { token, id: row.id, expiresAt };
}

const prepareLiveSession = (db: Database) =>
  db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      otpVerifiedAt: authTokens.otpVerifiedAt,
      account: accountColumns,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .prepare('auth_live_session');

/** Every request looks its token up: the query is built once per database and runs as a prepared statement. */
const liveSessionQueries = new WeakMap<Database, ReturnType<typeof prepareLiveSession>>();

/** A live token with its account, in one query; null when unknown, expired or revoked. */
export async function findLiveSession(db: Database, token: string) {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = prepareLiveSession(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash: sha256(token) });
  return row ?? null;
}

const TOUCH_EVERY_MS = 60_000;

/** Marks a token used, at most once a minute, so every request does not write. */
export async function touchToken(db: Database, tokenId: number, lastUsedAt: Date | null) {
  if (lastUsedAt && Date.now() - lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
  await db
    .update(authTokens)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(authTokens.id, tokenId),
        or(isNull(authTokens.lastUsedAt), lt(authTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}

/**
 * The channel on which revoked sessions are announced, by user id only (db/broadcaster.ts): a live connection
 * of that user (the project chat's WebSocket) checks its token again at once, in every process.
 */
export const SESSIONS_ENDED_CHANNEL = 'auth_sessions_ended';

const announceEnded = async (db: Database, revoked: { userId: number }[]) => {
  for (const userId of new Set(revoked.map((r) => r.userId)))
    await announce(db, SESSIONS_ENDED_CHANNEL, JSON.stringify({ user_id: userId }));
};

/** Revokes one token at once (logout). */
export async function revokeToken(db: Database, tokenId: number) {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(eq(authTokens.id, tokenId))
    .returning({ userId: authTokens.userId });
  await announceEnded(db, revoked);
}

/** Revokes every live token of a user, optionally keeping one (password change keeps the current session). */
export async function revokeUserTokens(db: Database, userId: number, opts: { exceptTokenId?: number } = {}) {
  const conditions: SQL[] = [eq(authTokens.userId, userId), isNull(authTokens.revokedAt)];
  if (opts.exceptTokenId) conditions.push(sql`${authTokens.id} <> ${opts.exceptTokenId}`);
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ userId: authTokens.userId });
  await announceEnded(db, revoked);
}
