import { OTP_MAX_ATTEMPTS } from '@app/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';

export type StoredCode = {
  id: number;
  /** The token the code was mailed for; null for codes older than that binding (never verifiable). */
  tokenId: number | null;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
};

/** Stores a new code and voids the user's earlier live ones for the purpose: only the newest mail counts. */
export async function replaceCode(
  db: Database,
  code: { userId: number; tokenId: number; purpose: string; codeHash: string; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.userId, code.userId),
          eq(oneTimeCodes.purpose, code.purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values(code);
  });
}

export async function latestCode(db: Database, userId: number, purpose: string): Promise<StoredCode | null> {
  const [row] = await db
    .select({
      id: oneTimeCodes.id,
      tokenId: oneTimeCodes.tokenId,
      codeHash: oneTimeCodes.codeHash,
      attempts: oneTimeCodes.attempts,
      expiresAt: oneTimeCodes.expiresAt,
      consumedAt: oneTimeCodes.consumedAt,
    })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row ?? null;
}

/** Counts one wrong try in the database itself, so parallel guesses cannot share one count. */
export async function addWrongAttempt(db: Database, id: number): Promise<number> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, id))
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? OTP_MAX_ATTEMPTS;
}

/** Uses the code once: only an unconsumed, unexpired, unburned code is taken; true when this call took it. */
export async function consumeCode(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

/** The admin's token passed the one-time code: it may now be used for admin actions (decision 0001). */
export async function markTokenOtpVerified(db: Database, tokenId: number) {
  await db.execute(sql`update auth_tokens set otp_verified_at = now() where id = ${tokenId}`);
}
