import type { AiCredits, CoinEntry } from '@app/domain/ai-design/contract';
import type { Database } from '../../db/client.ts';
import { type CoinEntryRow, history, lockWallet } from './coin-ledger.repository.ts';
import { aiCoinSettings } from './coin-settings.ts';
import { settleExpiries, spendableNow } from './coin-wallet.service.ts';

/** The history POST /api/AI/get_credits answers: the newest 50 entries. */
export const HISTORY_LIMIT = 50;

/** An entry as the history shows it (coinEntrySchema). */
export const coinEntryOf = (e: CoinEntryRow): CoinEntry => ({
  id: e.id,
  kind: e.kind,
  coins: e.coins,
  balance: e.balance,
  note: e.note,
  expires_at: e.expiresAt?.toISOString() ?? null,
  created_at: e.createdAt.toISOString(),
});

/** The coins an AI account can spend now (aiUserSchema `coins`). */
export async function spendableCoins(db: Database, aiUserId: number): Promise<number> {
  return (await spendableNow(db, aiUserId)).balance;
}

/**
 * POST /api/AI/get_credits: granted coins due to expire are written off first (under the account's lock, so
 * the history's newest balance is the balance), then the balance, what will expire, the costs, the packs on
 * sale and the newest 50 entries.
 */
export async function readCredits(db: Database, aiUserId: number): Promise<AiCredits> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await lockWallet(tx, aiUserId);
    await settleExpiries(tx, aiUserId, now);
  });
  const [{ balance, expiring }, settings, entries] = await Promise.all([
    spendableNow(db, aiUserId, now),
    aiCoinSettings(db),
    history(db, aiUserId, HISTORY_LIMIT),
  ]);
  return {
    balance,
    expiring: { coins: expiring.coins, at: expiring.at?.toISOString() ?? null },
    costs: settings.costs,
    packs: settings.packs,
    history: entries.map(coinEntryOf),
  };
}
