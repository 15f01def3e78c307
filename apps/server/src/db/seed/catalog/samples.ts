import { eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../client.ts';
import { settings } from '../../schema/index.ts';
import { CATALOG_LOCK } from './index.ts';

/** Marks the demo samples as given (once per database, also on a catalogue seeded before this step). */
export const SAMPLES_MARKER = 'internal.seed.samples';

/**
 * The demo catalogue's tiles and slabs that offer a sample (issue 25 point 7), by their home tile (a leaf's
 * parent, else the leaf), and the sample's size: a chip of tile, a larger piece of stone or slab.
 */
export const SAMPLE_SIZES: Readonly<Record<string, string>> = {
  'Tile Flooring': '4 × 4 in',
  'Backsplash Tiles': '4 × 4 in',
  'Stacked Stone': '4 × 6 in',
  Countertop: '4 × 6 in',
};

/**
 * The price rule, drawn from the product's hash (the same catalogue gives the same samples): the first byte
 * of md5(hash) below 128 is a free sample (about half), else a whole-dollar price from $3 to $9 by the second.
 */
export const SAMPLE_PRICES = { freeBelow: 128, fromCents: 300, steps: 7 } as const;

/**
 * Gives the tiles and slabs of the demo catalogue their samples, in one UPDATE, once per database; a product
 * that already offers one (its vendor's) keeps it, and a vendor who takes one away later is not overruled on
 * the next start. Returns the number of products given a sample.
 */
export async function seedSamples(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK})`);
    const [done] = await tx.select().from(settings).where(eq(settings.key, SAMPLES_MARKER));
    if (done) return 0;
    const sizes = Object.entries(SAMPLE_SIZES).map(([tile, size]) => sql`(${tile}, ${size})`);
    const digest = sql`decode(md5(p.hash), 'hex')`;
    const { freeBelow, fromCents, steps } = SAMPLE_PRICES;
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(sql`with offered as (
          update products p
          set sample_size = s.size,
            sample_price_cents = case when get_byte(${digest}, 0) < ${freeBelow} then 0
              else ${fromCents}::int + get_byte(${digest}, 1) % ${steps}::int * 100 end
          from categories c
          left join categories parent on parent.id = c.parent_id
          join (values ${sql.join(sizes, sql`, `)}) as s(tile, size) on s.tile = coalesce(parent.name, c.name)
          where p.category_id = c.id and p.sample_size is null
          returning 1)
        select count(*)::int as n from offered`),
    );
    const n = Number(row?.n ?? 0);
    if (n === 0) return 0; // no catalogue yet: run again after it
    await tx
      .insert(settings)
      .values({ key: SAMPLES_MARKER, value: { products: n, at: new Date().toISOString() } });
    return n;
  });
}
