import { FLOOR_PLANS } from '@app/domain/room/floor-plans';
import { templatesFor, VARIANT_SUBCATEGORIES } from '@app/domain/room/templates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { seedCatalog } from '../../db/seed/catalog/index.ts';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';

type Fixture = {
  id: string;
  kind: string;
  variant?: string;
  width: number;
  product: { product: string; sizeId: number } | null;
};

/**
 * Kitchens and laundries as a homeowner opens them (issue 21 B8): every appliance slot holds an appliance of
 * its own kind from the seeded catalogue, every cabinet is a real stock cabinet, and the checklist bills the
 * cabinets piece by piece.
 */
describe('templates dress kitchens and laundries from the catalogue, each slot with its own kind', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedCatalog(t.db, { products: 1200, seed: 11 });
    await seedDemoAccounts(t.db);
  }, 120_000);
  afterAll(() => t.close());

  const design = async (plan: string, template: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/visualization/design?floorplan=${plan}&floorTemplate=${template}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.document as { fixtures: Fixture[] };
  };
  /** The subcategory and width of each product size a design chose. */
  const sizesOf = async (fixtures: Fixture[]) => {
    const ids = fixtures.flatMap((f) => (f.product ? [f.product.sizeId] : []));
    const rows = rowsOf<{ id: number; leaf: string; width: string | null }>(
      await t.db.execute(sql`select s.id, c.name as leaf, s.width_size as width
        from product_sizes s join products p on p.id = s.product_id join categories c on c.id = p.category_id
        where s.id = any(string_to_array(${ids.join(',')}, ',')::int[])`),
    );
    return new Map(rows.map((r) => [Number(r.id), r]));
  };

  it('a refrigerator slot gets a refrigerator, a range a range, a hood a hood, a washer a washer; cabinets are stock cabinets', async () => {
    const plans = FLOOR_PLANS.filter((p) => p.kind === 'kitchen' || p.kind === 'laundry');
    for (const plan of plans.filter((_, i) => i % 4 === 0)) {
      for (const template of templatesFor(plan.kind).filter((_, i) => i % 7 === 0)) {
        const { fixtures } = await design(plan.id, template.id);
        const sizes = await sizesOf(fixtures);
        for (const f of fixtures.filter((g) => g.variant)) {
          const where = `${plan.id} × ${template.id}: ${f.id}`;
          expect(f.product, where).not.toBeNull();
          const size = sizes.get(f.product!.sizeId)!;
          expect(VARIANT_SUBCATEGORIES[f.variant as keyof typeof VARIANT_SUBCATEGORIES], where).toContain(
            size.leaf,
          );
          // The fixture takes the chosen size's width: a 30 in cabinet box is 762 mm.
          expect(f.width, where).toBe(Math.round(Number(size.width) * 25.4));
        }
      }
    }
  });

  it('the checklist of a dressed galley bills every cabinet as its own piece, by width', async () => {
    const doc = await design('kitchen-galley-3658x2438', 'kitchen-farmhouse-light');
    const cabinets = doc.fixtures.filter((f) => f.kind === 'cabinet');
    expect(cabinets.length).toBe(14);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/visualization/checklist',
      payload: { document: doc, vsd_id: 'DEMO2026' },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.json().data.lines as Array<{ units: number; fixtures: string[] }>;
    const billed = lines.filter((l) => l.fixtures.some((id) => cabinets.some((c) => c.id === id)));
    // One line per cabinet size (27 in boxes together), one unit per box: 14 boxes billed.
    expect(billed.reduce((n, l) => n + l.units, 0)).toBe(14);
    expect(billed.flatMap((l) => l.fixtures).sort()).toEqual(cabinets.map((c) => c.id).sort());
  });

  it('every kitchen template dresses all of a kitchen’s cabinets in one line: one maker, door style, finish and colour', {
    timeout: 240_000,
  }, async () => {
    const plans = FLOOR_PLANS.filter((p) => p.kind === 'kitchen');
    const layouts = new Set<string>();
    for (const plan of plans.filter((p) => !layouts.has(p.layout) && layouts.add(p.layout))) {
      for (const template of templatesFor('kitchen')) {
        const { fixtures } = await design(plan.id, template.id);
        // Base, wall and tall cabinets alike (island and peninsula bases, the U-shaped kitchen's pantry).
        const cabinets = fixtures.filter((f) => f.kind === 'cabinet');
        expect(
          cabinets.every((f) => f.product),
          `${plan.id} × ${template.id}`,
        ).toBe(true);
        const ids = cabinets.map((f) => f.product!.sizeId);
        const rows = rowsOf<{ line: string }>(
          await t.db.execute(sql`select distinct p.brand_id || '|' || p.style_tags[1] || '|' ||
              coalesce(p.finish, '') || '|' || array_to_string(p.colors, ',') as line
            from product_sizes s join products p on p.id = s.product_id
            where s.id = any(string_to_array(${ids.join(',')}, ',')::int[])`),
        );
        expect(
          rows.map((r) => r.line),
          `${plan.id} × ${template.id}`,
        ).toHaveLength(1);
      }
    }
    expect(layouts.has('u-shaped')).toBe(true);
  });
});
