import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, loginAs } from '../../../test/harness.ts';
import { productViews } from '../../db/schema/index.ts';
import { catalogTestApp } from '../catalog/catalog.fixture.ts';

type Fixture = Awaited<ReturnType<typeof catalogTestApp>>;
const ids = (res: { json: () => { data: Array<{ id: number }> } }) => res.json().data.map((c) => c.id);

describe('product rails from recorded views', () => {
  let f: Fixture;
  let hashes: Array<{ id: number; hash: string }>;
  beforeAll(async () => {
    f = await catalogTestApp();
    hashes = (await f.t.db.query.products.findMany({
      columns: { id: true, hash: true },
      limit: 4,
    })) as typeof hashes;
  });
  afterAll(() => f.t.close());

  const view = (hash: string, viewer: string, headers: Record<string, string> = {}) =>
    f.t.app.inject({
      method: 'GET',
      url: `/api/product/${hash}`,
      headers: { 'x-viewer-id': viewer, ...headers },
    });
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    f.t.app.inject({ method: 'POST', url, payload, headers });

  it('recently viewed: the viewer’s products, newest first, each once; nothing for an unknown viewer', async () => {
    const [a, b, c] = hashes;
    for (const p of [a, b, a, c]) expect((await view(p.hash, 'viewer-1')).statusCode).toBe(200);
    const res = await post('/api/recently_viewed/', { viewer: 'viewer-1', vsd_id: 'TESTRM01' });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([c.id, a.id, b.id]);
    expect(ids(await post('/api/recently_viewed/', { viewer: 'someone-else' }))).toEqual([]);
    expect(ids(await post('/api/recently_viewed/', { viewer: 'viewer-1', limit: 1 }))).toEqual([c.id]);
  });

  it('recently viewed follows a signed-in user across devices', async () => {
    const token = await loginAs(f.t.app, f.owner.email);
    await view(hashes[3].hash, 'phone', authHeader(token));
    const res = await post('/api/recently_viewed/', {}, authHeader(token));
    expect(ids(res)).toEqual([hashes[3].id]);
  });

  it('customers also viewed: products seen by the same viewers, most shared first', async () => {
    const [a, b, c] = hashes;
    await view(a.hash, 'viewer-2');
    await view(b.hash, 'viewer-2');
    // viewer-1 saw a, b, c; viewer-2 saw a, b: b is shared by two viewers of a, c by one.
    const res = await post('/api/customer_also_viewed/', { product: a.hash });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([b.id, c.id]);
    expect((await post('/api/customer_also_viewed/', {})).statusCode).toBe(422);
  });

  it('top products: most viewed first, within a category when asked', async () => {
    await f.t.db.delete(productViews);
    const [a, b] = hashes;
    for (const v of ['x', 'y', 'z']) await view(b.hash, v);
    await view(a.hash, 'x');
    expect(ids(await post('/api/top_products/', { limit: 2 }))).toEqual([b.id, a.id]);
    await view(f.special.hash, 'x');
    const cat = await post('/api/top_products/', { category: f.leaf.id });
    expect(cat.statusCode).toBe(200);
    expect(ids(cat)).toContain(f.special.id);
    for (const card of cat.json().data) expect(card.category.id).toBe(f.leaf.id);
  });
});
