import { describe, expect, it } from 'vitest';
import {
  receiveReturnBody,
  refundDueBy,
  refundOverdue,
  restockingFeeAboveShipping,
  returnQuote,
  returnsQuery,
} from './returns-desk.ts';

const row = { line_total_cents: 28_800, tax_cents: 2_088, return_shipping_cents: 1_500 };

describe('returns desk rules', () => {
  it('a refund is due 30 days after the request, same Los Angeles time across the clock change', () => {
    expect(refundDueBy('2026-10-20T17:00:00.000Z').toISOString()).toBe('2026-11-19T18:00:00.000Z');
    expect(refundOverdue('2026-10-20T17:00:00.000Z', new Date('2026-11-19T17:59:00.000Z'))).toBe(false);
    expect(refundOverdue('2026-10-20T17:00:00.000Z', new Date('2026-11-19T18:01:00.000Z'))).toBe(true);
  });

  it('quotes the line total with tax less a restocking fee of the return shipping, or less', () => {
    expect(returnQuote(row)).toEqual({ refundCents: 29_388, restockingFeeCents: 1_500 });
    expect(returnQuote(row, 0)).toEqual({ refundCents: 30_888, restockingFeeCents: 0 });
    expect(returnQuote(row, 900)).toEqual({ refundCents: 29_988, restockingFeeCents: 900 });
    // Never above the return shipping, nor above what is returned.
    expect(returnQuote(row, 5_000)).toEqual({ refundCents: 29_388, restockingFeeCents: 1_500 });
    expect(returnQuote({ ...row, line_total_cents: 1_000, tax_cents: 0 })).toEqual({
      refundCents: 0,
      restockingFeeCents: 1_000,
    });
  });

  it('reads the fee as whole cents from 0, and says the cap in dollars', () => {
    expect(receiveReturnBody.parse({})).toEqual({});
    expect(receiveReturnBody.parse({ restocking_fee_cents: '900' })).toEqual({ restocking_fee_cents: 900 });
    const bad = (v: unknown) =>
      receiveReturnBody.safeParse({ restocking_fee_cents: v }).error?.issues[0].message;
    expect(bad(-1)).toBe('The restocking fee may not be negative.');
    expect(bad(12.5)).toBe('The restocking fee must be an integer.');
    expect(bad('1e3')).toBe('The restocking fee must be an integer.');
    expect(bad(1e20)).toBe('The restocking fee may not be greater than 2147483647.');
    expect(restockingFeeAboveShipping(1500)).toBe(
      'The restocking fee may not be greater than the return shipping ($15.00).',
    );
  });

  it('lists requested returns unless received ones are asked for', () => {
    expect(returnsQuery.parse({})).toEqual({ page: 1, view: 'requested' });
    expect(returnsQuery.safeParse({ view: 'lost' }).success).toBe(false);
  });
});
