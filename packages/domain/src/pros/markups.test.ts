import { describe, expect, it } from 'vitest';
import { clientPriceExample, markupsUpdateSchema } from './markups.ts';

describe('pro markups', () => {
  it('accepts 10% to 100% in basis points, with the spec’s minimum in the message', () => {
    expect(markupsUpdateSchema.safeParse({ default_bps: 1000 }).success).toBe(true);
    expect(markupsUpdateSchema.safeParse({ default_bps: '1200' }).data).toEqual({ default_bps: 1200 });
    const low = markupsUpdateSchema.safeParse({
      default_bps: 999,
      categories: [{ category_id: 3, markup_bps: 500 }],
    });
    expect(low.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['default_bps', 'The markup must be at least 10%.'],
      ['categories.0.markup_bps', 'The markup must be at least 10%.'],
    ]);
    const high = markupsUpdateSchema.safeParse({ default_bps: 1e12 });
    expect(high.error?.issues[0].message).toBe('The markup may not be more than 100%.');
    expect(markupsUpdateSchema.safeParse({ default_bps: '0x10' }).success).toBe(false);
    expect(
      markupsUpdateSchema.safeParse({ categories: [{ category_id: 3, markup_bps: null }] }).success,
    ).toBe(true);
  });

  it('previews the client price of a $100 material: vendor + platform fee + markup', () => {
    expect(clientPriceExample(1200, 500)).toEqual({
      vendorCents: 10_000,
      clientCents: 11_700,
      earnCents: 1_200,
    });
    expect(clientPriceExample(1000, 500, 1_999)).toEqual({
      vendorCents: 1_999,
      clientCents: 2_299,
      earnCents: 200,
    });
  });
});
