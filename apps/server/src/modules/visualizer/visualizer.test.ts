import { ACCESSORIES } from '@app/domain/room/accessories';
import { planSurface, rect } from '@app/domain/room/plan-builder';
import { copingRing, sampleRoom } from '@app/domain/room/room.fixture';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { checklistOf as checklistIn, visualizerApp } from './visualizer.fixture.ts';

describe('POST /api/visualization/checklist and GET /api/visualization/options: the room priced and its swaps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await visualizerApp();
  }, 120_000);
  afterAll(() => t.close());

  /** A size of the seeded catalogue: the first of its top category with these labels. */
  async function sizeOf(category: string, where: ReturnType<typeof sql>) {
    const [row] = rowsOf<{ hash: string; size_id: number }>(
      await t.db.execute(sql`select p.hash, s.id as size_id from product_sizes s
        join products p on p.id = s.product_id join categories c on c.id = p.category_id
        left join categories top on top.id = c.parent_id
        where coalesce(top.name, c.name) = ${category} and ${where} order by s.id limit 1`),
    );
    return { product: row.hash, sizeId: Number(row.size_id) };
  }
  const checklistOf = (document: unknown, vsd_id = 'DEMO2026') => checklistIn(t, document, vsd_id);

  it('the checklist of a 3000 × 2400 mm floor of 12 × 12 in tile, 15 sq ft a box: 6 boxes at the showroom’s price', async () => {
    const tile = await sizeOf(
      'Tile Flooring',
      sql`s.width_size = '12' and s.height_size = '12' and s.box_sqft = 15`,
    );
    const doc = sampleRoom();
    doc.surfaces[0] = { ...doc.surfaces[0], product: tile, pattern: 'straight' };
    doc.surfaces[2] = { ...doc.surfaces[2], product: null };
    const res = await checklistOf(doc);
    expect(res.statusCode).toBe(200);
    const { lines, subtotal_cents, problems, unpriced } = res.json().data;
    // The tile, then what laying it takes: grout for 3 mm joints, thinset, a strip at the door.
    expect(
      lines.map((l: { accessory: boolean; product: { hash: string }; units: number }) => [
        l.accessory,
        l.product.hash,
        l.units,
      ]),
    ).toEqual([
      [false, tile.product, 6],
      [true, ACCESSORIES.grout.hash, 1],
      [true, ACCESSORIES.thinset.hash, 2],
      [true, ACCESSORIES.transition.hash, 1],
    ]);
    const [line] = lines;
    expect(line).toMatchObject({ units: 6, unit_name: 'Box', fixtures: [] });
    expect(line.surfaces).toEqual([
      { id: 'floor', net_sqft: 77.5, waste_percent: 10, with_waste_sqft: 85.25 },
    ]);
    expect(line.steps).toEqual([
      'floor: 77.50 sq ft + 10% waste = 85.25 sq ft',
      '85.25 sq ft ÷ 15 sq ft per box = 5.68 → 6',
    ]);
    // The price is the product page's price for that size in DEMO2026.
    const page = await t.app.inject({ method: 'GET', url: `/api/product/${tile.product}?vsd_id=DEMO2026` });
    const size = page.json().data.sizes.find((s: { id: number }) => s.id === tile.sizeId);
    expect(line.product.price_cents).toBe(size.price_cents);
    expect(line.qty).toBe(Math.max(6, size.min_qty));
    expect(line.line_total_cents).toBe(line.qty * size.price_cents);
    expect(subtotal_cents).toBe(
      lines.reduce((sum: number, l: { line_total_cents: number }) => sum + l.line_total_cents, 0),
    );
    expect(lines[1].steps.at(-1)).toBe('4.5 lb ÷ 25 lb per bag → 1');
    expect(problems).toEqual([]);
    expect(unpriced).toEqual([]);
    // How to draw the tile, at true scale: its 12 × 12 in size.
    expect(res.json().data.textures[`${tile.product}#${tile.sizeId}`]).toMatchObject({
      tile_width_in: 12,
      tile_height_in: 12,
    });
  });

  it('fixtures by the piece, coping by the edge; a product the catalogue does not have is named, not priced', async () => {
    const vanity = await sizeOf('Bathroom Vanitys', sql`s.width_size = '30'`);
    const coping = await sizeOf('Pool Copings', sql`s.width_size = '12' and s.height_size = '24'`);
    const doc = sampleRoom();
    doc.fixtures = [
      { ...doc.fixtures[0], id: 'v1', kind: 'vanity', product: vanity },
      { ...doc.fixtures[0], id: 'v2', kind: 'vanity', at: { x: 1500, y: 1200 }, product: vanity },
    ];
    doc.surfaces = [
      copingRing(coping),
      { ...doc.surfaces[0], product: { product: 'gone', sizeId: 999_999 } },
    ];
    const data = (await checklistOf(doc)).json().data;
    // Coping along the pool's water edge, mitred at its 4 corners: 32 pieces + 10% → 36 (coping.test.ts).
    expect(data.lines.map((l: { units: number; fixtures: string[] }) => [l.units, l.fixtures])).toEqual([
      [36, []],
      [2, ['v1', 'v2']],
    ]);
    // The coping line names its surface, so the parts list shows the coping beside the ring.
    expect(data.lines[0].surfaces).toEqual([
      { id: 'coping', net_sqft: 96.88, waste_percent: 0, with_waste_sqft: 96.88 },
    ]);
    expect(data.unpriced).toEqual(['floor']);
  });

  /** The sample room with two 3658 × 635 mm (144.02 × 25 in) countertop runs, then its floor; nothing chosen. */
  const galley = () => {
    const doc = sampleRoom();
    const floor = { ...doc.surfaces[0], product: null };
    doc.surfaces = [
      planSurface('counter-s', 'countertop', rect(0, 0, 3658, 635), 914),
      planSurface('counter-n', 'countertop', rect(0, 1765, 3658, 2400), 914),
      floor,
    ];
    return doc;
  };

  it('countertops by the 126 × 63 in slab name their runs and their seams; a plank floor takes no large-format waste', async () => {
    const slab = await sizeOf('Countertop', sql`s.width_size = '126' and s.height_size = '63'`);
    const plank = await sizeOf('Hardwood Flooring', sql`s.width_size = '7' and s.length_size = '72'`);
    const doc = galley();
    doc.surfaces[2] = { ...doc.surfaces[2], product: plank, pattern: 'straight' };
    doc.surfaces[0].product = slab;
    doc.surfaces[1].product = slab;
    const data = (await checklistOf(doc)).json().data;
    const slabLine = data.lines.find((l: { product: { hash: string } }) => l.product.hash === slab.product);
    // Two 144.02 in runs: each 146.02 in with its cut allowance → 2 pieces and a seam; 2 slabs.
    expect(slabLine).toMatchObject({ units: 2, unit_name: 'Slab', seams: 2 });
    expect(slabLine.surfaces.map((s: { id: string }) => s.id)).toEqual(['counter-s', 'counter-n']);
    expect(slabLine.steps[0]).toBe(
      'counter-s: 144.02 + 2 × 1 in = 146.02 in > 126 in slab → 2 pieces of 74.01 × 27 in, 1 seam',
    );
    const floor = data.lines.find((l: { product: { hash: string } }) => l.product.hash === plank.product);
    // A 72 in plank is meant to be long: 10% straight, not 15%.
    expect(floor.surfaces[0]).toMatchObject({ id: 'floor', waste_percent: 10 });
  });

  it('a slab size’s own cut allowance is the one its runs are cut with', async () => {
    const slab = await sizeOf('Countertop', sql`s.width_size = '126' and s.height_size = '63'`);
    const doc = galley();
    doc.surfaces[0].product = slab;
    doc.surfaces[1].product = slab;
    await t.db.execute(sql`update product_sizes set cut_allowance_in = 0.5 where id = ${slab.sizeId}`);
    try {
      const [line] = (await checklistOf(doc)).json().data.lines;
      // 144.02 + 2 × 0.5 = 145.02 in > 126 → 2 pieces of 72.01 + 1 = 73.01 in, 25 + 1 = 26 in deep.
      expect(line.steps[0]).toBe(
        'counter-s: 144.02 + 2 × 0.5 in = 145.02 in > 126 in slab → 2 pieces of 73.01 × 26 in, 1 seam',
      );
    } finally {
      await t.db.execute(sql`update product_sizes set cut_allowance_in = null where id = ${slab.sizeId}`);
    }
  });

  it('a floor that cannot be measured (walls that do not close) is refused on document.walls, never priced at 0', async () => {
    const tile = await sizeOf('Tile Flooring', sql`s.box_sqft = 15`);
    const doc = sampleRoom();
    doc.walls[3] = { ...doc.walls[3], b: { x: 0, y: 100 } };
    doc.surfaces = [{ ...doc.surfaces[0], product: tile }];
    const res = await checklistOf(doc);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['document.walls']);
  });

  it('names what does not fit, and refuses a document that does not hold together', async () => {
    const doc = sampleRoom();
    doc.fixtures = [
      {
        ...doc.fixtures[0],
        id: 'cabinet',
        kind: 'cabinet',
        at: { x: 600, y: 500 },
        width: 600,
        depth: 500,
        rotation: 0,
        wallId: null,
      },
    ];
    const data = (await checklistOf(doc)).json().data;
    expect(data.problems).toEqual([
      { code: 'door-swing', message: 'The door hits the cabinet as it opens.', ids: ['door', 'cabinet'] },
    ]);
    const broken = sampleRoom();
    broken.openings[0].wallId = 'nowhere';
    const res = await checklistOf(broken);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'document.openings.0.wallId': ['No such wall.'] });
  });

  const options = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/visualization/options?${query}` });

  it('offers a floor every flooring size of the showroom, priced as the product page prices it, with its look', async () => {
    const res = await options('slot=floor&vsd_id=DEMO2026');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.per_page).toBe(12);
    expect(data.data).toHaveLength(12);
    const [{ total }] = rowsOf<{ total: number }>(
      await t.db.execute(sql`select count(*)::int as total from product_sizes s
        join products p on p.id = s.product_id join categories c on c.id = p.category_id
        left join categories top on top.id = c.parent_id
        where coalesce(top.name, c.name) in ('Tile Flooring', 'luxury-flooring', 'Hardwood Flooring', 'Laminate Flooring')`),
    );
    expect(data.total).toBe(Number(total));
    const first = data.data[0];
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/product/${first.product.hash}?vsd_id=DEMO2026`,
    });
    const size = page.json().data.sizes.find((s: { id: number }) => s.id === first.product.size_id);
    expect(first.product.price_cents).toBe(size.price_cents);
    expect(first.texture.tile_width_in).toBeGreaterThan(0);
    // Nothing but flooring.
    const categories = new Set(
      data.data.map((o: { product: { category: { name: string } } }) => o.product.category.name),
    );
    expect([...categories].every((c) => !/Vanit|Toilet|Faucet/.test(String(c)))).toBe(true);
  });

  it('a vanity slot lists vanities with their widths; a name search and a page past the end narrow it', async () => {
    const data = (await options('slot=vanity&vsd_id=DEMO2026')).json().data;
    expect(data.total).toBeGreaterThan(0);
    for (const o of data.data) expect(o.width_in === null || o.width_in > 0).toBe(true);
    expect(data.data.some((o: { width_in: number | null }) => o.width_in !== null)).toBe(true);
    const word = data.data[0].product.name.split(' ')[0];
    const found = (await options(`slot=vanity&vsd_id=DEMO2026&q=${encodeURIComponent(word)}`)).json().data;
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThanOrEqual(data.total);
    for (const o of found.data) expect(o.product.name.toLowerCase()).toContain(word.toLowerCase());
    // A typed % matches itself, not everything.
    expect((await options('slot=vanity&q=%25%25')).json().data.total).toBe(0);
    const last = (await options('slot=vanity&page=99999')).json().data;
    expect(last.current_page).toBe(last.last_page);
    expect(last.data.length).toBeGreaterThan(0);
  });

  it('422 for an unknown slot or a NUL byte; a ceiling has nothing to offer', async () => {
    const bad = await options('slot=roof');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ slot: ['The slot is invalid.'] });
    expect((await options('slot=floor&q=a%00b')).statusCode).toBe(422);
    expect((await options('slot=floor&page=0x10')).statusCode).toBe(422);
    const ceiling = (await options('slot=ceiling')).json().data;
    expect([ceiling.total, ceiling.data]).toEqual([0, []]);
  });
});
