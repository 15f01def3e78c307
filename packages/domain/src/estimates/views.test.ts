import { describe, expect, it } from 'vitest';
import { bathroomLines } from './bathroom.fixture.ts';
import type { Estimate, TaxRule } from './estimate.ts';
import { clientView } from './views.ts';

const TAX: TaxRule = { taxBps: 725, labourTaxable: false };
/** The bathroom with its shower labour hidden from the client. */
const estimate: Estimate = {
  lines: bathroomLines().map((l) => (l.id === 'l-shower' ? { ...l, visible_to_client: false } : l)),
  deposit: { kind: 'percent', bps: 3_000 },
};
const keysIn = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [k, ...keysIn(v)]) : [];

describe('the open book view', () => {
  const view = clientView(estimate, TAX, 'open_book');

  it('lists every visible line by room and trade, with cost and markup on the pro’s own lines only', () => {
    expect(view.groups.map((g) => [g.label, g.lines.map((l) => l.id)])).toEqual([
      ['Floor tile', ['m-floor', 'l-floor']],
      ['Shower tile', ['m-shower']],
      ['Toilets', ['m-toilet']],
      ['Vanities', ['a-vanity']],
      ['General', ['f-permit']],
    ]);
    const lines = view.groups.flatMap((g) => g.lines);
    const labour = lines.find((l) => l.id === 'l-floor');
    expect(labour).toMatchObject({
      unit_cost_cents: 702,
      markup_bps: 2_000,
      unit_price_cents: 842,
      total_cents: 32_628,
    });
    for (const l of lines.filter((x) => x.kind === 'material')) {
      expect(l).not.toHaveProperty('unit_cost_cents');
      expect(l).not.toHaveProperty('markup_bps');
    }
  });

  it('folds a hidden line into its trade’s total without naming it', () => {
    const shower = view.groups.find((g) => g.category === 'shower_tile');
    expect(shower).toMatchObject({ total_cents: 46_750 + 145_034, other_cents: 145_034 });
    const text = JSON.stringify(view);
    expect(text).not.toContain('l-shower');
    expect(text).not.toContain('Shower tile installation');
    expect(view.totals.labour_cents).toBe(177_662);
  });

  it('adds up: the groups make the subtotal', () => {
    expect(view.groups.reduce((s, g) => s + g.total_cents, 0)).toBe(view.totals.subtotal_cents);
  });
});

describe('the fixed price view', () => {
  const view = clientView(estimate, TAX, 'fixed_price');

  it('shows each trade’s total and the allowances, and no unit cost or markup anywhere', () => {
    expect(view.groups.map((g) => [g.label, g.total_cents, g.lines.map((l) => l.id)])).toEqual([
      ['Floor tile', 32_994 + 32_628, []],
      ['Shower tile', 46_750 + 145_034, []],
      ['Toilets', 28_900, []],
      ['Vanities', 80_000, ['a-vanity']],
      ['General', 15_000, []],
    ]);
    const keys = keysIn(view);
    expect(keys).not.toContain('unit_cost_cents');
    expect(keys).not.toContain('markup_bps');
  });

  it('gives the totals without the split into materials, labour and fees', () => {
    expect(view.totals).toEqual({
      allowances_cents: 80_000,
      subtotal_cents: 381_306,
      tax_cents: 13_676,
      total_cents: 394_982,
      deposit_cents: 57_799,
    });
  });

  it('folds a hidden allowance like any other line', () => {
    const hidden = { ...estimate, lines: estimate.lines.map((l) => ({ ...l, visible_to_client: false })) };
    const v = clientView(hidden, TAX, 'fixed_price');
    expect(v.groups.flatMap((g) => g.lines)).toEqual([]);
    expect(JSON.stringify(v)).not.toContain('Vanity allowance');
    expect(v.groups.find((g) => g.category === 'vanity')?.other_cents).toBe(80_000);
  });
});
