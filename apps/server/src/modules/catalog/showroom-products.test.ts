import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogTestApp, expectedPrice } from './catalog.fixture.ts';

type Fixture = Awaited<ReturnType<typeof catalogTestApp>>;
type Card = {
  id: number;
  price_cents: number;
  price: number;
  price_per_sqft: number | null;
  box_sqft: number | null;
};

describe('POST /api/visualization/products', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await catalogTestApp();
  });
  afterAll(() => f.t.close());

  const list = (payload: Record<string, unknown>) =>
    f.t.app.inject({ method: 'POST', url: '/api/visualization/products', payload });

  it('prices each product by the most specific markup: product over category over the showroom default', async () => {
    const res = await list({ category: f.leaf.id, showroom: f.owner.id, ppp: 48 });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.total).toBe(f.leaf.count);
    const cards: Card[] = data.data;
    const special = cards.find((c) => c.id === f.special.id)!;
    expect(special.price_cents).toBe(await expectedPrice(f.t.db, f.special.id, 3000));
    for (const card of cards.filter((c) => c.id !== f.special.id)) {
      expect(card.price_cents).toBe(await expectedPrice(f.t.db, card.id, 2000));
      expect(card.price).toBe(card.price_cents / 100);
      if (card.box_sqft) expect(card.price_per_sqft).toBe(Math.round(card.price_cents / card.box_sqft) / 100);
    }
  });

  it('uses the showroom default in a category without a rule, and 10% without a showroom', async () => {
    const other = await list({ category: f.leaf.id + 1, vsd_id: 'testrm01', ppp: 3 });
    expect(other.statusCode).toBe(200);
    expect(other.json().data.data.length).toBeGreaterThan(0);
    for (const card of other.json().data.data as Card[])
      expect(card.price_cents).toBe(await expectedPrice(f.t.db, card.id, 1500));
    const bare = await list({ category: f.leaf.slug, ppp: 3 });
    for (const card of bare.json().data.data as Card[])
      expect(card.price_cents).toBe(await expectedPrice(f.t.db, card.id, 1000));
  });

  it('pages with a Laravel-style record and clamps a page past the end to the last page', async () => {
    const res = await list({ category: f.leaf.slug, showroom: f.owner.id, ppp: 2, page: 999 });
    const { data } = res.json();
    const last = Math.ceil(f.leaf.count / 2);
    expect(data).toMatchObject({ total: f.leaf.count, per_page: 2, current_page: last, last_page: last });
    expect(data.path).toBe('http://localhost:3000/api/visualization/products');
    expect(data.links[0]).toEqual({
      url: `http://localhost:3000/api/visualization/products?page=${last - 1}`,
      label: '« Previous',
      active: false,
    });
    expect(data.links.at(-1)).toEqual({ url: null, label: 'Next »', active: false });
    expect(data.data.length).toBe(f.leaf.count - (last - 1) * 2);
  });

  it('sorts by price when asked', async () => {
    const asc = (await list({ category: f.leaf.id, showroom: f.owner.id, ppp: 48, sort: 'price_asc' })).json()
      .data.data as Card[];
    const prices = asc.map((c) => c.price_cents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (
      await list({ category: f.leaf.id, showroom: f.owner.id, ppp: 48, sort: 'price_desc' })
    ).json().data.data as Card[];
    expect(desc.map((c) => c.price_cents)).toEqual([...prices].sort((a, b) => b - a));
  });

  it('answers 404 for an unknown category or showroom and 422 without a category', async () => {
    expect((await list({ category: 'no-such-category' })).statusCode).toBe(404);
    expect((await list({ category: f.leaf.id, vsd_id: 'NOPE0000' })).statusCode).toBe(404);
    const missing = await list({ showroom: f.owner.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.category).toBeDefined();
  });
});
