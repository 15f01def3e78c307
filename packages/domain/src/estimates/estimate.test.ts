import { describe, expect, it } from 'vitest';
import { bathroomLines, line } from './bathroom.fixture.ts';
import { depositCents, estimateBodyInput, estimateTotals } from './estimate.ts';
import { estimateLineInput, estimateLineOf, lineTotalCents, unitPriceOf } from './estimate-line.ts';

const bathroom = { lines: bathroomLines(), deposit: { kind: 'percent', bps: 3_000 } as const };

describe('a line total', () => {
  it('is quantity × unit price rounded half away from zero once, never per unit', () => {
    // 38.75 sq ft × $8.42 = $326.275 → $326.28.
    expect(lineTotalCents({ quantity: 38.75, unit_price_cents: 842 })).toBe(32_628);
    // 0.5 sq ft × 1¢ = 0.5¢ → 1¢ (and −0.5¢ → −1¢ on a change order): half away from zero.
    expect(lineTotalCents({ quantity: 0.5, unit_price_cents: 1 })).toBe(1);
    expect(lineTotalCents({ quantity: -0.5, unit_price_cents: 1 })).toBe(-1);
    // Once per line, not per unit: 0.29 × 3¢ = 0.87¢ → 1¢ (rounding each 0.01 sq ft's 0.03¢ would give 0).
    expect(lineTotalCents({ quantity: 0.29, unit_price_cents: 3 })).toBe(1);
    // Floats do not drift: 1.15 × 100 is 114.99999999999999 in binary.
    expect(lineTotalCents({ quantity: 1.15, unit_price_cents: 100 })).toBe(115);
  });

  it('refuses a quantity with more than two decimals instead of rounding it twice', () => {
    expect(() => lineTotalCents({ quantity: 1.005, unit_price_cents: 100 })).toThrow(RangeError);
  });

  it('prices a unit from cost and markup, half up to a cent', () => {
    expect(unitPriceOf(702, 2_000)).toBe(842); // 702 + 140.4
    expect(unitPriceOf(1_400, 2_000)).toBe(1_680);
    expect(unitPriceOf(125, 1_000)).toBe(138); // 125 + 12.5 → 13
  });
});

describe('the bathroom estimate, by hand', () => {
  // Materials: 6 × $54.99 = $329.94, 11 × $42.50 = $467.50, 1 × $289.00 → $1,086.44.
  // Labour: 38.75 × $8.42 = $326.275 → $326.28; 86.33 × $16.80 = $1,450.344 → $1,450.34 → $1,776.62.
  // Allowance $800.00, permit $150.00. Subtotal $3,813.06.
  // Tax 7.25% per taxed line, half up: 2392.065 → 23.92, 3389.375 → 33.89, 2095.25 → 20.95, 5800 → 58.00.
  // The deposit is of the pro's work: labour $1,776.62 + the untaxed permit $150.00 = $1,926.62.
  it('without labour tax: tax $136.76, total $3,949.82, deposit 30% of the work $577.99', () => {
    expect(estimateTotals(bathroom, { taxBps: 725, labourTaxable: false })).toEqual({
      materials_cents: 108_644,
      labour_cents: 177_662,
      allowances_cents: 80_000,
      fees_cents: 15_000,
      subtotal_cents: 381_306,
      tax_cents: 13_676,
      total_cents: 394_982,
      deposit_cents: 57_799, // 57,798.6
    });
  });

  it('with labour tax: + 2365.53 → 23.66 and 10514.965 → 105.15; the permit stays untaxed', () => {
    const totals = estimateTotals(bathroom, { taxBps: 725, labourTaxable: true });
    expect(totals.tax_cents).toBe(13_676 + 2_366 + 10_515);
    expect(totals.total_cents).toBe(407_863);
    // The work now carries its tax: $1,926.62 + $23.66 + $105.15 = $2,055.43; 30% = 616.629.
    expect(totals.deposit_cents).toBe(61_663);
  });

  it('taxes a material even when its line says otherwise: the order will', () => {
    const lines = [line({ id: 'm', kind: 'material', unit_cost_cents: 10_000, taxable: false })];
    expect(
      estimateTotals({ lines, deposit: bathroom.deposit }, { taxBps: 725, labourTaxable: false }).tax_cents,
    ).toBe(725);
  });
});

describe('the deposit', () => {
  it('is a percent of the pro’s work or an amount, never more than the work nor below 0', () => {
    expect(depositCents({ kind: 'percent', bps: 10_000 }, 50_000)).toBe(50_000);
    expect(depositCents({ kind: 'fixed', cents: 90_000 }, 50_000)).toBe(50_000);
    expect(depositCents({ kind: 'fixed', cents: 20_000 }, 50_000)).toBe(20_000);
    expect(depositCents({ kind: 'percent', bps: 3_000 }, -10_000)).toBe(0);
  });
});

const errorsOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const r = schema.safeParse(value);
  if (r.success) return {};
  const issues = (r.error as { issues: { path: PropertyKey[]; message: string }[] }).issues;
  return Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
};

const labourInput = {
  kind: 'labour',
  room: 'Bathroom',
  category: 'floor_tile',
  description: 'Floor tile installation',
  quantity: 38.75,
  unit: 'sq ft',
  unit_cost_cents: 702,
  markup_bps: 2_000,
};

describe('a line as the pro edits it', () => {
  it('is stored with its unit price from cost and markup', () => {
    const parsed = estimateLineInput.parse(labourInput);
    expect(estimateLineOf(parsed, 'l1')).toMatchObject({
      id: 'l1',
      unit_price_cents: 842,
      visible_to_client: true,
    });
  });

  it('answers each field in words', () => {
    expect(
      errorsOf(estimateLineInput, {
        ...labourInput,
        kind: 'extra',
        room: ' ',
        quantity: 1.234,
        unit_cost_cents: 12.5,
        markup_bps: 20_000,
      }),
    ).toEqual({
      kind: 'The kind must be material, labour, allowance or fee.',
      room: 'The room field is required.',
      quantity: 'The quantity may have at most 2 decimal places.',
      unit_cost_cents: 'The unit cost must be an integer.',
      markup_bps: 'The markup may not be more than 100%.',
    });
  });

  it('buys a material in whole units of a product at the showroom price, with no markup of its own', () => {
    expect(
      errorsOf(estimateLineInput, { ...labourInput, kind: 'material', quantity: 2.5, markup_bps: 1_000 }),
    ).toEqual({
      product: 'The product field is required.',
      quantity: 'A material is bought in whole units.',
      markup_bps: 'A material is sold at the showroom’s price: its markup is set on your markups page.',
    });
  });

  it('refuses a line over $10,000,000', () => {
    expect(
      errorsOf(estimateLineInput, { ...labourInput, quantity: 100_000, unit_cost_cents: 10_000_000 }),
    ).toEqual({
      quantity: 'The line total may not be more than $10,000,000.00.',
    });
  });

  it('refuses a unit cost or markup past any integer on its field, without pricing the line', () => {
    expect(errorsOf(estimateLineInput, { ...labourInput, unit_cost_cents: 2 ** 53 })).toEqual({
      unit_cost_cents: 'The unit cost may not be more than $100,000.00.',
    });
    expect(Object.keys(errorsOf(estimateLineInput, { ...labourInput, markup_bps: 1e23 }))).toEqual([
      'markup_bps',
    ]);
  });
});

describe('an estimate body', () => {
  it('takes defaults and refuses two lines with one id, a bad date and a deposit over 100%', () => {
    expect(estimateBodyInput.parse({ lines: [] })).toEqual({
      mode: 'fixed_price',
      deposit: { kind: 'percent', bps: 0 },
      valid_until: null,
      message: '',
      lines: [],
    });
    expect(
      errorsOf(estimateBodyInput, {
        lines: [
          { ...labourInput, id: 'a' },
          { ...labourInput, id: 'a' },
        ],
        valid_until: '2026-02-30',
        deposit: { kind: 'percent', bps: 12_000 },
      }),
    ).toEqual({
      'lines.1.id': 'Each line must have its own id.',
      valid_until: 'The valid until field must be a date (YYYY-MM-DD).',
      'deposit.bps': 'The deposit may not be more than 100%.',
    });
  });
});
