import type { ProEstimate } from '@app/domain/estimates/contract';
import { estimateTotals } from '@app/domain/estimates/estimate';
import { type EstimateLine, lineTotalCents } from '@app/domain/estimates/estimate-line';
import { applyBps } from '@app/domain/money/cents';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../settings/settings.repository.ts';
import { type EstimateFixture, estimateTestApp } from './estimates.fixture.ts';

type ChecklistLine = {
  product: { hash: string; size_id: number; price_cents: number };
  qty: number;
  unit_name: string;
  accessory: boolean;
};

/**
 * Version 1 of an estimate drafted from a room of the project (issue 25 point 1): the room's takeoff at the
 * showroom's prices (what its checklist shows), labour by the pro's rates, allowances for what is open, the
 * homeowner's California tax and the state's labour rule.
 */
describe('drafting an estimate from a design', () => {
  let f: EstimateFixture;
  let checklist: ChecklistLine[];

  beforeAll(async () => {
    f = await estimateTestApp();
    const res = await f.call('POST', '/api/visualization/checklist', null, {
      document: f.document,
      vsd_id: 'DEMO2026',
    });
    checklist = res.json().data.lines;
  });
  afterAll(() => f.t.close());

  const newest = (res: LightMyRequestResponse): ProEstimate['versions'][number] =>
    res.json().data.versions[0];
  const labour = (lines: EstimateLine[]) =>
    lines.filter((l) => l.kind === 'labour').map((l) => [l.category, l.quantity, l.unit, l.unit_price_cents]);

  it('prices every material as the room’s checklist does in the project’s showroom', async () => {
    const res = await f.draft();
    expect(res.statusCode).toBe(201);
    const materials = newest(res).lines.filter((l: EstimateLine) => l.kind === 'material');
    expect(checklist.length).toBeGreaterThanOrEqual(3);
    expect(
      materials.map((l: EstimateLine) => [
        l.product,
        l.quantity,
        l.unit,
        l.unit_price_cents,
        l.unit_cost_cents,
      ]),
    ).toEqual(
      checklist.map((c) => [
        { product: c.product.hash, sizeId: c.product.size_id },
        c.qty,
        c.unit_name,
        c.product.price_cents,
        c.product.price_cents,
      ]),
    );
    // Grout and thinset cover no surface: installation supplies, not a trade.
    const supplies = materials.filter((l: EstimateLine) => l.category === 'supplies');
    expect(supplies).toHaveLength(checklist.filter((c) => c.accessory).length);
    expect(
      materials.find((l: EstimateLine) => l.product?.product === f.products.floor.product),
    ).toMatchObject({
      category: 'floor_tile',
      room: 'Hall bath',
      design: { id: f.designId, version: 1 },
      parts: ['floor'],
    });
  });

  it('drafts labour at the pro’s rates and allowances for the open wall and vanity, as asked', async () => {
    const res = await f.draft({ allowances: { wall_tile: { per_unit_cents: 550 }, mirror: null } });
    const version = newest(res);
    // The default rates (the pro saved none) plus the 20% labour markup: floor $7.00 → $8.40 a sq ft of 50, the
    // shower $14.00 → $16.80 of 25, the toilet $250 → $300; the open wall and vanity are installed too; the
    // mirror, with no allowance, is not in the estimate.
    expect(labour(version.lines)).toEqual([
      ['floor_tile', 50, 'sq ft', 840],
      ['shower_tile', 25, 'sq ft', 1_680],
      ['toilet', 1, 'piece', 30_000],
      ['wall_tile', 25, 'sq ft', 1_080],
      ['vanity', 1, 'piece', 42_000],
    ]);
    expect(
      version.lines
        .filter((l: EstimateLine) => l.kind === 'allowance')
        .map((l: EstimateLine) => [l.category, l.quantity, l.unit, l.unit_price_cents, l.parts]),
    ).toEqual([
      ['wall_tile', 25, 'sq ft', 550, ['south']],
      // The vanity's default: $800.00 a piece.
      ['vanity', 1, 'piece', 80_000, ['vanity']],
    ]);
    expect(version.unrated).toEqual([]);
    expect(version.unpriced).toEqual([]);
  });

  it('totals the lines as the domain does: California’s 7.25% on materials and allowances, labour untaxed', async () => {
    const terms = {
      deposit: { kind: 'percent', bps: 3_000 },
      valid_until: '2027-01-31',
      message: 'Thank you!',
    };
    const res = await f.draft({ ...terms, mode: 'open_book' });
    expect(res.json().data).toMatchObject({ ...terms, mode: 'open_book', status: 'draft', version: 1 });
    const version = newest(res);
    expect(version).toMatchObject({ ...terms, mode: 'open_book', changes: [], sent_at: null });
    expect(version.tax).toEqual({ state: 'CA', tax_bps: 725, labour_taxable: false });
    expect(version.totals).toEqual(
      estimateTotals(
        { lines: version.lines, deposit: { kind: 'percent', bps: 3_000 } },
        { taxBps: 725, labourTaxable: false },
      ),
    );
    const taxed = version.lines.filter((l: EstimateLine) => l.kind !== 'labour');
    expect(version.totals.tax_cents).toBe(
      taxed.reduce((sum: number, l: EstimateLine) => sum + applyBps(lineTotalCents(l), 725), 0),
    );
    // The default allowances cover the mirror too: its $75 install, marked up, is labour.
    expect(version.totals.labour_cents).toBe(50 * 840 + 25 * 1_680 + 30_000 + 25 * 1_080 + 42_000 + 9_000);
    // The deposit is of the pro's work: the labour (untaxed here) and the fees (none).
    expect(version.totals.deposit_cents).toBe(applyBps(version.totals.labour_cents, 3_000));
  });

  it('taxes labour where the admin’s settings say the state does, and uses the pro’s own rates', async () => {
    await writeSetting(f.t.db, 'labour_taxable_states', ['CA', 'WA']);
    const rates = await f.call('PUT', '/api/pro/rates', 'pro', {
      labour_markup_bps: 0,
      rates: [{ category: 'floor_tile', basis: 'sqft', rate_cents: 1_000 }],
    });
    expect(rates.statusCode).toBe(200);
    const version = newest(await f.draft());
    await writeSetting(f.t.db, 'labour_taxable_states', ['WA']);
    expect(version.tax).toEqual({ state: 'CA', tax_bps: 725, labour_taxable: true });
    expect(labour(version.lines)).toEqual([['floor_tile', 50, 'sq ft', 1_000]]);
    expect(version.lines.find((l) => l.kind === 'labour')?.taxable).toBe(true);
    expect(version.unrated).toEqual(['shower_tile', 'toilet', 'wall_tile', 'vanity', 'mirror']);
    expect(version.totals.tax_cents).toBe(
      version.lines.reduce((sum: number, l: EstimateLine) => sum + applyBps(lineTotalCents(l), 725), 0),
    );
    // The designer drafts at their own rates (none saved: the defaults).
    const theirs = newest(await f.draft({}, 'designer'));
    expect(labour(theirs.lines)[0]).toEqual(['floor_tile', 50, 'sq ft', 840]);
  });

  it('drafts from the version asked for, and refuses a design that is not the project’s', async () => {
    const old = await f.draft({ design_version: 1 });
    expect(newest(old).lines[0].design).toEqual({ id: f.designId, version: 1 });
    const gone = await f.draft({ design_version: 9 });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().errors).toEqual({ design_version: ['That version of the design is no longer kept.'] });
    const theirs = await f.call('POST', '/api/designs', 'otherOwner', {
      name: 'Their room',
      floorplan: 'bathroom-hall-2438x1524',
      document: f.document,
    });
    for (const id of [theirs.json().data.id, 2_147_483_000]) {
      const res = await f.draft({ design_id: id });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ design_id: ['The design is not one of this project’s rooms.'] });
    }
  });

  it('refuses bad allowances, terms, NUL bytes and numbers past the limits on their field (never a 500)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ allowances: { roofing: { per_unit_cents: 1 } } }, 'allowances.roofing'],
      [{ allowances: { vanity: { per_unit_cents: 1, lump_sum_cents: 2 } } }, 'allowances.vanity'],
      [{ allowances: { vanity: { lump_sum_cents: 2 ** 53 } } }, 'allowances.vanity.lump_sum_cents'],
      [{ allowances: { vanity: { lump_sum_cents: '0x10' } } }, 'allowances.vanity.lump_sum_cents'],
      [{ deposit: { kind: 'fixed', cents: 1e23 } }, 'deposit.cents'],
      [{ deposit: { kind: 'percent', bps: 10_001 } }, 'deposit.bps'],
      [{ valid_until: '2026-02-30' }, 'valid_until'],
      [{ mode: 'secret' }, 'mode'],
      [{ message: 'Hello\u0000' }, 'message'],
      [{ message: 'x'.repeat(2_001) }, 'message'],
      [{ design_id: 2 ** 31 }, 'design_id'],
      [{ design_version: -1 }, 'design_version'],
    ];
    for (const [body, field] of cases) {
      const res = await f.draft(body);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toEqual([field]);
    }
  });
});
