import { COIN_MESSAGES, expiredLots, expiringCoins, starterExpiry } from '@app/domain/ai-design/coins';
import type { Database } from '../../db/client.ts';
import {
  accountsWithExpiredGrants,
  appendEntry,
  currentBalance,
  lockWallet,
  lotsOf,
} from './coin-ledger.repository.ts';
import { aiCoinSettings } from './coin-settings.ts';

/**
 * Expiry of granted coins (issue 26 point 2, docs/api-ai-design.md "Coins"): written as `expire` entries by
 * whoever next holds the account's lock (a hold, a release, a purchase, POST get_credits) and by the
 * ai-coins job; a read in between subtracts what is due (spendableNow), so no answer ever counts an expired
 * coin. Call under lockWallet.
 */
export async function settleExpiries(tx: Database, aiUserId: number, now = new Date()): Promise<void> {
  for (const lot of expiredLots(await lotsOf(tx, aiUserId), now)) {
    await appendEntry(tx, {
      aiUserId,
      kind: 'expire',
      coins: -lot.remaining,
      lotId: lot.id,
      note: COIN_MESSAGES.starterExpired,
    });
  }
}

/**
 * The free starter coins of a new account, in its registration's transaction, with their expiry (said in the
 * entry and the welcome mail). Answers what was granted; null when the admin set none.
 */
export async function grantStarterCoins(tx: Database, aiUserId: number, now = new Date()) {
  const { starter_coins, starter_days } = await aiCoinSettings(tx);
  if (starter_coins === 0) return null;
  await lockWallet(tx, aiUserId);
  const expiresAt = starterExpiry(now, starter_days);
  await appendEntry(tx, {
    aiUserId,
    kind: 'grant',
    coins: starter_coins,
    note: COIN_MESSAGES.starter,
    expiresAt,
  });
  return { coins: starter_coins, expiresAt };
}

/**
 * What the account can spend now, without a lock: its balance less the granted coins that expired since
 * their `expire` entry was last due; and of that, the coins that will expire and when the soonest do.
 */
export async function spendableNow(db: Database, aiUserId: number, now = new Date()) {
  const lots = await lotsOf(db, aiUserId);
  const due = expiredLots(lots, now).reduce((sum, l) => sum + l.remaining, 0);
  return {
    balance: Math.max(0, (await currentBalance(db, aiUserId)) - due),
    expiring: expiringCoins(lots, now),
  };
}

/** The ai-coins job's expiry pass: every account with granted coins due is written off under its lock. */
export async function expireGrantedCoins(db: Database, now = new Date()): Promise<number> {
  const accounts = await accountsWithExpiredGrants(db, now);
  for (const aiUserId of accounts) {
    await db.transaction(async (tx) => {
      await lockWallet(tx, aiUserId);
      await settleExpiries(tx, aiUserId, now);
    });
  }
  return accounts.length;
}
