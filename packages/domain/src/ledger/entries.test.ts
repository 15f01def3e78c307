import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChargedItem,
  chargedShares,
  chargeEntries,
  entriesTotal,
  payoutEntries,
  refundEntries,
  releaseEntries,
} from './entries.ts';

const cents = (max: number) => fc.integer({ min: 0, max });
const item = fc.record({
  ref: fc.integer({ min: 1, max: 1_000_000 }),
  vendorUserId: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
  brandId: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
  qty: fc.integer({ min: 1, max: 500 }),
  finalPrice: cents(5_000_000),
  contractorMarkupAmt: cents(1_000_000),
  platformFee: cents(250_000),
  taxCents: cents(50_000_000),
});
/** What a customer pays for items: each unit's sale price times qty plus the line's tax, plus shipping. */
const chargeOf = (items: ChargedItem[], shipping: number) =>
  items.reduce((s, i) => s + (i.finalPrice + i.contractorMarkupAmt + i.platformFee) * i.qty + i.taxCents, 0) +
  shipping;
const paidAt = new Date('2026-11-24T18:00:00Z');

describe('ledger entries: every movement sums to zero', () => {
  it('a charge: customer −charge, vendor_held, contractor (pending), platform, tax, shipping', () => {
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 8 }),
        cents(10_000),
        fc.boolean(),
        (items, ship, pro) => {
          const entries = chargeEntries({
            customerId: 7,
            proId: pro ? 9 : null,
            chargeCents: chargeOf(items, ship),
            shippingCents: ship,
            paidAt,
            items,
          });
          expect(entriesTotal(entries)).toBe(0);
          expect(entries.every((e) => e.kind === 'charge' && e.amountCents !== 0)).toBe(true);
          expect(entries.some((e) => e.accountType === 'contractor')).toBe(
            pro && items.some((i) => i.contractorMarkupAmt > 0),
          );
          const held = entries.filter((e) => e.accountType === 'vendor_held');
          expect(held.reduce((s, e) => s + e.amountCents, 0)).toBe(
            items.reduce((s, i) => s + i.finalPrice * i.qty, 0),
          );
        },
      ),
    );
  });

  it('the pro’s markup is pending until 46 business days after payment; no pro, it is the platform’s', () => {
    const one: ChargedItem = {
      ref: 1,
      vendorUserId: 2,
      brandId: 3,
      qty: 2,
      finalPrice: 1000,
      contractorMarkupAmt: 150,
      platformFee: 50,
      taxCents: 98,
    };
    const base = { customerId: 7, chargeCents: chargeOf([one], 0), shippingCents: 0, paidAt, items: [one] };
    const [contractor] = chargeEntries({ ...base, proId: 9 }).filter((e) => e.accountType === 'contractor');
    expect(contractor).toMatchObject({ accountId: 9, amountCents: 300, itemRef: 1 });
    expect(contractor.availableAt?.getTime()).toBeGreaterThan(paidAt.getTime() + 60 * 86_400_000);
    const platform = chargeEntries({ ...base, proId: null }).filter((e) => e.accountType === 'platform');
    expect(platform.map((e) => e.amountCents).sort()).toEqual([100, 300]);
  });

  it('a refund reverses each share; the vendor’s from vendor_held before release, from vendor after', () => {
    fc.assert(
      fc.property(item, fc.boolean(), fc.boolean(), (i, pro, released) => {
        const entries = refundEntries(
          { customerId: 7, proId: pro ? 9 : null, paidAt },
          { ...i, released },
          chargedShares(i),
        );
        expect(entriesTotal(entries)).toBe(0);
        const vendorSide = entries.filter(
          (e) => e.accountType === 'vendor' || e.accountType === 'vendor_held',
        );
        expect(vendorSide.every((e) => e.accountType === (released ? 'vendor' : 'vendor_held'))).toBe(true);
      }),
    );
  });

  it('a release and a payout (and its reversal) sum to zero', () => {
    fc.assert(
      fc.property(cents(10_000_000), (amount) => {
        expect(entriesTotal(releaseEntries({ ref: 1, vendorUserId: 2, brandId: 3 }, amount))).toBe(0);
        for (const sign of [1, -1] as const) {
          const e = payoutEntries({ accountType: 'vendor', userId: 2 }, amount, sign);
          expect(entriesTotal(e)).toBe(0);
        }
      }),
    );
    expect(payoutEntries({ accountType: 'contractor', userId: 2 }, 500, 1)).toEqual([
      expect.objectContaining({ accountType: 'contractor', accountId: 2, amountCents: -500, kind: 'payout' }),
      expect.objectContaining({ accountType: 'connected_account', accountId: 2, amountCents: 500 }),
    ]);
  });
});
