import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady, baseUrl, launchBrowser, newPage, screenshot } from './support/browser.ts';

type Size = {
  id: number;
  size_label: string;
  price: number;
  price_cents: number;
  box_sqft: number | null;
  min_qty: number;
  unit: string;
};
type Card = { hash: string; name: string; box_sqft: number | null };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function apiData<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const dollars = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** The price per square foot as a shopper would work it out: box price ÷ square feet per box, 2 decimals. */
const perSqft = (size: Size) => dollars(Math.round((size.price / (size.box_sqft as number)) * 100) / 100);

describe('the product page', () => {
  it('shows a DEMO2026 tile by the box and by the square foot, following the chosen size', async () => {
    const found = await apiData<{ data: Card[] }>(
      '/api/search?category=tile-flooring&vsd_id=DEMO2026&ppp=24',
    );
    const tile = found.data.find((p) => p.box_sqft);
    expect(tile).toBeDefined();
    const product = await apiData<{ name: string; sizes: Size[]; size_id: number }>(
      `/api/product/${tile?.hash}?vsd_id=DEMO2026`,
    );
    const first = product.sizes.find((s) => s.id === product.size_id) as Size;

    const { page, context } = await newPage(browser);
    await page.goto(`/product/${tile?.hash}/DEMO2026`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await appReady(page);
    const price = page.getByTestId('product-price');
    expect(await price.textContent()).toContain(`${dollars(first.price)} / ${first.unit}`);
    expect(await price.textContent()).toContain(`${perSqft(first)} / sq ft`);
    expect(await page.getByText(/Prices from showroom/).textContent()).toContain('DEMO2026');

    // '−' cannot go below the minimum.
    const quantity = page.getByLabel('Quantity', { exact: true });
    expect(await quantity.inputValue()).toBe(String(Math.max(first.min_qty, 1)));
    expect(await page.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await page.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(false);
    await screenshot(page, 'product-tile');

    const other = product.sizes.find((s) => s.id !== first.id && s.box_sqft);
    if (other) {
      // The size radios are visually hidden behind their label chips.
      await page.getByText(other.size_label, { exact: true }).click();
      await page
        .getByTestId('product-price')
        .filter({ hasText: `${dollars(other.price)} / ${other.unit}` })
        .waitFor();
      expect(await price.textContent()).toContain(`${perSqft(other)} / sq ft`);
    }
    await context.close();
  });

  it('a deep link in a fresh session selects its showroom as the home page does, and wears its theme', async () => {
    const found = await apiData<{ data: Card[] }>('/api/search?category=tile-flooring&vsd_id=DEMO2026&ppp=1');
    const hash = found.data[0]?.hash;
    const stored = (page: import('playwright-core').Page) =>
      page.evaluate(() => JSON.parse(localStorage.getItem('my_item') ?? 'null') as { vsd_id: string } | null);
    const theme = (page: import('playwright-core').Page) =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--showroom-theme').trim(),
      );

    // DEMO2026 is Premium: selected, its colour painted and its name on the header's logo.
    const premium = await newPage(browser, { width: 375, height: 800 });
    await premium.page.goto(`/product/${hash}/DEMO2026`);
    await premium.page.getByRole('heading', { level: 1 }).waitFor();
    // The visitor reaches for the page: the app takes it over and keeps its showroom.
    await appReady(premium.page);
    await premium.page.waitForFunction(() => localStorage.getItem('my_item')?.includes('DEMO2026'));
    expect(await stored(premium.page)).toMatchObject({
      vsd_id: 'DEMO2026',
      company_name: 'Golden State Remodeling',
    });
    await premium.page.waitForFunction(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--showroom-theme').trim(),
    );
    expect(await theme(premium.page)).toBe('#b45309');
    await screenshot(premium.page, 'product-deep-link-premium-375');
    await premium.page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(premium.page, 'product-deep-link-premium-1280');
    await premium.context.close();

    // BAYPRO01 has no Premium branding: selected, but the generic theme stays.
    const plain = await newPage(browser);
    await plain.page.goto(`/product/${hash}/BAYPRO01`);
    await plain.page.getByRole('heading', { level: 1 }).waitFor();
    await appReady(plain.page);
    await plain.page.waitForFunction(() => localStorage.getItem('my_item')?.includes('BAYPRO01'));
    expect(await theme(plain.page)).toBe('');
    await plain.context.close();

    // An ID no showroom has selects nothing; the page still answers.
    const unknown = await newPage(browser);
    await unknown.page.goto(`/product/${hash}/NOPE0000`);
    await unknown.page.getByRole('heading', { level: 1 }).waitFor();
    await appReady(unknown.page);
    await unknown.page.waitForLoadState('networkidle');
    expect(await stored(unknown.page)).toBeNull();
    expect(await theme(unknown.page)).toBe('');
    await unknown.context.close();
  });

  it('says Product not found for an unknown product', async () => {
    const { page, context } = await newPage(browser, { width: 375, height: 800 });
    await page.goto('/product/no-such-product/DEMO2026');
    await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse the showroom' }).getAttribute('href')).toBe(
      '/visualize/contractor/all',
    );
    await context.close();
  });
});
