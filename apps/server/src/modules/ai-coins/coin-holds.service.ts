import { COIN_MESSAGES, drawCoins } from '@app/domain/ai-design/coins';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  appendEntry,
  type CoinEntryRow,
  currentBalance,
  drawsOf,
  endOfHold,
  findEntry,
  insertDraws,
  lockWallet,
  lotsOf,
} from './coin-ledger.repository.ts';
import { settleExpiries } from './coin-wallet.service.ts';

/**
 * A generation's coins (issue 26 point 2; product.md "AI coins"): it holds them when it starts, then
 * captures them on success or releases them on failure. Each call takes the caller's transaction and locks
 * the AI account's row first, so holds of one account queue and the balance never goes below zero.
 */

const ENDED = {
  captured: 'These coins were already spent; they cannot be returned.',
  released: 'These coins were already returned; they cannot be spent.',
} as const;

/**
 * Holds `coins` of the account for something under way (`note` names it in the history): granted coins
 * expiring soonest first, bought coins last (domain spendOrder). Answers the hold's entry id. Short: 402
 * 'You need N coins for this; you have M.' and nothing written.
 */
export async function holdCoins(
  tx: Database,
  aiUserId: number,
  coins: number,
  note: string,
): Promise<number> {
  if (!Number.isInteger(coins) || coins < 1)
    throw new RangeError(`a hold is of 1 coin or more, not ${coins}`);
  const now = new Date();
  if (!(await lockWallet(tx, aiUserId))) throw new AppError('unauthenticated');
  await settleExpiries(tx, aiUserId, now);
  const balance = await currentBalance(tx, aiUserId);
  const draws = balance >= coins ? drawCoins(await lotsOf(tx, aiUserId), coins, now) : null;
  if (!draws) throw new AppError('payment_required', COIN_MESSAGES.short(coins, balance));
  const hold = await appendEntry(tx, { aiUserId, kind: 'hold', coins: -coins, note });
  await insertDraws(tx, hold.id, draws);
  return hold.id;
}

/** The hold, under its account's lock, and how it ended (null while it is held). */
async function lockedHold(
  tx: Database,
  holdId: number,
): Promise<{ hold: CoinEntryRow; end: CoinEntryRow | null }> {
  const hold = await findEntry(tx, holdId);
  if (hold?.kind !== 'hold') throw new RangeError(`${holdId} is not a coin hold`);
  await lockWallet(tx, hold.aiUserId);
  return { hold, end: await endOfHold(tx, holdId) };
}

/**
 * Spends a hold's coins (the generation succeeded): a `capture` entry of 0 (the balance went down with the
 * hold). Again on a captured hold: nothing. On a released one: 409.
 */
export async function captureHold(tx: Database, holdId: number): Promise<void> {
  const { hold, end } = await lockedHold(tx, holdId);
  if (end?.kind === 'capture') return;
  if (end) throw new AppError('conflict', ENDED.released);
  await appendEntry(tx, { aiUserId: hold.aiUserId, kind: 'capture', coins: 0, holdId, note: hold.note });
}

/**
 * Gives a hold's coins back (the generation failed) to the lots they came from; granted coins that expired
 * meanwhile expire again at once. Again on a released hold: nothing. On a captured one: 409.
 */
export async function releaseHold(tx: Database, holdId: number): Promise<void> {
  const { hold, end } = await lockedHold(tx, holdId);
  if (end?.kind === 'release') return;
  if (end) throw new AppError('conflict', ENDED.captured);
  const release = await appendEntry(tx, {
    aiUserId: hold.aiUserId,
    kind: 'release',
    coins: -hold.coins,
    holdId,
    note: hold.note,
  });
  await insertDraws(
    tx,
    release.id,
    (await drawsOf(tx, holdId)).map((d) => ({ lotId: d.lotId, coins: -d.coins })),
  );
  await settleExpiries(tx, hold.aiUserId);
}
