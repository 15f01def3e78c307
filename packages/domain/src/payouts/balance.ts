import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { NEGATIVE_BALANCE_DUE_DAYS, TIME_ZONE } from '../shared/constants.ts';

/** One ledger entry of a payee's account (contractor or vendor), as the balance rules need it. */
export type BalanceEntry = {
  /** Signed cents: + owed to the payee (profit), − taken back (refund) or paid out (payout). */
  amountCents: number;
  /** When the entry was written; an entry written after `now` does not exist yet. */
  createdAt: Date;
  /** When its money may be paid out; null = at once (released vendor entries, payouts). */
  availableAt: Date | null;
  /**
   * Held until an event rather than a date (a vendor's share until its item is Delivered): pending whatever
   * `availableAt` says, until a `release` entry moves it out of the held account.
   */
  held?: boolean;
};

/** A payee's balance at one moment; every amount integer cents. */
export type Balance = {
  /** Sum of every entry written by `now` (= pending + settled). */
  totalCents: number;
  /** Entries whose `availableAt` is still in the future, and held entries. */
  pendingCents: number;
  /** Settled entries (available by `now`), summed: may be negative after a refund of paid-out profit. */
  settledCents: number;
  /** What may be paid out now: the settled sum when positive, else 0. */
  availableCents: number;
  /** What the payee owes back now: −settled when settled < 0, else 0. */
  negativeCents: number;
  /** When the settled sum last went below zero (null when it is not negative now). */
  negativeSince: Date | null;
  /** The negative balance is payable within 10 days of going negative (spec point 9). */
  negativeDueAt: Date | null;
};

const time = (d: Date) => d.getTime();

/** When an entry counts as settled: once it exists and its money is available. */
const settlesAt = (e: BalanceEntry) =>
  e.availableAt && time(e.availableAt) > time(e.createdAt) ? e.availableAt : e.createdAt;

/** The due date of a balance that went negative at `since`: 10 calendar days later, same LA wall-clock time. */
export const negativeBalanceDueAt = (since: Date): Date =>
  new Date(addDays(new TZDate(since.getTime(), TIME_ZONE), NEGATIVE_BALANCE_DUE_DAYS).getTime());

/**
 * A payee's balance as of `now` from its ledger entries (product.md "Money": balances are sums of the
 * ledger, never a stored number). Pending money does not offset a negative settled balance: it may still be
 * refunded, so the debt is due on its own schedule.
 */
export function balanceAsOf(entries: readonly BalanceEntry[], now: Date): Balance {
  const t = time(now);
  const written = entries.filter((e) => time(e.createdAt) <= t);
  const settled = written
    .filter((e) => !e.held && time(settlesAt(e)) <= t)
    .sort((a, b) => time(settlesAt(a)) - time(settlesAt(b)));
  let running = 0;
  let negativeSince: Date | null = null;
  for (const e of settled) {
    const before = running;
    running += e.amountCents;
    if (running < 0 && before >= 0) negativeSince = settlesAt(e);
    if (running >= 0) negativeSince = null;
  }
  const totalCents = written.reduce((s, e) => s + e.amountCents, 0);
  return {
    totalCents,
    pendingCents: totalCents - running,
    settledCents: running,
    availableCents: Math.max(running, 0),
    negativeCents: Math.max(-running, 0),
    negativeSince,
    negativeDueAt: negativeSince ? negativeBalanceDueAt(negativeSince) : null,
  };
}

/**
 * The balance of the ledger as it stands: every entry written so far counts, even one stamped a moment
 * after `now` (another process's clock, or a transaction that began later and committed first), and
 * availability is judged at `now`. What payout runs and the balance page use.
 */
export const currentBalance = (entries: readonly BalanceEntry[], now: Date): Balance =>
  balanceAsOf(
    entries.map((e) => (time(e.createdAt) > time(now) ? { ...e, createdAt: now } : e)),
    now,
  );

/** True when a negative balance is past its due date at `now`. */
export const negativeBalanceOverdue = (b: Balance, now: Date) =>
  b.negativeDueAt != null && time(now) > time(b.negativeDueAt);

/**
 * What a payout run may transfer to the payee now: all of the available balance, never more, and nothing
 * when the settled balance is zero or negative.
 */
export const payoutAmount = (b: Balance): number => (b.settledCents > 0 ? b.settledCents : 0);
