import { describe, expect, it } from 'vitest';
import { cachedPages, type GenerationSource, type RenderedPage } from './cached-pages.ts';
import { createPageCache } from './page-cache.ts';

/** A storefront generation the test moves, and whether a write is committing at this moment. */
function generations() {
  const state = { value: 1n, committing: false };
  const source: GenerationSource = {
    current: async () => state.value,
    settled: async () => (state.committing ? null : state.value),
  };
  return { state, source };
}

/** A renderer that counts its renders and answers what the "database" holds when it starts. */
function renderer(db: { price: string }) {
  const calls = { n: 0 };
  const render = async (): Promise<RenderedPage> => {
    calls.n += 1;
    const price = db.price;
    await new Promise((r) => setTimeout(r, 5));
    return { status: 200, html: `<p>${price}</p>` };
  };
  return { calls, render };
}

describe('cachedPages', () => {
  it('renders a page once, then serves it from the cache until the generation moves', async () => {
    const g = generations();
    const db = { price: '$64.00' };
    const { calls, render } = renderer(db);
    const page = cachedPages(createPageCache({ maxBytes: 1e6, ttlMs: 60_000 }), g.source);
    const first = await page('/product/abc?vsd_id=DEMO2026', render);
    expect(first).toMatchObject({ source: 'render', entry: { html: '<p>$64.00</p>', generation: 1n } });
    expect(first.entry.etag).toMatch(/^"/);
    expect((await page('/product/abc?vsd_id=DEMO2026', render)).source).toBe('cache');
    db.price = '$70.00';
    g.state.value = 2n; // the write's commit moved the generation
    const after = await page('/product/abc?vsd_id=DEMO2026', render);
    expect(after).toMatchObject({ source: 'render', entry: { html: '<p>$70.00</p>' } });
    expect(calls.n).toBe(2);
  });

  it('gives concurrent misses of one page a single render', async () => {
    const g = generations();
    const { calls, render } = renderer({ price: '$64.00' });
    const page = cachedPages(createPageCache({ maxBytes: 1e6, ttlMs: 60_000 }), g.source);
    const served = await Promise.all(Array.from({ length: 20 }, () => page('/category/faucets', render)));
    expect(calls.n).toBe(1);
    expect(new Set(served.map((s) => s.entry.html))).toEqual(new Set(['<p>$64.00</p>']));
    expect((await page('/category/faucets', render)).source).toBe('cache');
  });

  it('serves but does not keep a page rendered while a storefront write commits', async () => {
    const g = generations();
    const { calls, render } = renderer({ price: '$64.00' });
    const page = cachedPages(createPageCache({ maxBytes: 1e6, ttlMs: 60_000 }), g.source);
    g.state.committing = true;
    expect((await page('/brands', render)).entry.html).toBe('<p>$64.00</p>');
    expect((await page('/brands', render)).source).toBe('render');
    g.state.committing = false;
    await page('/brands', render);
    expect((await page('/brands', render)).source).toBe('cache');
    expect(calls.n).toBe(3);
  });

  it('keeps found and not-found pages, not errors', async () => {
    const g = generations();
    const page = cachedPages(createPageCache({ maxBytes: 1e6, ttlMs: 60_000 }), g.source);
    let n = 0;
    const answer = (status: number) => async () => {
      n += 1;
      return { status, html: `<p>${status}</p>` };
    };
    await page('/product/gone', answer(404));
    expect((await page('/product/gone', answer(404))).entry.status).toBe(404);
    await page('/product/broken', answer(500));
    expect((await page('/product/broken', answer(500))).source).toBe('render');
    expect(n).toBe(3);
  });
});
