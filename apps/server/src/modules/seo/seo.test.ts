import { PRIVATE_PATHS } from '@app/domain/seo/robots';
import { eq, inArray, sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { brands, categories, products } from '../../db/schema/index.ts';
import { seedCatalog } from '../../db/seed/catalog/index.ts';
import { productSitemapPage, productSitemapPages } from './seo.repository.ts';

const ORIGIN = 'https://shop.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** An answer's XML as a crawler parses it: a parse error fails the test. */
function parseXml(text: string) {
  const doc = new new JSDOM().window.DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
  return {
    root: doc.documentElement.localName,
    locs: Array.from(doc.getElementsByTagName('loc'), (n) => n.textContent ?? ''),
    lastmods: Array.from(doc.getElementsByTagName('lastmod'), (n) => n.textContent ?? ''),
  };
}

describe('robots.txt and the sitemaps', () => {
  let t: TestApp;
  let all: string[];
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  /** Every product URL the product sitemaps list, following the index. */
  async function productUrls() {
    const index = parseXml((await get('/sitemap.xml')).body);
    expect(index.root).toBe('sitemapindex');
    const urls: string[] = [];
    for (const loc of index.locs.filter((l) => l.includes('/sitemaps/products-'))) {
      const res = await get(new URL(loc).pathname);
      expect(res.statusCode).toBe(200);
      urls.push(...parseXml(res.body).locs);
    }
    return urls;
  }

  beforeAll(async () => {
    t = await buildTestApp({ appUrl: ORIGIN });
    await seedCatalog(t.db, { products: 300, seed: 42 });
    all = (await t.db.select({ hash: products.hash }).from(products)).map((p) => p.hash);
  });
  afterAll(() => t.close());

  it('robots.txt opens the storefront, closes account, cart, checkout, sign-in and the portals, names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    // The list itself is the domain's (seo/robots.ts, tested there): the server sends all of it.
    for (const path of PRIVATE_PATHS) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /pro');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('the index names the pages sitemap and one products sitemap; each lists what it should as application/xml', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const index = parseXml(res.body);
    expect(index.locs).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/products-1.xml`]);
    expect(index.lastmods).toHaveLength(1);

    const pages = parseXml((await get('/sitemaps/pages.xml')).body);
    expect(pages.root).toBe('urlset');
    for (const path of [
      '/',
      '/our-brands',
      '/about_us',
      '/contact',
      '/faq',
      '/return_policy',
      '/how-it-works',
    ])
      expect(pages.locs).toContain(`${ORIGIN}${path}`);
    expect(pages.locs.some((l) => /\/department\/[a-z0-9-]+$/.test(l))).toBe(true);
    expect(pages.locs.some((l) => /\/category\/[a-z0-9-]+\/product$/.test(l))).toBe(true);
    expect(pages.locs.some((l) => /\/(cart|account|checkout|login)/.test(l))).toBe(false);
    expect(new Set(pages.locs).size).toBe(pages.locs.length);
  });

  it('lists every listed product exactly once at its canonical URL; none hidden, moderated or of a hidden brand', async () => {
    const listed = await productUrls();
    expect(listed).toHaveLength(all.length);
    expect(new Set(listed)).toEqual(new Set(all.map((h) => `${ORIGIN}/product/${h}`)));

    // The vendor hides one, the admin moderates another and hides a whole brand.
    const [hidden, moderated] = all;
    await t.db.update(products).set({ hiddenAt: sql`now()` }).where(eq(products.hash, hidden));
    await t.db.update(products).set({ moderatedAt: sql`now()` }).where(eq(products.hash, moderated));
    const [brand] = await t.db
      .select({ id: products.brandId })
      .from(products)
      .where(sql`${products.hash} not in (${hidden}, ${moderated})`)
      .limit(1);
    await t.db.update(brands).set({ moderatedAt: sql`now()` }).where(eq(brands.id, brand.id));
    const ofBrand = (
      await t.db.select({ hash: products.hash }).from(products).where(eq(products.brandId, brand.id))
    ).map((p) => p.hash);
    const gone = new Set([hidden, moderated, ...ofBrand]);
    expect(ofBrand.length).toBeGreaterThan(0);

    // The product API agrees: a hidden product's page is not found.
    expect((await get(`/api/product/${hidden}`)).statusCode).toBe(404);
    const after = await productUrls();
    expect(after.sort()).toEqual(
      all
        .filter((h) => !gone.has(h))
        .map((h) => `${ORIGIN}/product/${h}`)
        .sort(),
    );

    await t.db.update(brands).set({ moderatedAt: null }).where(eq(brands.id, brand.id));
    await t.db
      .update(products)
      .set({ hiddenAt: null, moderatedAt: null })
      .where(inArray(products.hash, [hidden, moderated]));
    expect(await productUrls()).toHaveLength(all.length);
  });

  it("drops a category's product list from the pages sitemap once none of its products is listed", async () => {
    const pagesLocs = async () => parseXml((await get('/sitemaps/pages.xml')).body).locs;
    const [leaf] = await t.db
      .select({ id: categories.id, slug: categories.slugUrl, parentId: categories.parentId })
      .from(categories)
      .where(sql`exists (select 1 from ${products} where ${products.categoryId} = ${categories.id})`)
      .orderBy(categories.id)
      .limit(1);
    const url = `${ORIGIN}/category/${leaf.slug}/product`;
    expect(await pagesLocs()).toContain(url);
    await t.db.update(products).set({ hiddenAt: sql`now()` }).where(eq(products.categoryId, leaf.id));
    expect(await pagesLocs()).not.toContain(url);
    await t.db.update(products).set({ hiddenAt: null }).where(eq(products.categoryId, leaf.id));
    expect(await pagesLocs()).toContain(url);
  });

  it('pages split the products in id order, each once, the last one short; past the end is empty', async () => {
    const pageSize = 7;
    const pages = await productSitemapPages(t.db, pageSize);
    expect(pages.map((p) => p.page)).toEqual(
      Array.from({ length: Math.ceil(all.length / 7) }, (_, i) => i + 1),
    );
    const seen: string[] = [];
    for (const { page } of pages) {
      const rows = await productSitemapPage(t.db, page, pageSize);
      expect(rows.length).toBe(page < pages.length ? pageSize : all.length - pageSize * (pages.length - 1));
      seen.push(...rows.map((r) => r.hash));
    }
    const byId = (await t.db.select({ hash: products.hash }).from(products).orderBy(products.id)).map(
      (p) => p.hash,
    );
    expect(seen).toEqual(byId);
    expect(await productSitemapPage(t.db, pages.length + 1, pageSize)).toEqual([]);
  });

  it('answers 404 for a products page past the end or not a page number', async () => {
    for (const url of [
      '/sitemaps/products-2.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/products-01.xml',
      '/sitemaps/products-x.xml',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});

describe('the public origin', () => {
  it("is the request's own when APP_URL is not set", async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'shop.test:8080' },
      });
      expect(res.body.split('\n')).toContain('Sitemap: http://shop.test:8080/sitemap.xml');
    } finally {
      await t.close();
    }
  });
});
