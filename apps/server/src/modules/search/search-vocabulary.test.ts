import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { searchWords } from '../../db/schema/index.ts';
import {
  apply,
  csvOf,
  type ImportFixture,
  importTestApp,
  tileRows,
  upload,
} from '../catalog-import/catalog-import.fixture.ts';
import {
  type VendorProductsFixture,
  vendorProductsTestApp,
} from '../vendor-products/vendor-products.fixture.ts';

type Answer = {
  total: number;
  data: Array<{ id: number; name: string }>;
  corrected: { query: string; original: string } | null;
};

/** GET /api/search?q=… on the fixture's app. */
const searcher =
  (t: { app: { inject: (o: object) => Promise<{ statusCode: number; json: () => unknown }> } }) =>
  async (text: string): Promise<Answer> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(text)}&ppp=48`,
    });
    expect(res.statusCode, text).toBe(200);
    return (res.json() as { data: Answer }).data;
  };

/** The vocabulary's counts recounted from the listed products: what the triggers must keep equal. */
async function recount(db: VendorProductsFixture['t']['db']) {
  const rows = rowsOf<{ word: string; n: number }>(
    await db.execute(sql`select w as word, count(distinct p.id)::int as n
      from products p, regexp_split_to_table(lower(p.search_text), '[^[:alnum:]]+') w
      where length(w) >= 3 and w !~ '[^[:alpha:]]' and p.listed and p.default_vendor_price_cents is not null
        and exists (select 1 from unnest(to_tsvector('english', w)))
      group by w order by w`),
  );
  const kept = await db
    .select({ word: searchWords.word, n: searchWords.products })
    .from(searchWords)
    .orderBy(searchWords.word);
  return { rows: rows.map((r) => ({ word: r.word, n: Number(r.n) })), kept };
}

describe('search vocabulary: follows the vendors’ edits', () => {
  let f: VendorProductsFixture;
  let search: (text: string) => Promise<Answer>;
  beforeAll(async () => {
    f = await vendorProductsTestApp();
    search = searcher(f.t);
  });
  afterAll(() => f.t.close());

  it('makes a new product’s made-up word searchable and correctable, and forgets it when renamed or hidden', async () => {
    expect(await search('quokastone')).toMatchObject({ total: 0, corrected: null });
    const created = await f.send(
      'POST',
      '/api/vendor/products',
      f.auth.vendorA,
      f.draft({ name: 'Quokkastone Hex Mosaic' }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;

    const exact = await search('quokkastone');
    expect(exact).toMatchObject({ total: 1, corrected: null });
    expect(exact.data[0]).toMatchObject({ id, name: 'Quokkastone Hex Mosaic' });
    const typo = await search('quokastone');
    expect(typo.corrected).toEqual({ query: 'quokkastone', original: 'quokastone' });
    expect(typo.data.map((c) => c.id)).toEqual([id]);

    const renamed = await f.send(
      'PUT',
      `/api/vendor/products/${id}`,
      f.auth.vendorA,
      f.draft({ name: 'Wombatite Hex Mosaic' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(await search('quokastone')).toMatchObject({ total: 0, corrected: null });
    expect(await f.t.db.$count(searchWords, eq(searchWords.word, 'quokkastone'))).toBe(0);
    expect((await search('wombatyte')).corrected).toEqual({ query: 'wombatite', original: 'wombatyte' });

    expect((await f.send('POST', `/api/vendor/products/${id}/hide`, f.auth.vendorA)).statusCode).toBe(200);
    expect(await search('wombatyte')).toMatchObject({ total: 0, corrected: null });
    expect((await f.send('POST', `/api/vendor/products/${id}/show`, f.auth.vendorA)).statusCode).toBe(200);
    expect((await search('wombatyte')).data.map((c) => c.id)).toEqual([id]);

    const { rows, kept } = await recount(f.t.db);
    expect(kept).toEqual(rows);
  });
});

describe('search vocabulary: follows a catalogue import', () => {
  let f: ImportFixture;
  let search: (text: string) => Promise<Answer>;
  beforeAll(async () => {
    f = await importTestApp();
    search = searcher(f.t);
  });
  afterAll(() => f.t.close());

  it('lists an applied import’s words, not a previewed one’s', async () => {
    const rows = [
      ...tileRows('ZG-1', 'Zelligio Glazed Tile'),
      ...tileRows('ZG-2', 'Zelligio Terracotta Tile'),
    ];
    const preview = await upload(f, f.auth.vera, csvOf(rows));
    expect(preview.statusCode).toBe(201);
    expect(await search('zeligio')).toMatchObject({ total: 0, corrected: null });

    expect((await apply(f, f.auth.vera, preview.json().data.id)).statusCode).toBe(200);
    const typo = await search('zeligio');
    expect(typo.corrected).toEqual({ query: 'zelligio', original: 'zeligio' });
    expect(typo.data.map((c) => c.name).sort()).toEqual(['Zelligio Glazed Tile', 'Zelligio Terracotta Tile']);
    const [word] = await f.t.db.select().from(searchWords).where(eq(searchWords.word, 'zelligio'));
    expect(word).toEqual({ word: 'zelligio', stem: 'zelligio', products: 2 });

    const { rows: counted, kept } = await recount(f.t.db);
    expect(kept).toEqual(counted);
  });
});
