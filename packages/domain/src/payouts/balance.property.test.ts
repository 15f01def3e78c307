import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BalanceEntry, balanceAsOf, currentBalance, payoutAmount } from './balance.ts';

const START = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;
const instant = fc.integer({ min: 0, max: 200 * DAY }).map((ms) => new Date(START + ms));
const entry: fc.Arbitrary<BalanceEntry> = fc.record({
  amountCents: fc.integer({ min: -500_000, max: 500_000 }),
  createdAt: instant,
  availableAt: fc.option(instant, { nil: null }),
  held: fc.boolean(),
});
const ledger = fc.array(entry, { maxLength: 40 });
const sum = (es: BalanceEntry[]) => es.reduce((s, e) => s + e.amountCents, 0);

describe('payee balance properties', () => {
  it('the balance is the sum of the entries written so far, split into pending and settled', () => {
    fc.assert(
      fc.property(ledger, instant, (es, now) => {
        const b = balanceAsOf(es, now);
        expect(b.totalCents).toBe(sum(es.filter((e) => e.createdAt <= now)));
        expect(b.pendingCents + b.settledCents).toBe(b.totalCents);
        expect(b.availableCents - b.negativeCents).toBe(b.settledCents);
        expect(b.availableCents >= 0 && b.negativeCents >= 0).toBe(true);
        expect(b.negativeDueAt === null).toBe(b.negativeCents === 0);
      }),
    );
  });

  it('a payout never exceeds the available balance, and is nothing when it is 0 or negative', () => {
    fc.assert(
      fc.property(ledger, instant, (es, now) => {
        const b = balanceAsOf(es, now);
        const pay = payoutAmount(b);
        expect(pay).toBeGreaterThanOrEqual(0);
        expect(pay).toBeLessThanOrEqual(b.availableCents);
        if (b.settledCents <= 0) expect(pay).toBe(0);
      }),
    );
  });

  it('after paying out, nothing more is payable until new money settles', () => {
    fc.assert(
      fc.property(ledger, instant, (es, now) => {
        const pay = payoutAmount(balanceAsOf(es, now));
        const after = [...es, { amountCents: -pay, createdAt: now, availableAt: null }];
        const b = balanceAsOf(after, now);
        expect(payoutAmount(b)).toBe(0);
        expect(b.totalCents).toBe(sum(after.filter((e) => e.createdAt <= now)));
      }),
    );
  });

  it('the current balance counts every entry written, even one stamped after now, so a payout is never repeated', () => {
    fc.assert(
      fc.property(ledger, instant, fc.integer({ min: 1, max: DAY }), (es, now, skew) => {
        const pay = payoutAmount(currentBalance(es, now));
        const later = new Date(now.getTime() + skew); // the payout's entry, stamped by a clock ahead of ours
        const after = [...es, { amountCents: -pay, createdAt: later, availableAt: null }];
        const b = currentBalance(after, now);
        expect(b.totalCents).toBe(sum(after));
        expect(payoutAmount(b)).toBe(0);
      }),
    );
  });

  it('held money is pending whatever its date, and a release moves it to settled without changing the total', () => {
    fc.assert(
      fc.property(ledger, instant, fc.integer({ min: 0, max: 500_000 }), (es, now, share) => {
        const b = balanceAsOf(es, now);
        const allHeld = balanceAsOf(
          es.map((e) => ({ ...e, held: true })),
          now,
        );
        expect(allHeld).toMatchObject({ settledCents: 0, pendingCents: b.totalCents, negativeSince: null });
        const release = [
          { amountCents: -share, createdAt: now, availableAt: null, held: true },
          { amountCents: share, createdAt: now, availableAt: null },
        ];
        const after = balanceAsOf([...es, ...release], now);
        expect(after.totalCents).toBe(b.totalCents);
        expect(after.pendingCents).toBe(b.pendingCents - share);
        expect(after.settledCents).toBe(b.settledCents + share);
      }),
    );
  });
});
