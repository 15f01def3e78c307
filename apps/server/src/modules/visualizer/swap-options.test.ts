import { quizParam, styleWeights } from '@app/domain/designs/swap-filters';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { seedCatalog } from '../../db/seed/catalog/index.ts';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';

type Option = {
  product: {
    hash: string;
    name: string;
    colors: string[];
    finish: string | null;
    brand: { id: number; name: string };
    size_label: string;
    price_cents: number;
  };
  width_in: number | null;
};
type Facet = { value: string; count: number };
type Answer = {
  total: number;
  last_page: number;
  data: Option[];
  facets: {
    colors: Facet[];
    finishes: Facet[];
    sizes: Facet[];
    styles: Facet[];
    brands: Array<{ id: number; name: string; count: number }>;
    price: { min: number | null; max: number | null };
    fitting: number;
  };
};

describe('GET /api/visualization/options: the swap panel filtered, ordered and counted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedCatalog(t.db, { products: 1200, seed: 11 });
    await seedDemoAccounts(t.db);
  }, 120_000);
  afterAll(() => t.close());

  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/visualization/options?vsd_id=DEMO2026&${query}` });
  const options = async (query: string): Promise<Answer> => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** Every option of a query, page by page. */
  const all = async (query: string) => {
    const first = await options(query);
    const rest = await Promise.all(
      Array.from({ length: first.last_page - 1 }, (_, i) => options(`${query}&page=${i + 2}`)),
    );
    return [first, ...rest].flatMap((p) => p.data);
  };

  it('counts each colour, finish, size, style and brand; choosing one narrows the list to exactly that many', async () => {
    const floor = await options('slot=floor');
    const { facets } = floor;
    for (const list of [facets.colors, facets.finishes, facets.sizes, facets.styles, facets.brands])
      expect(list.length).toBeGreaterThan(1);
    expect(facets.price.min).toBeGreaterThan(0);
    expect(facets.fitting).toBe(floor.total); // any size goes on a floor

    const colour = facets.colors[1]!;
    const byColour = await options(`slot=floor&color=${encodeURIComponent(colour.value)}`);
    expect(byColour.total).toBe(colour.count);
    expect(byColour.total).toBeLessThan(floor.total);
    for (const o of byColour.data) expect(o.product.colors).toContain(colour.value);
    // The chosen colour's own facet still offers the others to switch to.
    expect(byColour.facets.colors).toEqual(facets.colors);

    const finish = byColour.facets.finishes[0]!;
    const both = await all(
      `slot=floor&color=${encodeURIComponent(colour.value)}&finish=${encodeURIComponent(finish.value)}`,
    );
    expect(both).toHaveLength(finish.count);
    for (const o of both) {
      expect(o.product.colors).toContain(colour.value);
      expect(o.product.finish).toBe(finish.value);
    }

    const size = facets.sizes[0]!;
    const bySize = await all(`slot=floor&size=${encodeURIComponent(size.value)}`);
    expect(bySize).toHaveLength(size.count);
    for (const o of bySize) expect(o.product.size_label).toBe(size.value);

    const brand = facets.brands[0]!;
    const byBrand = await options(`slot=floor&brand=${brand.id}`);
    expect(byBrand.total).toBe(brand.count);
    for (const o of byBrand.data) expect(o.product.brand).toEqual({ id: brand.id, name: brand.name });

    const style = facets.styles[0]!;
    expect((await options(`slot=floor&style=${encodeURIComponent(style.value)}`)).total).toBe(style.count);
  });

  it('orders by price either way and keeps to a price range, both ends included', async () => {
    const low = (await options('slot=floor&sort=price_asc')).data.map((o) => o.product.price_cents);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await options('slot=floor&sort=price_desc')).data.map((o) => o.product.price_cents);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const { facets } = await options('slot=floor');
    expect(low[0]).toBe(facets.price.min);
    expect(high[0]).toBe(facets.price.max);

    const [from, to] = [low[3]!, high[3]!];
    const ranged = await all(`slot=floor&price_min=${from}&price_max=${to}&q=a`);
    expect(ranged.length).toBeGreaterThan(0);
    for (const o of ranged) expect(o.product.price_cents).toBeGreaterThanOrEqual(from);
    for (const o of ranged) expect(o.product.price_cents).toBeLessThanOrEqual(to);
    const none = await options(`slot=floor&price_min=1&price_max=1`);
    // Nothing at that price: the colours count nothing, but the price range still shows where prices are.
    expect([none.total, none.data, none.facets.colors]).toEqual([0, [], []]);
    expect(none.facets.price).toEqual(facets.price);
  });

  it('lists the vanities that fit first, the wider ones after them, and counts those that fit', async () => {
    const every = await all('slot=vanity');
    const widths = every.map((o) => o.width_in).filter((w): w is number => w !== null);
    const limit = [...new Set(widths)].sort((a, b) => a - b)[1]!;
    const fitting = await all(`slot=vanity&fit_width_in=${limit}`);
    const fits = (o: Option) => o.width_in === null || o.width_in <= limit;
    const firstWide = fitting.findIndex((o) => !fits(o));
    expect(firstWide).toBeGreaterThan(0);
    expect(fitting.slice(firstWide).every((o) => !fits(o))).toBe(true);
    const answer = await options(`slot=vanity&fit_width_in=${limit}`);
    expect(answer.facets.fitting).toBe(firstWide);
    expect(answer.total).toBe(every.length);
  });

  it('lists only refrigerators for a refrigerator slot and only base cabinets for a base cabinet slot', async () => {
    /** The subcategory of each option's product. */
    const leaves = async (list: Option[]) => {
      const rows = rowsOf<{ leaf: string }>(
        await t.db.execute(sql`select c.name as leaf from products p join categories c on c.id = p.category_id
          join unnest(string_to_array(${list.map((o) => o.product.hash).join('|')}, '|')) h on h = p.hash`),
      );
      return rows.map((r) => r.leaf);
    };
    const appliances = await all('slot=appliance');
    const fridges = await all('slot=appliance&variant=refrigerator');
    expect(fridges.length).toBeGreaterThan(0);
    expect(new Set(await leaves(fridges))).toEqual(new Set(['Refrigerators']));
    // Every refrigerator the appliance list holds, and nothing else.
    const everyLeaf = await leaves(appliances);
    expect(everyLeaf.filter((l) => l === 'Refrigerators')).toHaveLength(fridges.length);
    expect(new Set(everyLeaf).size).toBeGreaterThan(1);
    const bases = await options('slot=cabinet&variant=base');
    expect(bases.total).toBeGreaterThan(0);
    expect(new Set(await leaves(bases.data))).toEqual(new Set(['Base Cabinets']));
    expect((await get('slot=appliance&variant=oven')).json().errors).toEqual({
      variant: ['The variant is invalid.'],
    });
  });

  it('orders by the match to the style quiz: the products of the styles it scores highest first', async () => {
    const answers = { feel: 'cozy', material: 'wood', colour: 'warm', detail: 'lots' };
    const weights = new Map(styleWeights(answers));
    const top = [...weights].sort((a, b) => b[1] - a[1])[0]![0];
    const matched = await options(`slot=floor&sort=match&quiz=${quizParam(answers)}&style=${top}`);
    const plain = await options(`slot=floor&style=${top}`);
    expect(matched.total).toBe(plain.total);
    const first = await options(`slot=floor&sort=match&quiz=${quizParam(answers)}`);
    const firstStyles = await Promise.all(
      first.data.slice(0, 3).map(async (o) => {
        const page = await t.app.inject({
          method: 'GET',
          url: `/api/product/${o.product.hash}?vsd_id=DEMO2026`,
        });
        return page.json().data.style_tags as string[];
      }),
    );
    const score = (tags: string[]) => tags.reduce((sum, s) => sum + (weights.get(s as never) ?? 0), 0);
    const best = Math.max(...firstStyles.map(score));
    expect(best).toBeGreaterThanOrEqual(weights.get(top)!);
  });

  it('answers from the catalogue as it is now: a repriced or hidden size shows at once', async () => {
    const first = (await options('slot=floor&sort=price_asc')).data[0]!;
    const size = rowsOf<{ id: number; product_id: number }>(
      await t.db.execute(sql`select s.id, s.product_id from product_sizes s join products p on p.id = s.product_id
        where p.hash = ${first.product.hash} order by s.position limit 1`),
    )[0]!;
    // Priced far above every floor: the cheapest is now another one, and the range reaches it.
    await t.db.execute(sql`update product_sizes set vendor_price_cents = 90000000 where id = ${size.id}`);
    const repriced = await options('slot=floor&sort=price_asc');
    expect(repriced.data[0]!.product.hash).not.toBe(first.product.hash);
    expect(repriced.facets.price.max).toBeGreaterThan(90_000_000);
    const total = repriced.total;
    await t.db.execute(sql`update products set hidden_at = now() where id = ${size.product_id}`);
    const hidden = await options('slot=floor&sort=price_desc');
    expect(hidden.total).toBeLessThan(total);
    expect(hidden.data.map((o) => o.product.hash)).not.toContain(first.product.hash);
  });

  it('refuses nonsense with 422 on its field', async () => {
    const errors = async (query: string) => (await get(query)).json().errors;
    expect(await errors('slot=floor&style=Gothic')).toEqual({ style: ['The style is invalid.'] });
    expect(await errors('slot=floor&sort=cheapest')).toEqual({ sort: ['The order is invalid.'] });
    expect(await errors('slot=floor&price_max=1e99')).toEqual({
      price_max: ['The highest price must be an integer.'],
    });
    expect(await errors('slot=floor&price_min=99999999999999')).toEqual({
      price_min: ['The lowest price may not be greater than $1000000.'],
    });
    expect(await errors('slot=floor&price_min=9&price_max=1')).toEqual({
      price_max: ['The highest price may not be lower than the lowest.'],
    });
    expect(await errors('slot=floor&brand=99999999999')).toEqual({ brand: ['The brand is invalid.'] });
    expect((await get('slot=floor&color=Gr%00ey')).statusCode).toBe(422);
    expect(await errors('slot=floor&sort=match')).toEqual({
      quiz: ['Take the style quiz to sort by match.'],
    });
    expect(await errors('slot=vanity&fit_width_in=-3')).toEqual({
      fit_width_in: ['The fitting width is invalid.'],
    });
  });
});
