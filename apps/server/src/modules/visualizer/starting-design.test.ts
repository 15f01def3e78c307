import { fitProblems } from '@app/domain/room/fit-checks';
import { FLOOR_PLANS } from '@app/domain/room/floor-plans';
import { resolveTemplate, TEMPLATES, templatesFor } from '@app/domain/room/templates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { MIRROR_PRODUCTS } from '../../db/seed/catalog/mirrors.ts';
import { checklistOf as checklistIn, designOf, visualizerApp } from './visualizer.fixture.ts';
import { templateCandidates } from './visualizer.repository.ts';

describe('GET /api/visualization/design: a plan dressed by a template from the catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await visualizerApp();
  }, 120_000);
  afterAll(() => t.close());

  const get = (floorplan: string, floorTemplate: string) => designOf(t, floorplan, floorTemplate);
  const checklistOf = (document: unknown) => checklistIn(t, document);

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

  it('carries how each of its products is drawn, as its checklist does, so the room paints before pricing', async () => {
    const data = (await get('kitchen-galley-3658x2438', 'kitchen-modern-light')).json().data;
    const refs = [...data.document.surfaces, ...data.document.fixtures].flatMap(
      (x: { product: { product: string; sizeId: number } | null }) =>
        x.product ? [`${x.product.product}#${x.product.sizeId}`] : [],
    );
    expect(Object.keys(data.textures).sort()).toEqual([...new Set(refs)].sort());
    const checklist = (await checklistOf(data.document)).json().data;
    expect(data.textures).toEqual(checklist.textures);
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
    // Every plan × 30 templates dressed and fit-checked: ~20 s of computing on a quiet machine, 30+ loaded.
  }, 120_000);

  it('the 10 styles pave the pool’s deck each its own way: pavers of the style’s colour, size and bond', async () => {
    const candidates = await templateCandidates(t.db, ['Hardscaping', 'Pool Copings', 'Artificial Turf']);
    const byRef = new Map(candidates.map((c) => [`${c.product}#${c.sizeId}`, c]));
    const pool = FLOOR_PLANS.find((p) => p.id === 'outdoor-pool-4267x8534')!;
    for (const palette of ['light', 'warm', 'dark']) {
      const decks = templatesFor('outdoor')
        .filter((tp) => tp.palette === palette)
        .map((tp) => {
          const { surfaces } = resolveTemplate(pool.doc, tp, candidates);
          const deck = surfaces.find((s) => s.kind === 'hardscape')!;
          const coping = surfaces.find((s) => s.kind === 'coping')!;
          const ref = `${deck.product!.product}#${deck.product!.sizeId}`;
          const c = byRef.get(ref)!;
          return {
            style: tp.style,
            ref,
            leaf: c.leaf,
            ground: c.colors[0],
            coping: byRef.get(`${coping.product!.product}#${coping.product!.sizeId}`)!.colors[0],
            size: `${c.widthIn}x${c.heightIn}`,
            bond: deck.pattern,
          };
        });
      const at = (style: string) => decks.find((d) => d.style === style)!;
      // Never a retaining-wall block (Hardscaping's other subcategory) under a patio.
      expect(
        decks.map((d) => d.leaf),
        palette,
      ).toEqual(decks.map(() => 'Pavers'));
      // Told apart at a glance: (nearly) every style its own paver or its own bond, in as many ground colours as
      // the palette has pavers in (light: Ivory, Sand, Grey, Tan, Red, Charcoal; warm: Tan, Sand, Red; dark:
      // Charcoal, Grey, where the styles differ most by size and bond).
      expect(new Set(decks.map((d) => `${d.ref} ${d.bond}`)).size, palette).toBeGreaterThanOrEqual(9);
      expect(new Set(decks.map((d) => d.ground)).size, palette).toBeGreaterThanOrEqual(
        { light: 5, warm: 3, dark: 2 }[palette]!,
      );
      expect(new Set(decks.map((d) => d.bond)).size, palette).toBe(4);
      // Traditional: small bricks in a running bond; Modern: large slabs laid straight; Luxury: on the diagonal.
      expect([at('Traditional').size, at('Traditional').bond], palette).toEqual(['6x9', 'brick']);
      expect([at('Modern').size, at('Modern').bond], palette).toEqual(['16x24', 'straight']);
      expect(at('Luxury').bond, palette).toBe('diagonal');
      if (palette === 'light') {
        // The previews' palette: each style its own paver, and its own deck and coping colours together (two
        // styles with a grey deck ring the pool one in ivory, the other in grey).
        expect(new Set(decks.map((d) => d.ref)).size).toBeGreaterThanOrEqual(9);
        expect(new Set(decks.map((d) => `${d.ground}/${d.coping}`)).size).toBe(10);
        expect(at('Traditional').ground).toBe('Red');
        expect(at('Modern').ground).toBe('Grey');
      }
    }
  });

  it('hangs a seeded mirror over the vanity, 40 in up and narrower than it, drawn in its frame and billed once', async () => {
    const data = (await get('bathroom-hall-2438x1524', 'bathroom-modern-light')).json().data;
    type F = {
      id: string;
      kind: string;
      width: number;
      height: number;
      elevation: number;
      product: null | { product: string; sizeId: number };
    };
    const fixtures: F[] = data.document.fixtures;
    const vanity = fixtures.find((f) => f.kind === 'vanity')!;
    const mirrors = fixtures.filter((f) => f.kind === 'mirror');
    expect(mirrors).toHaveLength(1);
    const [mirror] = mirrors;
    // A 30 in vanity: the widest mirror 2 in narrower each side is a 24 in one, hung by its bottom edge at 40 in.
    expect(vanity.width).toBe(762);
    expect(mirror.width).toBe(610);
    expect(mirror.elevation).toBe(1016);
    const seeded = MIRROR_PRODUCTS.find((m) => m.hash === mirror.product!.product)!;
    expect(seeded, 'a seeded mirror').toBeDefined();
    const [row] = rowsOf<{ width_size: string; height_size: string; category: string }>(
      await t.db.execute(sql`select s.width_size, s.height_size, c.name as category from product_sizes s
        join products p on p.id = s.product_id join categories c on c.id = p.category_id
        where s.id = ${mirror.product!.sizeId}`),
    );
    expect(row).toMatchObject({ width_size: '24', category: 'Bathroom Mirrors' });
    expect(mirror.height).toBe(Math.round(Number(row.height_size) * 25.4));
    // The 3-D room gets the mirror's outline and frame with its colour.
    const texture = data.textures[`${mirror.product!.product}#${mirror.product!.sizeId}`];
    expect(texture.mirror).toEqual(seeded.texture.mirror);
    // Modern: its picks are Modern-tagged, as every slot's.
    expect(seeded.styleTags).toContain('Modern');
    const checklist = (await checklistOf(data.document)).json().data;
    const line = checklist.lines.find(
      (l: { product: { hash: string } }) => l.product.hash === mirror.product!.product,
    );
    expect(line).toMatchObject({ units: 1, unit_name: 'Piece', fixtures: ['mirror'] });
    expect(line.line_total_cents).toBeGreaterThan(seeded.sizes[0].vendorPriceCents);
  });

  it('422 on the field for an unknown plan or template, or a template of another kind of room', async () => {
    const noPlan = await get('nope', 'bathroom-modern-light');
    expect(noPlan.statusCode).toBe(422);
    expect(noPlan.json().errors).toEqual({ floorplan: ['The selected floor plan is invalid.'] });
    const noTemplate = await get('bathroom-hall-2438x1524', 'nope');
    expect(noTemplate.statusCode).toBe(422);
    expect(noTemplate.json().errors).toEqual({ floorTemplate: ['The selected floor template is invalid.'] });
    const wrong = await get('bathroom-hall-2438x1524', 'kitchen-modern-light');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ floorTemplate: ['This template is not for a bathroom plan.'] });
  });
});
