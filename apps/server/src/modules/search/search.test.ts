import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { successSchema } from '../../lib/envelope.ts';
import { responseJsonSchema } from '../../plugins/json-serializer.ts';
import { catalogTestApp, expectedPrice } from '../catalog/catalog.fixture.ts';
import { searchResultSchema } from './search.schemas.ts';

type Fixture = Awaited<ReturnType<typeof catalogTestApp>>;
type Card = { id: number; name: string; price_cents: number; brand: { id: number }; colors: string[] };

describe('GET /api/search', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await catalogTestApp();
    // One product with a name to misspell; the tsvector is generated from search_text.
    await f.t.db
      .update(products)
      .set({
        name: 'Calacatta Gold Porcelain Tile 24x48',
        searchText: 'Calacatta Gold Porcelain Tile 24x48 Marble look',
      })
      .where(eq(products.id, f.special.id));
  });
  afterAll(() => f.t.close());
  const search = (qs: string) => f.t.app.inject({ method: 'GET', url: `/api/search?${qs}` });

  it('finds a product by a misspelt word (pg_trgm), priced for the showroom', async () => {
    const res = await search('q=calacata&vsd_id=TESTRM01&ppp=48');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.total).toBeGreaterThan(0);
    for (const card of data.data as Card[]) expect(card.name.toLowerCase()).toContain('calacatta');
    const found = (data.data as Card[]).find((c) => c.id === f.special.id);
    expect(found).toMatchObject({ name: 'Calacatta Gold Porcelain Tile 24x48' });
    expect(found!.price_cents).toBe(await expectedPrice(f.t.db, f.special.id, 3000));
    const exact = (await search('q=porcelain%20calacatta&ppp=48')).json().data;
    expect(exact.data.map((c: Card) => c.id)).toContain(f.special.id);
  });

  it('answers facet counts over what the text matched, and filters by brand, colour and price', async () => {
    const all = (await search('q=tile&ppp=48')).json().data;
    expect(all.total).toBeGreaterThan(5);
    const sum = (xs: Array<{ count: number }>) => xs.reduce((n, x) => n + x.count, 0);
    expect(sum(all.facets.categories)).toBe(all.total);
    expect(sum(all.facets.brands)).toBe(all.total);
    expect(all.facets.price.min).toBeLessThanOrEqual(all.facets.price.max);

    const brand = all.facets.brands[0];
    const byBrand = (await search(`q=tile&brand=${brand.id}&ppp=48`)).json().data;
    expect(byBrand.total).toBe(brand.count);
    expect(byBrand.data.every((c: Card) => c.brand.id === brand.id)).toBe(true);
    expect(byBrand.facets).toEqual(all.facets);

    const color = all.facets.colors[0];
    const byColor = (
      await search(`q=tile&color=${encodeURIComponent(color.value.toLowerCase())}&ppp=48`)
    ).json().data;
    expect(byColor.total).toBe(color.count);

    const mid = (all.facets.price.min + all.facets.price.max) / 2;
    const cheap = (await search(`q=tile&max_price=${mid}&sort=price_desc&ppp=48`)).json().data;
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(all.total);
    const prices = cheap.data.map((c: Card) => c.price_cents);
    expect(prices.every((p: number) => p <= mid * 100)).toBe(true);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
  });

  it('filters by category slug (with sub-categories) and keeps the query in the page links', async () => {
    const res = (await search(`category=${f.leaf.slug}&ppp=2&page=999`)).json().data;
    expect(res.total).toBe(f.leaf.count);
    expect(res.current_page).toBe(res.last_page);
    expect(res.links[1].url).toBe(`http://localhost:3000/api/search?category=${f.leaf.slug}&ppp=2&page=1`);
  });

  it('counts brands, colours and prices within the chosen category, categories over the whole match', async () => {
    const sum = (xs: Array<{ count: number }>) => xs.reduce((n, x) => n + x.count, 0);
    const everything = (await search('ppp=1')).json().data;
    const inCategory = (await search(`category=${f.leaf.slug}&ppp=1`)).json().data;
    expect(inCategory.total).toBe(f.leaf.count);
    expect(sum(inCategory.facets.brands)).toBe(f.leaf.count);
    expect(inCategory.facets.categories).toEqual(everything.facets.categories);
    const brand = inCategory.facets.brands[0];
    const both = (await search(`category=${f.leaf.slug}&brand=${brand.id}&ppp=1`)).json().data;
    expect(both.total).toBe(brand.count);
    expect(inCategory.facets.price.max).toBeLessThanOrEqual(everything.facets.price.max);
  });

  it('answers null facet prices when the text matches nothing (the contract: nullable dollars)', async () => {
    const none = (await search('q=zzqqxxyyzz')).json().data;
    expect(none.total).toBe(0);
    expect(none.facets).toEqual({ categories: [], brands: [], colors: [], price: { min: null, max: null } });
  });

  it('answers 422 for a bad brand list, sort or price range', async () => {
    for (const qs of ['brand=abc', 'sort=cheapest', 'min_price=10&max_price=5', 'min_price=-1']) {
      const res = await search(qs);
      expect(res.statusCode, qs).toBe(422);
      expect(res.json().message).toBe('The given data was invalid.');
    }
  });
});

/** The paths of the nodes of a JSON schema that name no type: what fast-json-stringify must write as 'any'. */
function untyped(node: Record<string, unknown>, at = '$'): string[] {
  const children: Array<[string, Record<string, unknown>]> = [
    ...Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>),
    ...(node.items ? [['[]', node.items] as [string, Record<string, unknown>]] : []),
  ];
  const own = node.type === undefined && node.const === undefined ? [at] : [];
  return [...own, ...children.flatMap(([key, child]) => untyped(child, `${at}.${key}`))];
}

describe('GET /api/search contract', () => {
  it('is plain data: every node of the answer has a type, so it compiles to fast-json-stringify', () => {
    expect(untyped(responseJsonSchema(successSchema(searchResultSchema)))).toEqual([]);
  });
});
