import type { ProductDetail } from '@app/domain/catalog/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './support/api.ts';
import { appReady, baseUrl, launchBrowser, newPage } from './support/browser.ts';

/**
 * Issue 23: storefront pages arrive drawn by the server, are hydrated without being drawn again, and say what
 * they are to search engines and link previews.
 */
let browser: Browser;
let hash = '';
beforeAll(async () => {
  browser = await launchBrowser();
  const list = await call<{ data: { hash: string }[] }>('POST', '/api/visualization/products', {
    body: { category: 'kitchen-faucets' },
  });
  hash = list.data.data[0].hash;
});
afterAll(async () => {
  await browser?.close();
});

/** The page as the server sends it, before any script. */
const sent = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${baseUrl()}${path}`, { headers });
  return { status: res.status, html: await res.text(), headers: res.headers };
};

const apiProduct = async (vsdId?: string) =>
  (await call<ProductDetail>('GET', `/api/product/${hash}${vsdId ? `?vsd_id=${vsdId}` : ''}`)).data;

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function jsonLd(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}

/** Opens a page with its script and waits until it is the app's; returns what hydration reported. */
async function hydrated(page: Page, path: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/drawn again|hydrat|did not match|didn't match/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(path);
  await appReady(page);
  return problems;
}

describe('server-drawn storefront pages', () => {
  it('a product page as sent holds its name, the named showroom’s price, picture, breadcrumb and JSON-LD', async () => {
    const product = await apiProduct('DEMO2026');
    const { status, html } = await sent(`/product/${hash}/DEMO2026`);
    expect(status).toBe(200);
    expect(html).toContain(`<h1`);
    expect(html).toContain(product.name);
    expect(html).toContain(money(product.price_cents));
    expect(html).toMatch(new RegExp(`<img[^>]+src="${product.images[0].replace(/[?.]/g, '\\$&')}"`));
    expect(html).toMatch(/<nav[^>]*aria-label="Breadcrumb"/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/product/${hash}">`);
    expect(html).toContain('<meta property="og:image"');
    const [ld, crumbs] = jsonLd(html);
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(product.name);
    expect((ld.offers as { price: string; priceCurrency: string }).price).toBe(
      (product.price_cents / 100).toFixed(2),
    );
    expect((ld.offers as { priceCurrency: string }).priceCurrency).toBe('USD');
    expect(crumbs['@type']).toBe('BreadcrumbList');
  });

  it('each storefront page reads without script, and hydrates without being drawn again', async () => {
    const pages: Array<[string, string]> = [
      ['/', 'Save Time, Save Money, Build Smarter!'],
      ['/department/kitchen', 'Kitchen'],
      ['/category/kitchen-faucets/product', 'Kitchen Faucets'],
      [`/product/${hash}/DEMO2026`, (await apiProduct('DEMO2026')).name],
      ['/our-brands', 'Our Brand Partners'],
      ['/cart', 'Your cart'],
      ['/about_us', 'About'],
    ];
    const noScript = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    for (const [path, heading] of pages) {
      const page = await noScript.newPage();
      await page.goto(path);
      expect(await page.locator('h1').first().textContent(), path).toContain(heading);
      await page.close();
    }
    await noScript.close();

    for (const [path, heading] of pages) {
      const { page, context } = await newPage(browser);
      const problems = await hydrated(page, path);
      expect(problems, path).toEqual([]);
      expect(await page.locator('h1').first().textContent(), path).toContain(heading);
      await context.close();
    }
  });

  it('a drawn page lists its screen’s code, which the boot script preloads once, before the app asks for it', async () => {
    const { page, context } = await newPage(browser);
    expect(await hydrated(page, `/product/${hash}/DEMO2026`)).toEqual([]);
    const listed =
      (await page.locator('meta[name="screen-modules"]').getAttribute('content'))?.split(' ') ?? [];
    expect(listed.some((href) => /\/assets\/ProductPage-[\w-]+\.js$/.test(href))).toBe(true);
    const links = await page.$$eval('link[rel="modulepreload"]', (all) =>
      all.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    for (const href of listed)
      expect(
        links.filter((l) => l === href),
        href,
      ).toHaveLength(1);
    await context.close();
  });

  it('a product rail scrolling by itself does not start the app; the visitor scrolling the page does', async () => {
    const { page, context } = await newPage(browser, { width: 412, height: 823 });
    await page.goto(`/product/${hash}/DEMO2026`);
    await page.waitForLoadState('networkidle');
    // A snapping rail resnaps as its pictures load: an element's scroll, not the visitor's.
    const railScrolled = await page.evaluate(async () => {
      const rail = Array.from(document.querySelectorAll('#root ul')).find(
        (ul) => ul.scrollWidth > ul.clientWidth,
      );
      if (!rail) return false;
      const scrolled = new Promise<boolean>((resolve) => {
        rail.addEventListener('scroll', () => resolve(true), { once: true });
        setTimeout(() => resolve(false), 3000);
      });
      // To its end: a snapping list moved less than to its next item snaps back and never scrolls.
      rail.scrollLeft = rail.scrollWidth;
      return scrolled;
    });
    expect(railScrolled).toBe(true);
    await page.waitForTimeout(1500);
    expect(await page.locator('#root').getAttribute('data-hydrated')).toBeNull();
    await page.evaluate(() => window.scrollBy(0, 400));
    await page.locator('#root[data-hydrated]').waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('/visualize and a room link read without script, for the showroom of the cookie, and hydrate as drawn', async () => {
    const room = '/visualize?floorplan=kitchen-galley-3658x2438&floorTemplate=kitchen-modern-light';
    const plain = await sent('/visualize');
    expect(plain.status).toBe(200);
    expect(plain.html).toContain('Enter its ID to begin');
    // A room link drawn for the chosen showroom: its still fetched with the HTML, its parts priced.
    const drawn = await sent(room, { cookie: 'showroom=DEMO2026' });
    expect(drawn.status).toBe(200);
    expect(drawn.html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/templates/kitchen-modern.jpg">',
    );
    const design = await call<{ document: unknown }>(
      'GET',
      '/api/visualization/design?floorplan=kitchen-galley-3658x2438&floorTemplate=kitchen-modern-light',
    );
    const priced = await call<{ subtotal_cents: number }>('POST', '/api/visualization/checklist', {
      body: { document: design.data.document, vsd_id: 'DEMO2026' },
    });
    const total = money(priced.data.subtotal_cents);

    const pages: Array<[string, string[], string | null]> = [
      ['/visualize', ['Enter its ID to begin'], null],
      ['/visualize', ['1. Choose a floor plan'], 'DEMO2026'],
      [room, [total, 'Fixtures'], 'DEMO2026'],
    ];
    for (const [path, texts, showroom] of pages) {
      const cookies = showroom ? [{ name: 'showroom', value: showroom, url: baseUrl() }] : [];
      const noScript = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
      await noScript.addCookies(cookies);
      const still = await noScript.newPage();
      await still.goto(path);
      const text = (await still.locator('main, body').first().textContent()) ?? '';
      for (const expected of texts) expect(text, `${path} as sent`).toContain(expected);
      await noScript.close();

      const { page, context } = await newPage(browser);
      await context.addCookies(cookies);
      const problems = await hydrated(page, path);
      expect(problems, path).toEqual([]);
      const after = (await page.locator('body').textContent()) ?? '';
      for (const expected of texts) expect(after, `${path} hydrated`).toContain(expected);
      await context.close();
    }
  });

  it('a room link hydrates as drawn, then shows the draft this browser stored for that room', async () => {
    const room = '/visualize?floorplan=kitchen-galley-3658x2438&floorTemplate=kitchen-modern-light';
    const design = await call<{ name: string; document: unknown }>(
      'GET',
      '/api/visualization/design?floorplan=kitchen-galley-3658x2438&floorTemplate=kitchen-modern-light',
    );
    // The room as saved (design 5, version 1, unchanged since): its Save button says so.
    const draft = {
      floorplan: 'kitchen-galley-3658x2438',
      floorTemplate: 'kitchen-modern-light',
      name: design.data.name,
      document: design.data.document,
      designId: 5,
      version: 1,
      dirty: false,
      saveAfterSignIn: false,
    };
    const drawn = await sent(room, { cookie: 'showroom=DEMO2026' });
    expect(drawn.html).toContain('Save design');

    const { page, context } = await newPage(browser);
    await context.addCookies([{ name: 'showroom', value: 'DEMO2026', url: baseUrl() }]);
    await context.addInitScript(
      (stored) => window.localStorage.setItem('visual_design', stored),
      JSON.stringify(draft),
    );
    const problems = await hydrated(page, room);
    expect(problems).toEqual([]);
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    await context.close();
  });

  it('a missing or hidden product answers 404 as HTML too, and shows again when listed', async () => {
    const missing = await sent('/product/nosuchproduct');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Product not found');
    expect(missing.html).toContain('<meta name="robots" content="noindex,nofollow">');

    const token = await login('vendor@demo.test');
    const mine = await call<{ data: { id: number; hash: string; state: string }[] }>(
      'GET',
      '/api/vendor/products?ppp=20',
      { token },
    );
    // A listed one: another journey may have left a draft of this vendor's first.
    const listed = mine.data.data.find((p) => p.state === 'listed');
    if (!listed) throw new Error('vendor@demo.test has no listed product');
    const { id, hash: own } = listed;
    expect((await sent(`/product/${own}`)).status).toBe(200);
    expect((await call('POST', `/api/vendor/products/${id}/hide`, { token })).status).toBe(200);
    try {
      const hidden = await sent(`/product/${own}`);
      expect(hidden.status).toBe(404);
      expect(hidden.html).toContain('Product not found');
    } finally {
      expect((await call('POST', `/api/vendor/products/${id}/show`, { token })).status).toBe(200);
    }
    expect((await sent(`/product/${own}`)).status).toBe(200);
  });

  it('a markup change shows the new price on the next request; a repeat visit is a 304', async () => {
    const first = await sent(`/product/${hash}/DEMO2026`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await sent(`/product/${hash}/DEMO2026`, { 'if-none-match': etag })).status).toBe(304);

    const token = await login('contractor@demo.test');
    const product = await apiProduct('DEMO2026');
    const id = (await call<{ id: number }>('GET', `/api/product/${hash}`)).data.id;
    const setMarkup = (markup_bps: number | null) =>
      call('PUT', '/api/pro/markups', { token, body: { products: [{ product_id: id, markup_bps }] } });
    expect((await setMarkup(4_000)).status).toBe(200);
    try {
      const repriced = await apiProduct('DEMO2026');
      expect(repriced.price_cents).not.toBe(product.price_cents);
      const next = await sent(`/product/${hash}/DEMO2026`, { 'if-none-match': etag });
      expect(next.status).toBe(200);
      expect(next.html).toContain(money(repriced.price_cents));
      expect(next.html).not.toContain(money(product.price_cents));
    } finally {
      expect((await setMarkup(null)).status).toBe(200);
    }
  });

  it('the showroom cookie prices a category list for that showroom', async () => {
    const plain = await sent('/category/kitchen-faucets/product');
    const priced = await sent('/category/kitchen-faucets/product', { cookie: 'showroom=DEMO2026' });
    expect(plain.status).toBe(200);
    expect(priced.status).toBe(200);
    const list = await call<{ data: { name: string; price_cents: number }[] }>(
      'POST',
      '/api/visualization/products',
      { body: { category: 'kitchen-faucets', vsd_id: 'DEMO2026' } },
    );
    expect(priced.html).toContain('Golden State Remodeling');
    expect(priced.html).toContain(money(list.data.data[0].price_cents));
  });

  it('unknown paths go to the not-found page, which answers 404; private pages are the app’s shell', async () => {
    const res = await fetch(`${baseUrl()}/no/such/page`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/404');
    const notFound = await sent('/404');
    expect(notFound.status).toBe(404);
    const cart = await sent('/checkout');
    expect(cart.status).toBe(200);
    expect(cart.html).toContain('<div id="root"></div>');
  });
});
