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

const backgroundOf = (target: Locator) => target.evaluate((el) => getComputedStyle(el).backgroundColor);

describe('header department menu (spec point 2)', () => {
  it('at 1199 px the dark off-canvas Menu slides through Flooring → Tile Flooring to a sub-category', async () => {
    const { page, context } = await newPage(browser, { width: 1199, height: 900 });
    await page.goto('/about_us');
    expect(await page.getByRole('navigation', { name: 'Departments' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    // Dark: Tailwind's slate-900 is oklch(0.208 …); a light panel would be near 1.
    expect(Number(/oklch\(([\d.]+)/.exec(await backgroundOf(menu))?.[1])).toBeLessThan(0.3);
    // Slid in from the left edge.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);

    await menu.getByRole('button', { name: 'Flooring' }).click();
    const back = menu.getByRole('button', { name: 'Back to Menu' });
    await back.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Back to Menu');
    await menu.getByRole('button', { name: 'Tile Flooring' }).click();
    await menu.getByRole('heading', { name: 'Tile Flooring' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Shop All Tile Flooring' }).getAttribute('href')).toBe(
      '/department/flooring/tile-flooring',
    );
    await page.waitForTimeout(400); // the slide has ended
    await screenshot(page, 'header-menu-1199-subcategories');

    const porcelain = menu.getByRole('link', { name: 'Porcelain Tile' });
    const href = (await porcelain.getAttribute('href')) ?? '';
    const slug = /^\/category\/([^/]+)\/product$/.exec(href)?.[1];
    expect(slug).toBeTruthy();
    await porcelain.click();
    await page.waitForURL(`**${href}`);
    await menu.waitFor({ state: 'hidden' });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('product_category') ?? 'null'));
    expect(stored).toMatchObject({ name: 'Porcelain Tile', slug_url: slug });
    await context.close();
  });

  it('at 1280 px hides the Menu button and shows the department bar with its dropdowns', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto('/about_us');
    const bar = page.getByRole('navigation', { name: 'Departments' });
    await bar.waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    for (const name of ['Kitchen', 'Bathroom', 'Flooring', 'Outdoor', 'Lighting & Fans', 'Appliances']) {
      expect(await bar.getByRole('button', { name }).isVisible()).toBe(true);
    }
    await bar.getByRole('button', { name: 'Flooring' }).hover();
    await bar.getByRole('link', { name: 'Tile Flooring' }).waitFor();
    await screenshot(page, 'header-menu-1280-flooring');
    await page.keyboard.press('Escape');
    await bar.getByRole('link', { name: 'Tile Flooring' }).waitFor({ state: 'detached' });
    // Keyboard: Enter opens, the panel's links follow, Escape closes and returns to the button.
    await bar.getByRole('button', { name: 'Bathroom' }).focus();
    await page.keyboard.press('Enter');
    await bar.getByRole('link', { name: 'Shop All Bathroom' }).waitFor();
    await page.keyboard.press('Escape');
    await bar.getByRole('link', { name: 'Shop All Bathroom' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Bathroom');

    await bar.getByRole('button', { name: 'Flooring' }).click();
    await bar.getByRole('link', { name: 'Laminate Flooring' }).click();
    await page.waitForURL('**/category/laminate-flooring/product');
    await context.close();
  });

  it('looks right at 375, 768 and 1024 px with the menu open on a department', async () => {
    for (const width of [375, 768, 1024]) {
      const { page, context } = await newPage(browser, { width, height: 800 });
      await page.goto('/about_us');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'Lighting & Fans' }).click();
      await menu.getByRole('link', { name: 'Shop All Lighting & Fans' }).waitFor();
      await page.waitForTimeout(400);
      await screenshot(page, `header-menu-${width}-lighting`);
      await context.close();
    }
  });
});
