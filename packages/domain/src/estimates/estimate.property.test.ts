import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitPrice } from '../catalog/pricing.ts';
import { priceOrder } from '../orders/order-totals.ts';
import { bathroom, line } from './bathroom.fixture.ts';
import { draftEstimate, type TakeoffMaterial } from './draft.ts';
import { type Deposit, estimateTotals, lineTaxCents } from './estimate.ts';
import { type EstimateLine, LINE_KINDS, lineTotalCents } from './estimate-line.ts';
import { DEFAULT_RATE_TABLE } from './rates.ts';

/** Seeded, so a failure is reproduced by running the file again. */
const RUNS = { seed: 25, numRuns: 300 };

const product = fc.record({
  vendorId: fc.integer({ min: 1, max: 12 }),
  vendorPriceCents: fc.integer({ min: 1, max: 2_000_000 }),
  markupBps: fc.integer({ min: 1_000, max: 10_000 }),
  platformFeeBps: fc.integer({ min: 0, max: 2_000 }),
  units: fc.integer({ min: 1, max: 500 }),
  minQty: fc.integer({ min: 0, max: 40 }),
});
/** A pro's line of any kind: quantities to the hundredth, positive or (a change order's) negative. */
const proLine = fc.record({
  kind: fc.constantFrom(...LINE_KINDS.filter((k) => k !== 'material')),
  hundredths: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  unit_cost_cents: fc.integer({ min: 0, max: 100_000 }),
  markup_bps: fc.integer({ min: 0, max: 10_000 }),
  taxable: fc.boolean(),
});
const deposit: fc.Arbitrary<Deposit> = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), bps: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ kind: fc.constant('fixed' as const), cents: fc.integer({ min: 0, max: 100_000_000 }) }),
);
const estimateCase = fc.record({
  products: fc.array(product, { minLength: 1, maxLength: 40 }),
  others: fc.array(proLine, { maxLength: 30 }),
  taxBps: fc.integer({ min: 0, max: 1_200 }),
  labourTaxable: fc.boolean(),
  deposit,
});

/** quantity (in hundredths) × price, half away from zero, worked independently in BigInt. */
function reference(hundredths: number, price: number): number {
  const p = BigInt(hundredths) * BigInt(price);
  const abs = p < 0n ? -p : p;
  const whole = abs / 100n + (abs % 100n >= 50n ? 1n : 0n);
  return Number(p < 0n ? -whole : whole);
}
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const room = { ...bathroom(), surfaces: [], fixtures: [] };

describe('estimate money properties', () => {
  it('the approved order’s materials equal the estimate’s material lines to the cent; every total adds up', () => {
    fc.assert(
      fc.property(estimateCase, (c) => {
        // The caller prices each product as the shop does; the draft takes the price as it is.
        const takeoff: TakeoffMaterial[] = c.products.map((p, i) => ({
          product: { product: `p${i}`, sizeId: i + 1 },
          kind: 'piece',
          surfaces: [],
          fixtures: [],
          units: p.units,
          unitName: 'Piece',
          steps: [],
        }));
        const materials = draftEstimate({
          design: { id: 1, version: 1 },
          room: 'Room',
          doc: room,
          takeoff,
          priceOf: (ref) => {
            const p = c.products[ref.sizeId - 1];
            return { name: ref.product, unit_price_cents: unitPrice(p).unitPriceCents, min_qty: p.minQty };
          },
          rates: DEFAULT_RATE_TABLE,
          allowances: {},
          labourTaxable: c.labourTaxable,
          makeId: (k) => k,
        }).lines;
        const others: EstimateLine[] = c.others.map((o, i) =>
          line({ ...o, id: `x${i}`, quantity: o.hundredths / 100, unit_price_cents: o.unit_cost_cents }),
        );
        const estimate = { lines: [...materials, ...others], deposit: c.deposit };
        const tax = { taxBps: c.taxBps, labourTaxable: c.labourTaxable };
        const totals = estimateTotals(estimate, tax);

        // Approval places the material lines as one order through the shop's own pricing.
        const order = priceOrder({
          lines: materials.map((m) => {
            const p = c.products[m.product!.sizeId - 1];
            return { productSizeId: m.product!.sizeId, qty: m.quantity, ...p };
          }),
          taxBps: c.taxBps,
          shippingCents: 0,
        });
        expect(order.subtotalCents).toBe(totals.materials_cents);
        expect(sum(materials.map(lineTotalCents))).toBe(totals.materials_cents);
        expect(order.taxCents).toBe(sum(materials.map((m) => lineTaxCents(m, tax))));

        for (const o of c.others)
          expect(lineTotalCents({ quantity: o.hundredths / 100, unit_price_cents: o.unit_cost_cents })).toBe(
            reference(o.hundredths, o.unit_cost_cents),
          );
        for (const v of Object.values(totals)) expect(Number.isSafeInteger(v)).toBe(true);
        expect(totals.subtotal_cents).toBe(
          totals.materials_cents + totals.labour_cents + totals.allowances_cents + totals.fees_cents,
        );
        expect(totals.tax_cents).toBe(sum(estimate.lines.map((l) => lineTaxCents(l, tax))));
        expect(totals.total_cents).toBe(totals.subtotal_cents + totals.tax_cents);
        expect(totals.deposit_cents).toBeGreaterThanOrEqual(0);
        expect(totals.deposit_cents).toBeLessThanOrEqual(
          Math.max(totals.labour_cents + totals.fees_cents + totals.tax_cents, 0),
        );
      }),
      RUNS,
    );
  });
});
