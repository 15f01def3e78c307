import { SESSION_DAYS } from '@app/domain';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { aiTokens, aiUsers } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { aiAccountColumns } from './ai-users.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The AI session's token (the AIauthToken header): 32 random bytes, only its SHA-256 kept, 30 days. Its own
 * table: a marketplace token is never found here, nor an AI token among the marketplace's.
 */
export async function issueAiToken(db: Database, aiUserId: number): Promise<string> {
  const token = randomToken();
  await db
    .insert(aiTokens)
    .values({ aiUserId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) });
  return token;
}

/** A live AI token with its account, in one query; null when unknown, expired or revoked. */
export async function findLiveAiSession(db: Database, token: string) {
  const [row] = await db
    .select({ tokenId: aiTokens.id, lastUsedAt: aiTokens.lastUsedAt, account: aiAccountColumns })
    .from(aiTokens)
    .innerJoin(aiUsers, eq(aiUsers.id, aiTokens.aiUserId))
    .where(
      and(
        eq(aiTokens.tokenHash, sha256(token)),
        isNull(aiTokens.revokedAt),
        gt(aiTokens.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/** Marks a token used, at most once a minute. */
export async function touchAiToken(db: Database, tokenId: number, lastUsedAt: Date | null) {
  if (lastUsedAt && Date.now() - lastUsedAt.getTime() < 60_000) return;
  await db
    .update(aiTokens)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(aiTokens.id, tokenId),
        or(isNull(aiTokens.lastUsedAt), lt(aiTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
