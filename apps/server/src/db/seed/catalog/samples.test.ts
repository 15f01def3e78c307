import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../test/harness.ts';
import { type DatabaseHandle, rowsOf } from '../../client.ts';
import { seedCatalog } from './index.ts';
import { SAMPLE_PRICES, SAMPLE_SIZES, seedSamples } from './samples.ts';

type Row = { id: number; hash: string; tile: string; size: string | null; cents: number | null };

describe('the demo catalogue’s samples (issue 25 point 7)', () => {
  let h: DatabaseHandle;
  const rows = async () =>
    rowsOf<Row>(
      await h.db.execute(sql`select p.id, p.hash, coalesce(parent.name, c.name) as tile,
          p.sample_size as size, p.sample_price_cents as cents
        from products p join categories c on c.id = p.category_id
        left join categories parent on parent.id = c.parent_id order by p.id`),
    );

  beforeAll(async () => {
    h = await freshDatabase();
    expect(await seedSamples(h.db)).toBe(0); // no catalogue yet: nothing, and no marker
    await seedCatalog(h.db, { products: 600, seed: 42 });
  });
  afterAll(() => h?.close());

  it('offers a sample on every tile and slab and nothing else: about half free, the rest $3 to $9', async () => {
    const n = await seedSamples(h.db);
    const all = await rows();
    const offered = all.filter((r) => r.size != null);
    expect(n).toBe(offered.length);
    for (const r of all) {
      const size = SAMPLE_SIZES[r.tile];
      expect(r.size, `${r.tile} ${r.hash}`).toBe(size ?? null);
      if (!size) continue;
      // The rule, by the product's hash: the same catalogue gives the same samples.
      const digest = createHash('md5').update(r.hash).digest();
      const expected =
        digest[0]! < SAMPLE_PRICES.freeBelow
          ? 0
          : SAMPLE_PRICES.fromCents + (digest[1]! % SAMPLE_PRICES.steps) * 100;
      expect(r.cents, r.hash).toBe(expected);
    }
    expect(new Set(offered.map((r) => r.tile))).toEqual(new Set(Object.keys(SAMPLE_SIZES)));
    expect(offered.filter((r) => r.size === '4 × 4 in').length).toBeGreaterThan(0);
    expect(offered.filter((r) => r.size === '4 × 6 in').length).toBeGreaterThan(0);
    const free = offered.filter((r) => r.cents === 0).length;
    const priced = offered.filter((r) => r.cents! > 0).map((r) => r.cents!);
    expect(free / offered.length).toBeGreaterThan(0.3);
    expect(free / offered.length).toBeLessThan(0.7);
    expect(priced.length).toBeGreaterThan(0);
    for (const cents of priced) {
      expect(cents).toBeGreaterThanOrEqual(300);
      expect(cents).toBeLessThanOrEqual(900);
      expect(cents % 100).toBe(0);
    }
  });

  it('runs once: a sample its vendor took away stays away on the next start', async () => {
    const [first] = (await rows()).filter((r) => r.size != null);
    await h.db.execute(
      sql`update products set sample_size = null, sample_price_cents = null where id = ${first!.id}`,
    );
    expect(await seedSamples(h.db)).toBe(0);
    const [again] = (await rows()).filter((r) => r.id === first!.id);
    expect(again).toMatchObject({ size: null, cents: null });
  });
});
