import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A loaded picture's URL, natural size and its pixels' spread (0: one flat colour), read in the page. */
const pictureOf = (img: Locator) =>
  img.evaluate(async (el: HTMLImageElement) => {
    await el.decode().catch(() => {});
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 64;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(el, 0, 0, 64, 64);
    const { data } = ctx.getImageData(0, 0, 64, 64);
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < data.length; i += 4) {
      const y = 0.3 * data[i]! + 0.59 * data[i + 1]! + 0.11 * data[i + 2]!;
      sum += y;
      squares += y * y;
    }
    const n = data.length / 4;
    return {
      src: el.currentSrc,
      width: el.naturalWidth,
      spread: Math.sqrt(squares / n - (sum / n) ** 2),
    };
  });

describe('product pictures rendered by the 3-D engine', () => {
  it('product cards and category tiles show rendered pictures, not one flat colour', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    // The tiles are asked for as a visitor scrolls down to them.
    await page.mouse.wheel(0, 1500);
    const categories = page.locator('section[aria-labelledby="categories-title"]');
    await categories.scrollIntoViewIfNeeded();
    await categories.getByRole('button', { name: 'Toilets' }).waitFor();
    const tile = await pictureOf(categories.getByRole('listitem').first().locator('img'));
    expect(tile.src).toMatch(/\/media\/categories\/[a-z0-9-]+\.webp$/);
    expect(tile.width).toBe(512);
    expect(tile.spread).toBeGreaterThan(8);

    await page.getByLabel(/^Showroom ID/).fill('DEMO2026');
    await page.getByRole('status').filter({ hasText: 'DEMO2026' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/visualize/contractor/all');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await cards.first().waitFor();
    for (let i = 0; i < 3; i += 1) {
      const picture = await pictureOf(cards.nth(i).locator('img').first());
      expect(picture.src).toMatch(/\/media\/products\/\w+\.art\.webp(\?size=thumb)?$/);
      expect(picture.width).toBeGreaterThanOrEqual(256);
      expect(picture.spread).toBeGreaterThan(8);
    }
    await screenshot(page, 'product-pictures');
    await context.close();
  });
});
