import { MAX_QUERY_WORDS } from '@app/domain/search/spelling';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { catalogTestApp } from '../catalog/catalog.fixture.ts';
import { correctedText } from './search-correction.ts';

type Fixture = Awaited<ReturnType<typeof catalogTestApp>>;
type Card = { id: number; name: string };
type Answer = {
  total: number;
  data: Card[];
  facets: { categories: Array<{ count: number }> };
  corrected: { query: string; original: string } | null;
};

/** The typos of issue 22 A1 and the word each must find, in the seeded catalogue (300 products, seed 42). */
const TYPOS: Array<[typed: string, meant: string, word: string]> = [
  ['fawcet', 'faucet', 'faucet'],
  ['marbel', 'marble', 'marble'],
  ['calcatta', 'calacatta', 'calacatta'],
  ['porcelian', 'porcelain', 'porcelain'],
  ['backsplsh', 'backsplash', 'backsplash'],
  ['vinly', 'vinyl', 'vinyl'],
  ['quartz countertp', 'quartz countertop', 'countertop'],
  ['subway tle', 'subway tile', 'subway'],
];

describe('GET /api/search: misspellings corrected to the catalogue’s words', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await catalogTestApp();
  });
  afterAll(() => f.t.close());
  const search = async (qs: string) => {
    const res = await f.t.app.inject({ method: 'GET', url: `/api/search?${qs}` });
    expect(res.statusCode, qs).toBe(200);
    return res.json().data as Answer;
  };
  const q = (text: string) => `q=${encodeURIComponent(text)}&ppp=48`;
  /** Whether a listed product's search text has all the words (the full-text match of the intended text). */
  const textMatches = async (text: string) =>
    rowsOf<{ n: number }>(
      await f.t.db.execute(sql`select count(*)::int as n from products
        where search @@ websearch_to_tsquery('english', ${text}) and listed
          and default_vendor_price_cents is not null`),
    )[0].n;

  it.each(TYPOS)(
    'finds %s as %s, says so, and answers as the intended text does',
    async (typed, meant, word) => {
      const got = await search(q(typed));
      expect(got.corrected).toEqual({ query: meant, original: typed });
      expect(got.total).toBeGreaterThan(0);
      expect(got.total).toBe(await textMatches(meant));
      // The best-ranked card names the intended word (the others may have it in their category's name).
      expect(got.data[0].name.toLowerCase()).toContain(word);
      // Cards and facets are those of the intended text.
      const intended = await search(q(meant));
      expect(intended.corrected).toBeNull();
      expect(got.data.map((c) => c.id)).toEqual(intended.data.map((c) => c.id));
      expect(got.facets).toEqual(intended.facets);
    },
  );

  it('keeps the case and punctuation the shopper typed around a corrected word', async () => {
    const got = await search(q('Quartz COUNTERTP!'));
    expect(got.corrected).toEqual({ query: 'Quartz countertop!', original: 'Quartz COUNTERTP!' });
    expect(got.total).toBe(await textMatches('quartz countertop'));
  });

  it('never corrects a word the catalogue has, however rare, nor the plural of one', async () => {
    const rare = rowsOf<{ word: string; products: number }>(
      await f.t.db.execute(sql`select word, products from search_words order by products, word limit 1`),
    )[0];
    expect(rare.products).toBe(1);
    const got = await search(q(rare.word));
    expect(got.corrected).toBeNull();
    expect(got.total).toBe(1);
    for (const plural of ['faucets', 'tiles', 'countertops', 'marbles']) {
      const res = await search(q(plural));
      expect(res.corrected, plural).toBeNull();
      expect(res.total, plural).toBeGreaterThan(0);
    }
    // Beside an unknown word too, where the text as typed finds nothing: only the unknown word changes.
    expect(await correctedText(f.t.db, 'Countertops quartzz')).toBe('Countertops quartz');
    expect(await correctedText(f.t.db, `${rare.word} fawcet`)).toBe(`${rare.word} faucet`);
  });

  it('leaves every word of the vocabulary as it is, 50 words at a time', async () => {
    const words = rowsOf<{ word: string }>(await f.t.db.execute(sql`select word from search_words`));
    expect(words.length).toBeGreaterThan(300);
    for (let i = 0; i < words.length; i += MAX_QUERY_WORDS) {
      const text = words
        .slice(i, i + MAX_QUERY_WORDS)
        .map((w) => w.word)
        .join(' ');
      expect(await correctedText(f.t.db, text), text).toBeNull();
    }
  });

  it('offers no correction when the text as typed has full-text hits', async () => {
    // 'tile' is listed; 'fawcet' alone would be corrected, but 'tile or fawcet' finds tiles as typed.
    const got = await search(q('tile or fawcet'));
    expect(got.corrected).toBeNull();
    expect(got.total).toBe(await textMatches('tile'));
  });

  it('searches the text as typed with exact=1 (the "Search instead for" link)', async () => {
    const exact = await search(`${q('fawcet')}&exact=1`);
    expect(exact.corrected).toBeNull();
    expect(exact.total).toBe(0);
    expect((await search(`${q('fawcet')}&exact=0`)).corrected).toEqual({
      query: 'faucet',
      original: 'fawcet',
    });
    const res = await f.t.app.inject({ method: 'GET', url: '/api/search?q=fawcet&exact=yes' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.exact).toEqual(['The exact flag must be 0 or 1.']);
  });

  it('corrects the next pages alike: their links keep the typed text', async () => {
    const first = await search('q=fawcet&ppp=2');
    const next = (first as unknown as { links: Array<{ url: string | null }> }).links.at(-1)?.url;
    expect(next).toContain('q=fawcet');
    const second = await search('q=fawcet&ppp=2&page=2');
    expect(second.corrected).toEqual({ query: 'faucet', original: 'fawcet' });
    expect(second.data.map((c) => c.id)).not.toEqual(first.data.map((c) => c.id));
  });

  it('answers nothing, uncorrected, for a word nowhere near the catalogue', async () => {
    const none = await search(q('zzqqxxyyzz'));
    expect(none).toMatchObject({ total: 0, corrected: null });
  });

  it('takes hostile text without harm: SQL metacharacters, punctuation only, 50 words, 200 characters', async () => {
    const texts = [
      "'; drop table products; --",
      "fawcet' or '1'='1",
      '%_\\*?[]()|&!:<>',
      '""""',
      '-',
      'or or or',
      Array.from({ length: 50 }, (_, i) => `w${String.fromCharCode(97 + (i % 26))}`).join(' '),
      'fawcet '.repeat(28).trim(),
      'x'.repeat(200),
    ];
    for (const text of texts) {
      const got = await search(q(text));
      expect(got.total, text).toBeGreaterThanOrEqual(0);
    }
    expect((await search(q("fawcet' or '1'='1"))).corrected?.query).toBe("faucet' or '1'='1");
    const [{ n }] = rowsOf<{ n: number }>(await f.t.db.execute(sql`select count(*)::int as n from products`));
    expect(n).toBeGreaterThanOrEqual(300);
    const long = await f.t.app.inject({ method: 'GET', url: `/api/search?q=${'x'.repeat(201)}` });
    expect(long.statusCode).toBe(422);
    const nul = await f.t.app.inject({ method: 'GET', url: '/api/search?q=faw%00cet' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().message).toBe('The given data was invalid.');
  });
});
