import { fitProblems } from '@app/domain/room/fit-checks';
import { FLOOR_PLANS } from '@app/domain/room/floor-plans';
import { resolveTemplate, TEMPLATES, templatesFor } from '@app/domain/room/templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { seedCatalog } from '../../db/seed/catalog/index.ts';
import { templateCandidates, widthInches } from './visualizer.repository.ts';

describe('GET /api/visualization/design: a plan dressed by a template from the catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // Enough products that each category has every size the plans need.
    await seedCatalog(t.db, { products: 1200, seed: 11 });
  }, 120_000);
  afterAll(() => t.close());

  const get = (floorplan: string, floorTemplate: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/visualization/design?floorplan=${floorplan}&floorTemplate=${floorTemplate}`,
    });

  it('answers the hall bath in a Modern light template with real products on every surface and fixture', async () => {
    const res = await get('bathroom-hall-2438x1524', 'bathroom-modern-light');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      floorplan: 'bathroom-hall-2438x1524',
      floorTemplate: 'bathroom-modern-light',
    });
    expect(data.name).toBe('Modern light bath · Hall bath 8 × 5 ft');
    for (const s of data.document.surfaces) expect(s.product, s.id).not.toBeNull();
    for (const f of data.document.fixtures) expect(f.product, f.id).not.toBeNull();
    // The products are the catalogue's: each hash and size exists.
    const hashes = new Set(
      (await templateCandidates(t.db, ['Bath Tubs', 'Toilets'])).map((c) => `${c.product}#${c.sizeId}`),
    );
    const tub = data.document.fixtures.find((f: { id: string }) => f.id === 'tub').product;
    expect(hashes).toContain(`${tub.product}#${tub.sizeId}`);
  });

  it('every template dresses every plan of its kind completely, and the design still fits', async () => {
    const categories = [
      ...new Set(TEMPLATES.flatMap((tp) => Object.values(tp.slots).flatMap((r) => r?.categories ?? []))),
    ];
    const candidates = await templateCandidates(t.db, categories);
    let dressed = 0;
    for (const plan of FLOOR_PLANS) {
      for (const template of templatesFor(plan.kind)) {
        const doc = resolveTemplate(plan.doc, template, candidates);
        const empty = [...doc.surfaces, ...doc.fixtures.filter((f) => f.kind !== 'cabinet')].filter(
          (x) => !x.product,
        );
        expect(
          empty.map((x) => x.id),
          `${plan.id} × ${template.id}`,
        ).toEqual([]);
        expect(fitProblems(doc), `${plan.id} × ${template.id}`).toEqual([]);
        dressed += 1;
      }
    }
    expect(dressed).toBe(FLOOR_PLANS.length * 30);
  });

  it('404 for an unknown plan or template; 422 for a template of another kind of room', async () => {
    expect((await get('nope', 'bathroom-modern-light')).statusCode).toBe(404);
    expect((await get('bathroom-hall-2438x1524', 'nope')).statusCode).toBe(404);
    const wrong = await get('bathroom-hall-2438x1524', 'kitchen-modern-light');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ floorTemplate: ['This template is not for a bathroom plan.'] });
  });

  it('reads a size label as inches', () => {
    expect(widthInches('30')).toBe(30);
    expect(widthInches('1.25')).toBe(1.25);
    expect(widthInches('15 ft')).toBe(180);
    expect(widthInches('Standard')).toBeNull();
    expect(widthInches(null)).toBeNull();
  });
});
