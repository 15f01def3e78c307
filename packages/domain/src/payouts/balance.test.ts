import { describe, expect, it } from 'vitest';
import { contractorFundsAvailableAt } from '../orders/business-days.ts';
import { type BalanceEntry, balanceAsOf, negativeBalanceOverdue, payoutAmount } from './balance.ts';
import { maskAccountId } from './connected-account.ts';

const d = (iso: string) => new Date(iso);
const paidAt = d('2026-01-05T18:00:00Z'); // a Monday
const availableAt = contractorFundsAvailableAt(paidAt);
const profit = (cents: number, at = paidAt): BalanceEntry => ({
  amountCents: cents,
  createdAt: at,
  availableAt: contractorFundsAvailableAt(at),
});
const now = (cents: number, at: Date): BalanceEntry => ({
  amountCents: cents,
  createdAt: at,
  availableAt: null,
});

describe('balanceAsOf', () => {
  it('keeps profit pending until 46 business days after payment, then makes it available', () => {
    const entries = [profit(12_000)];
    const before = balanceAsOf(entries, new Date(availableAt.getTime() - 1));
    expect(before).toMatchObject({ pendingCents: 12_000, availableCents: 0, totalCents: 12_000 });
    expect(payoutAmount(before)).toBe(0);
    const after = balanceAsOf(entries, availableAt);
    expect(after).toMatchObject({ pendingCents: 0, availableCents: 12_000, negativeCents: 0 });
    expect(after.negativeDueAt).toBeNull();
    expect(payoutAmount(after)).toBe(12_000);
  });

  it('ignores entries written after the moment asked about', () => {
    expect(balanceAsOf([profit(500)], d('2026-01-01T00:00:00Z')).totalCents).toBe(0);
  });

  it('a payout takes the available money; a refund of paid-out profit makes the balance negative, due in 10 days', () => {
    const payoutAt = new Date(availableAt.getTime() + 60_000);
    const refundAt = d('2026-03-20T17:00:00Z');
    const entries = [
      profit(12_000),
      now(-12_000, payoutAt),
      { amountCents: -3_000, createdAt: refundAt, availableAt }, // the refund reverses settled profit
      profit(4_000, d('2026-03-16T17:00:00Z')), // newer profit, still pending
    ];
    const b = balanceAsOf(entries, d('2026-03-21T00:00:00Z'));
    expect(b).toMatchObject({
      totalCents: 1_000,
      pendingCents: 4_000,
      settledCents: -3_000,
      availableCents: 0,
      negativeCents: 3_000,
    });
    expect(b.negativeSince).toEqual(refundAt);
    expect(b.negativeDueAt).toEqual(d('2026-03-30T17:00:00Z'));
    expect(payoutAmount(b)).toBe(0);
    expect(negativeBalanceOverdue(b, d('2026-03-30T17:00:00Z'))).toBe(false);
    expect(negativeBalanceOverdue(b, d('2026-03-30T17:00:01Z'))).toBe(true);
  });

  it('keeps the due date across DST: 10 days at the same Los Angeles wall-clock time', () => {
    const since = d('2026-03-03T18:00:00Z'); // 10:00 PST; due 10:00 PDT
    const b = balanceAsOf([now(100, d('2026-03-01T00:00:00Z')), now(-300, since)], d('2026-03-04T00:00:00Z'));
    expect(b.negativeDueAt).toEqual(d('2026-03-13T17:00:00Z'));
  });

  it('a negative balance paid back clears the due date; going negative again starts a new one', () => {
    const entries = [
      now(-500, d('2026-02-01T00:00:00Z')),
      now(800, d('2026-02-03T00:00:00Z')),
      now(-400, d('2026-02-05T00:00:00Z')),
    ];
    expect(balanceAsOf(entries, d('2026-02-04T00:00:00Z'))).toMatchObject({
      availableCents: 300,
      negativeSince: null,
    });
    expect(balanceAsOf(entries, d('2026-02-06T00:00:00Z')).negativeSince).toEqual(d('2026-02-05T00:00:00Z'));
  });
});

describe('vendor balances: held until delivered', () => {
  const placed = d('2026-02-02T18:00:00Z');
  const delivered = d('2026-02-10T18:00:00Z');
  const held = (cents: number, at: Date): BalanceEntry => ({ ...now(cents, at), held: true });

  it('keeps the held share pending, however long ago it was written, until its release', () => {
    const b = balanceAsOf([held(9_000, placed)], d('2027-01-01T00:00:00Z'));
    expect(b).toMatchObject({ pendingCents: 9_000, availableCents: 0, totalCents: 9_000 });
    expect(payoutAmount(b)).toBe(0);
    const released = [held(9_000, placed), held(-9_000, delivered), now(9_000, delivered)];
    expect(balanceAsOf(released, delivered)).toMatchObject({ pendingCents: 0, availableCents: 9_000 });
  });

  it('a refund of a held share leaves nothing pending; one after payout makes the balance negative', () => {
    expect(balanceAsOf([held(9_000, placed), held(-9_000, delivered)], delivered)).toMatchObject({
      pendingCents: 0,
      availableCents: 0,
      negativeCents: 0,
    });
    const returnedAt = d('2026-02-20T18:00:00Z');
    const entries = [
      held(9_000, placed),
      held(-9_000, delivered),
      now(9_000, delivered),
      now(-9_000, d('2026-02-11T18:00:00Z')), // payout
      now(-7_000, returnedAt), // refund of the return
    ];
    const b = balanceAsOf(entries, returnedAt);
    expect(b).toMatchObject({ negativeCents: 7_000, pendingCents: 0, negativeSince: returnedAt });
    expect(b.negativeDueAt).toEqual(d('2026-03-02T18:00:00Z'));
  });
});

describe('maskAccountId', () => {
  it('keeps the prefix and the last 4 characters', () => {
    expect(maskAccountId('acct_1Nv0FGQ9RKHgCVdK')).toBe('acct_…CVdK');
    expect(maskAccountId('acct_12')).toBe('acct_12');
  });
});
