import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, toast } from './support/forms.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A 600 × 600 PNG photo stand-in (above the 400 × 400 minimum): sea-green with a white square. */
async function productPhoto() {
  const buffer = await sharp({
    create: { width: 600, height: 600, channels: 3, background: '#2f6f6a' },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 200, height: 200, channels: 3, background: '#ffffff' },
        })
          .png()
          .toBuffer(),
        top: 200,
        left: 200,
      },
    ])
    .png()
    .toBuffer();
  return { name: 'tidewater-600.png', mimeType: 'image/png', buffer };
}

/** Opens a page of the vendor portal from its menu. */
const portalLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Vendor portal' }).getByRole('link', { name }).click();

/** Fills one size row of the product form (its heading is "Size n"). */
async function fillSize(row: Locator, size: { width: string; height: string; sqft: string; price: string }) {
  await row.getByLabel('Width (in)').fill(size.width);
  await row.getByLabel('Height (in)').fill(size.height);
  await row.getByLabel('Sq ft per box').fill(size.sqft);
  await row.getByLabel(/^Price/).fill(size.price);
}

/** A guest enters showroom DEMO2026 and searches its catalogue the way the page offers it. */
async function searchShowroom(page: Page, words: string) {
  await page.goto('/');
  await page.getByLabel(/^Showroom ID/).fill('DEMO2026');
  await page.getByRole('status').filter({ hasText: 'DEMO2026' }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/visualize/contractor/all');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(words);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: `Showing results for “${words}”` }).waitFor();
}

/**
 * Issue 12's vendor journey: the demo vendor adds a tile with two sizes and a texture, gives it a picture,
 * finds it in its product list; a guest shopping showroom DEMO2026 finds it by search and sees both sizes and
 * the picture; the vendor hides it and the search no longer finds it.
 */
describe('a vendor lists a product', () => {
  it('adds a tile with two sizes, a texture and a picture; a shopper finds it; once hidden, it is gone', async () => {
    // Letters only: the search matches words, and the name must be one no seeded product shares.
    const tag = Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'qwxzvjkpyf'[Number(d)]!);
    const name = `Tidewater Glaze ${tag}`;

    const vendor = await newPage(browser);
    const page = vendor.page;
    await page.goto('/vendor/login');
    await signIn(page, 'vendor@demo.test', DEMO_PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Vendor dashboard' }).waitFor();

    await portalLink(page, 'Products');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('link', { name: 'Add product' }).click();
    await page.waitForURL('**/vendor/products/new');
    const form = page.getByRole('form', { name: 'New product' });
    await form.getByLabel(/^Name/).fill(name);
    await form
      .getByLabel(/^Description/)
      .fill('A glazed porcelain tile in sea green with a soft white vein, for kitchens and baths.');
    await form.getByLabel(/^Category/).selectOption({ label: 'Porcelain Tile — Flooring › Tile Flooring' });
    await form.getByLabel(/^Brand/).selectOption({ label: 'Larkspur Stone' });
    await form.getByLabel(/^Colours/).fill('Sea Green, White');
    await form.getByLabel('Modern', { exact: true }).check();

    // The texture, and its preview redrawn from it.
    const preview = form.getByTestId('texture-preview');
    await form.getByLabel(/^Pattern \*/).selectOption({ label: 'Marble veins' });
    await form.getByLabel('Base colour').fill('#2f6f6a');
    await form.getByLabel('Tile width (in)').fill('24');
    await expect
      .poll(() => preview.getAttribute('alt'))
      .toBe('Preview of the texture: Marble veins, #2f6f6a');

    const sizeRow = (n: number) =>
      form
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: new RegExp(`^Size ${n}`) }) });
    await fillSize(sizeRow(1), { width: '12', height: '24', sqft: '15.5', price: '64.50' });
    await form.getByRole('button', { name: 'Add a size' }).click();
    await fillSize(sizeRow(2), { width: '24', height: '48', sqft: '16', price: '129' });
    await form.getByRole('button', { name: 'Add product' }).click();

    // Saved: the page becomes the product's own, where pictures can be added.
    await toast(page, 'Your product is saved.').waitFor();
    await page.waitForURL(/\/vendor\/products\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('No pictures yet.').waitFor();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Browse: Add pictures' }).click(),
    ]);
    await chooser.setFiles(await productPhoto());
    const gallery = page.getByRole('list', {
      name: 'Pictures of this product, in the order shoppers see them',
    });
    const thumb = gallery.getByRole('img', { name: 'Gallery item 1' });
    await thumb.waitFor();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await gallery.getByText('600 × 600').waitFor();
    await screenshot(page, 'vendor-product-with-picture');

    await portalLink(page, 'Products');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await row.waitFor();
    expect(await row.getByText('Listed', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText('from $64.50').isVisible()).toBe(true);

    // A guest shopping showroom DEMO2026 finds it by search and opens it.
    const guest = await newPage(browser);
    await searchShowroom(guest.page, name);
    const results = guest.page.url();
    const cards = guest.page.getByRole('list', { name: 'Products' }).getByRole('article');
    await cards.filter({ hasText: name }).getByRole('link').first().click();
    await guest.page.waitForURL(/\/product\/\w+\/DEMO2026$/);
    await guest.page.getByRole('heading', { level: 1, name }).waitFor();
    const sizes = guest.page.getByRole('group', { name: 'Size' });
    expect(await sizes.getByRole('radio').count()).toBe(2);
    expect(await sizes.getByText('12 X 24', { exact: true }).isVisible()).toBe(true);
    expect(await sizes.getByText('24 X 48', { exact: true }).isVisible()).toBe(true);
    const picture = guest.page.getByRole('img', { name: `${name}, view 1 of 1` });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^\/media\/products\/[0-9a-f]{64}\.webp(\?|$)/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(guest.page, 'vendor-product-shopper');

    // The vendor hides it; the same search now finds nothing.
    await page.getByRole('button', { name: `Hide ${name}` }).click();
    await toast(page, 'Your product is hidden from shoppers.').waitFor();
    await row.getByText('Hidden', { exact: true }).waitFor();
    // The shopper runs the same search again (the results page's address, reloaded).
    await guest.page.goto(results);
    await guest.page.getByText(`No products found for “${name}”`).waitFor();
    expect(await cards.filter({ hasText: name }).count()).toBe(0);

    await guest.context.close();
    await vendor.context.close();
  });
});
