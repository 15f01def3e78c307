import type { CoinLot } from '@app/domain/ai-design/coins';
import type { CoinEntryKind } from '@app/domain/ai-design/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { aiCoinDraws, aiCoinEntries, aiUsers } from '../../db/schema/index.ts';

export type CoinEntryRow = typeof aiCoinEntries.$inferSelect;

/**
 * Locks the AI account's row for the rest of `tx`: every write to its coins queues here, so a balance read
 * after the lock is the one the next entry follows (50 holds at once on 10 coins: 10 succeed). False when
 * there is no such account.
 */
export async function lockWallet(tx: Database, aiUserId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: aiUsers.id })
    .from(aiUsers)
    .where(eq(aiUsers.id, aiUserId))
    .for('update');
  return !!row;
}

/** The account's balance: its newest entry's (0 before any). */
export async function currentBalance(db: Database, aiUserId: number): Promise<number> {
  const [row] = await db
    .select({ balance: aiCoinEntries.balance })
    .from(aiCoinEntries)
    .where(eq(aiCoinEntries.aiUserId, aiUserId))
    .orderBy(desc(aiCoinEntries.id))
    .limit(1);
  return row?.balance ?? 0;
}

export type NewCoinEntry = {
  aiUserId: number;
  kind: CoinEntryKind;
  coins: number;
  note: string;
  expiresAt?: Date | null;
  holdId?: number | null;
  lotId?: number | null;
  purchaseId?: number | null;
};

/**
 * Appends one entry after the account's newest, its balance that one's plus `coins` — in one statement,
 * under the caller's lockWallet (the table's trigger checks the sum again and refuses UPDATE and DELETE).
 */
export async function appendEntry(tx: Database, e: NewCoinEntry): Promise<CoinEntryRow> {
  const previous = sql`coalesce((select ${aiCoinEntries.balance} from ${aiCoinEntries}
    where ${aiCoinEntries.aiUserId} = ${e.aiUserId} order by ${aiCoinEntries.id} desc limit 1), 0)`;
  const [row] = await tx
    .insert(aiCoinEntries)
    .values({ ...e, balance: sql`${previous} + ${e.coins}` })
    .returning();
  return row;
}

/** Which lots a hold took its coins from (+), or its release gave them back to (−). */
export async function insertDraws(tx: Database, entryId: number, draws: { lotId: number; coins: number }[]) {
  if (draws.length === 0) return;
  await tx.insert(aiCoinDraws).values(draws.map((d) => ({ entryId, lotId: d.lotId, coins: d.coins })));
}

/** A hold's draws, per lot. */
export async function drawsOf(db: Database, holdId: number) {
  return db
    .select({ lotId: aiCoinDraws.lotId, coins: aiCoinDraws.coins })
    .from(aiCoinDraws)
    .where(eq(aiCoinDraws.entryId, holdId));
}

/**
 * The account's lots (grants and purchases) with what is left of each: its coins, less those drawn by holds
 * not released, less what expired or was refunded of it.
 */
export async function lotsOf(
  db: Database,
  aiUserId: number,
): Promise<(CoinLot & { purchaseId: number | null })[]> {
  const rows = rowsOf<{
    id: number;
    kind: 'grant' | 'purchase';
    remaining: number;
    expires_at: string | Date | null;
    purchase_id: number | null;
  }>(
    await db.execute(sql`select l.id, l.kind, l.expires_at, l.purchase_id,
        (l.coins
          - coalesce((select sum(d.coins) from ai_coin_draws d where d.lot_id = l.id), 0)
          + coalesce((select sum(x.coins) from ai_coin_entries x where x.lot_id = l.id), 0))::int as remaining
      from ai_coin_entries l
      where l.ai_user_id = ${aiUserId} and l.kind in ('grant', 'purchase')
      order by l.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    remaining: Number(r.remaining),
    expiresAt: r.expires_at == null ? null : new Date(r.expires_at),
    purchaseId: r.purchase_id == null ? null : Number(r.purchase_id),
  }));
}

/** One entry of the account by id, or null. */
export async function findEntry(db: Database, id: number): Promise<CoinEntryRow | null> {
  const [row] = await db.select().from(aiCoinEntries).where(eq(aiCoinEntries.id, id));
  return row ?? null;
}

/** The capture or release that ended a hold, if any. */
export async function endOfHold(db: Database, holdId: number): Promise<CoinEntryRow | null> {
  const [row] = await db
    .select()
    .from(aiCoinEntries)
    .where(and(eq(aiCoinEntries.holdId, holdId), inArray(aiCoinEntries.kind, ['capture', 'release'])));
  return row ?? null;
}

/** The account's entries, newest first. */
export function history(db: Database, aiUserId: number, limit: number) {
  return db
    .select()
    .from(aiCoinEntries)
    .where(eq(aiCoinEntries.aiUserId, aiUserId))
    .orderBy(desc(aiCoinEntries.id))
    .limit(limit);
}

/** Accounts with granted coins past their expiry and not yet written off (the expiry job's work). */
export async function accountsWithExpiredGrants(db: Database, now: Date, limit = 100): Promise<number[]> {
  const rows = rowsOf<{ ai_user_id: number }>(
    await db.execute(sql`select distinct l.ai_user_id from ai_coin_entries l
      where l.kind = 'grant' and l.expires_at <= ${now.toISOString()}::timestamptz
        and l.coins - coalesce((select sum(d.coins) from ai_coin_draws d where d.lot_id = l.id), 0)
          + coalesce((select sum(x.coins) from ai_coin_entries x where x.lot_id = l.id), 0) > 0
      limit ${limit}`),
  );
  return rows.map((r) => Number(r.ai_user_id));
}
