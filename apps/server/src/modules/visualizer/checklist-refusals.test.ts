import type { ProductRef } from '@app/domain/room/document';
import { copingRing, sampleRoom } from '@app/domain/room/room.fixture';
import { ROOM_MESSAGES } from '@app/domain/room/room-validity';
import { WORST_ROOMS } from '@app/domain/room/worst-rooms.fixture';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { seedAccessories } from '../../db/seed/accessories.ts';
import { seedCatalog } from '../../db/seed/catalog/index.ts';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';

/** Issue 21 B6–B8: what the public checklist refuses, and the costliest rooms it still answers. */
describe('POST /api/visualization/checklist: refusals and the worst rooms within the limits', () => {
  let t: TestApp;
  let tile: ProductRef;
  let piece: ProductRef;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedCatalog(t.db, { products: 300, seed: 21 });
    await seedDemoAccounts(t.db);
    await seedAccessories(t.db);
    const sizeOf = async (category: string) => {
      const [row] = rowsOf<{ hash: string; size_id: number }>(
        await t.db.execute(sql`select p.hash, s.id as size_id from product_sizes s
          join products p on p.id = s.product_id join categories c on c.id = p.category_id
          left join categories top on top.id = c.parent_id
          where coalesce(top.name, c.name) = ${category} and p.listed order by s.id limit 1`),
      );
      return { product: row.hash, sizeId: Number(row.size_id) };
    };
    [tile, piece] = [await sizeOf('Tile Flooring'), await sizeOf('Bathroom Vanitys')];
  }, 180_000);
  afterAll(() => t.close());

  const checklistOf = (document: unknown, ref: Record<string, unknown> = { vsd_id: 'DEMO2026' }) =>
    t.app.inject({ method: 'POST', url: '/api/visualization/checklist', payload: { document, ...ref } });
  const tiledRoom = () => {
    const doc = sampleRoom();
    doc.surfaces[0] = { ...doc.surfaces[0], product: tile };
    return doc;
  };

  it('a showroom that does not exist, or is not live yet, is 404 — never the base prices', async () => {
    expect((await checklistOf(tiledRoom())).statusCode).toBe(200);
    for (const ref of [{ vsd_id: 'NOSUCH1' }, { showroom: 2_000_000 }, { vsd_id: 'COASTKIT' }]) {
      const res = await checklistOf(tiledRoom(), ref);
      expect(res.statusCode, JSON.stringify(ref)).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect(res.json().data).toBeUndefined();
    }
  });

  it('walls that do not close are 422 on document.walls, not a floor priced at 0', async () => {
    const doc = tiledRoom();
    doc.walls[3] = { ...doc.walls[3], b: { x: 0, y: 100 } };
    const res = await checklistOf(doc);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'document.walls': [ROOM_MESSAGES.wallsOpen] });
  });

  it('a coping ring whose pool crosses itself, and an opening wider than its wall, each on its path', async () => {
    const doc = tiledRoom();
    const ring = copingRing(tile);
    doc.surfaces.push({
      ...ring,
      region: {
        type: 'plan',
        outline: (ring.region as { outline: { x: number; y: number }[] }).outline,
        holes: [
          [
            { x: 500, y: 500 },
            { x: 5500, y: 3500 },
            { x: 5500, y: 500 },
            { x: 500, y: 3500 },
          ],
        ],
        elevation: 0,
      },
    });
    doc.openings[0] = { ...doc.openings[0], offset: 0, width: 3100 };
    const res = await checklistOf(doc);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'document.openings.0.width': [ROOM_MESSAGES.openingTooWide],
      [`document.surfaces.${doc.surfaces.length - 1}.region.holes.0`]: [ROOM_MESSAGES.holeCrosses],
    });
  });

  it('every worst-case room within the limits is answered with its lines (not 500, not a timeout)', async () => {
    for (const [name, make] of Object.entries(WORST_ROOMS)) {
      const res = await checklistOf(make({ tile, piece }));
      expect(res.statusCode, name).toBe(200);
      const lines = res.json().data.lines as { product: { hash: string }; units: number }[];
      const tiles = lines.find((l) => l.product.hash === tile.product);
      expect(tiles?.units, name).toBeGreaterThan(0);
    }
  }, 120_000);
});
