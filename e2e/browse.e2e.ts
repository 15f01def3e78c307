import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The colour an element would have in the current theme's brand-700 (what product prices use). */
const brand700 = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-brand-700)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });

const colourOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);

async function enterShowroom(page: Page, vsdId: string) {
  await page.goto('/');
  await page.getByLabel(/^Showroom ID/).fill(vsdId);
  await page.getByRole('status').filter({ hasText: vsdId }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/visualize/contractor/all');
}

describe('browsing the catalogue', () => {
  it('DEMO2026: showroom shopping shows priced product cards in the showroom theme, and corrects misspelt words', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    const defaultBrand700 = await brand700(page);
    await enterShowroom(page, 'DEMO2026');
    await page.getByRole('heading', { level: 1, name: 'Golden State Remodeling' }).waitFor();

    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10);
    const price = cards.first().getByText(/^\$[\d,]+\.\d{2}/);
    expect(await price.textContent()).toMatch(/^\$[\d,]+\.\d{2} \/ \w+/);
    const themed = await brand700(page);
    expect(themed).not.toBe(defaultBrand700);
    expect(await colourOf(price)).toBe(themed);
    const href = await cards.first().getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/product\/\w+\/DEMO2026$/);
    await screenshot(page, 'browse-showroom');

    // A misspelt word is searched as the catalogue's own word, and the page says so (issue 22 A1).
    const searchbox = page.getByRole('searchbox', { name: 'Search products' });
    await searchbox.fill('calacata');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Showing results for “calacatta”' }).waitFor();
    await page.waitForURL(/[?&]q=calacata/);
    await cards
      .filter({ hasText: /Calacatta/ })
      .first()
      .waitFor();
    expect(await cards.filter({ hasText: /Calacatta/ }).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Search instead for calacata' }).waitFor();

    await searchbox.fill('fawcet');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Showing results for “faucet”' }).waitFor();
    await page.waitForURL(/[?&]q=fawcet(&|$)/);
    const faucets = cards.filter({ hasText: /Faucet/ });
    await faucets.first().waitFor();
    expect(await faucets.count()).toBe(10);
    const instead = page.getByRole('link', { name: 'Search instead for fawcet' });
    expect(await instead.isVisible()).toBe(true);
    // Told by an underline, not by colour alone.
    expect(await instead.evaluate((a) => getComputedStyle(a).textDecorationLine)).toContain('underline');
    await screenshot(page, 'browse-search-misspelt');

    // "Search instead for": the text as typed, never corrected.
    await instead.click();
    await page.waitForURL(/[?&]q=fawcet&exact=1(&|$)/);
    await page.getByRole('heading', { name: 'Showing results for “fawcet”' }).waitFor();
    expect(await page.getByRole('link', { name: /^Search instead for/ }).count()).toBe(0);
    await context.close();
  });

  it('a category’s product list: page 2 by the jump field, 999 clamps to the last page, back returns', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/category/tile-flooring/product');
    await page.getByRole('heading', { level: 1, name: 'Tile Flooring' }).waitFor();
    await page.getByText(/^Showing 1–10 of [\d,]+ products$/).waitFor();
    const pages = page.getByRole('navigation', { name: 'Product pages' });
    const lastLabel = await pages
      .getByRole('button', { name: /^Page \d+$/ })
      .last()
      .getAttribute('aria-label');
    const lastPage = Number(lastLabel?.replace('Page ', ''));
    expect(lastPage).toBeGreaterThan(2);

    const jump = pages.getByLabel('Go to page');
    await jump.fill('2');
    await pages.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL(/[?&]page=2(&|$)/);
    await page.getByText(/^Showing 11–20 of /).waitFor();

    await jump.pressSequentially('9a9b9');
    expect(await jump.inputValue()).toBe('999');
    await pages.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL(new RegExp(`[?&]page=${lastPage}(&|$)`));
    await pages.locator('button[aria-current="page"]', { hasText: String(lastPage) }).waitFor();
    await screenshot(page, 'browse-last-page');

    await page.goBack();
    await page.getByText(/^Showing 11–20 of /).waitFor();
    await context.close();
  });
});
