import { describe, expect, it } from 'vitest';
import { bathroomLines, line } from './bathroom.fixture.ts';
import type { Estimate, TaxRule } from './estimate.ts';
import { diffWords } from './version-words.ts';
import { diffVersions } from './versions.ts';

const TAX: TaxRule = { taxBps: 725, labourTaxable: false };
const deposit = { kind: 'percent', bps: 3_000 } as const;
const v1: Estimate = {
  deposit,
  lines: bathroomLines().map((l) => (l.id === 'm-floor' ? { ...l, quantity: 42 } : l)),
};
/**
 * v2: six more boxes of floor tile, the floor labour's markup 20% → 25% ($7.02 + $1.755 → $8.78), the shower
 * labour hidden, the permit replaced by a disposal fee.
 */
const v2: Estimate = {
  deposit,
  lines: [
    ...bathroomLines()
      .filter((l) => l.id !== 'f-permit')
      .map((l) => {
        if (l.id === 'm-floor') return { ...l, quantity: 48 };
        if (l.id === 'l-floor') return { ...l, markup_bps: 2_500, unit_price_cents: 878 };
        if (l.id === 'l-shower') return { ...l, visible_to_client: false };
        return l;
      }),
    line({ id: 'f-disposal', kind: 'fee', description: 'Disposal', unit_cost_cents: 25_000, taxable: false }),
  ],
};

describe('what changed between two versions', () => {
  const diff = diffVersions(v1, v2, TAX);

  it('matches lines by id: added, removed, and the fields that changed, old → new', () => {
    expect(diff.added.map((l) => l.id)).toEqual(['f-disposal']);
    expect(diff.removed.map((l) => l.id)).toEqual(['f-permit']);
    expect(diff.changed.map((c) => [c.id, c.fields])).toEqual([
      ['m-floor', [{ field: 'quantity', from: 42, to: 48 }]],
      [
        'l-floor',
        [
          { field: 'markup_bps', from: 2_000, to: 2_500 },
          { field: 'unit_price_cents', from: 842, to: 878 },
        ],
      ],
      ['l-shower', [{ field: 'visible_to_client', from: true, to: false }]],
    ]);
  });

  it('words every change for the pro’s timeline', () => {
    expect(diffWords(diff, 'pro')).toEqual([
      'Added Disposal: 1 each, $250.00',
      'Removed Permit ($150.00)',
      'Floor tile: 42 → 48 boxes',
      'Floor tile installation: markup 20% → 25%',
      'Floor tile installation: $8.42 → $8.78 per sq ft',
      'Shower tile installation: hidden from the client',
      // Floor tile 42 → 48 × $54.99 (its tax 16,744.455 → 16,744 becomes 19,136.52 → 19,137); floor labour
      // 38.75 × $8.78 = $340.225 → $340.23; the permit's $150 becomes the disposal's $250, both untaxed.
      'Materials: $3,066.08 → $3,396.02',
      'Labour: $1,776.62 → $1,790.57',
      'Fees: $150.00 → $250.00',
      'Subtotal: $5,792.70 → $6,236.59',
      'Tax: $280.28 → $304.21',
      'Total: $6,072.98 → $6,540.80',
      'Deposit: $577.99 → $612.17', // 30% of the work: $1,926.62 → $2,040.57
    ]);
  });

  it('tells the homeowner only what their view shows', () => {
    const openBook = diffWords(diff, 'open_book');
    expect(openBook.slice(0, 5)).toEqual([
      'Added Disposal: 1 each, $250.00',
      'Removed Permit ($150.00)',
      'Floor tile: 42 → 48 boxes',
      'Floor tile installation: markup 20% → 25%',
      'Floor tile installation: $8.42 → $8.78 per sq ft',
    ]);
    expect(openBook.join('\n')).not.toContain('Shower tile installation');
    // Fixed price names only allowances, and gives no split of the totals.
    expect(diffWords(diff, 'fixed_price')).toEqual([
      'Subtotal: $5,792.70 → $6,236.59',
      'Tax: $280.28 → $304.21',
      'Total: $6,072.98 → $6,540.80',
      'Deposit: $577.99 → $612.17', // 30% of the work: $1,926.62 → $2,040.57
    ]);
  });

  it('finds nothing between a version and itself', () => {
    expect(diffVersions(v1, v1, TAX)).toEqual({ added: [], removed: [], changed: [], totals: [] });
  });

  it('finds nothing between a version and its copy read back with its keys in another order (jsonb)', () => {
    const reordered = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reordered)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reordered(v)]),
            )
          : value;
    const readBack = reordered(v1) as Estimate;
    expect(Object.keys(readBack.lines[0].product ?? {})).toEqual(['sizeId', 'product']);
    expect(diffVersions(v1, readBack, TAX).changed).toEqual([]);
  });
});
