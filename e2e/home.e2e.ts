import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the home page', () => {
  it('shows the inspired designs, brand partners and the 21 category tiles', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Save Time, Save Money, Build Smarter!' }).waitFor();
    const kitchen = page.getByRole('tab', { name: 'Kitchen' });
    // A first visit: the click loads the app, which then selects the tab.
    await kitchen.click();
    await expect.poll(() => kitchen.getAttribute('aria-selected')).toBe('true');
    const designs = page.getByRole('region', { name: 'Kitchen designs' });
    // Renders of real kitchen designs, each named by its template and plan.
    await designs.getByRole('img', { name: /^Coastal light kitchen, / }).waitFor({ state: 'attached' });
    expect(await designs.getByRole('img').count()).toBe(7);
    for (const alt of await designs
      .getByRole('img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))))
      expect(alt).toMatch(/ kitchen, .*kitchen.* ft$/i);

    const categories = page.locator('section[aria-labelledby="categories-title"]');
    await categories.scrollIntoViewIfNeeded();
    await categories.getByRole('button', { name: 'Toilets' }).waitFor();
    expect(await categories.getByRole('listitem').count()).toBe(21);
    expect(await page.getByRole('link', { name: /See All/ }).getAttribute('href')).toBe('/our-brands');
    await context.close();
  });

  it('is painted from its HTML and, on a first visit, runs no app code until touched; a click meanwhile is done after', async () => {
    const { page, context } = await newPage(browser);
    // The page as sent, before any script: the hero and its headline are in it.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Save Time, Save Money, Build Smarter!');
    expect(html).toMatch(/<div id="root">/);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Save Time, Save Money, Build Smarter!' }).waitFor();
    // A reader who only looks: the boot script alone runs; the app's files are fetched, not run.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    expect(await page.locator('#root').getAttribute('data-hydrated')).toBeNull();
    // The click reaches for the page: the app loads, hydrates and follows the link in the same document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Sign Up as a Pro' }).first().click();
    await page.waitForURL('**/register/contractor');
    await page
      .getByRole('heading', { name: /contractor|pro/i })
      .first()
      .waitFor();
    expect(await page.locator('#root').getAttribute('data-hydrated')).toBe('');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await context.close();
  });

  it('on a first visit, what is typed before the app answers becomes the app’s', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root').getAttribute('data-hydrated')).toBeNull();
    // Typed into the drawn field at once: the app, loading meanwhile, looks the showroom up as typed.
    await page.getByLabel(/^Showroom ID/).fill('DEMO2026');
    await page.getByRole('status').filter({ hasText: 'DEMO2026' }).waitFor();
    expect(await page.getByLabel(/^Showroom ID/).inputValue()).toBe('DEMO2026');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/visualize/contractor/all');
    await context.close();
  });

  it('plays the hero’s background video (its sources load under the CSP) and pauses it on request', async () => {
    const { page, context } = await newPage(browser);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') blocked.push(message.text());
    });
    await page.goto('/');
    const video = page.locator('section video');
    await page.waitForFunction(
      () => (document.querySelector<HTMLVideoElement>('section video')?.currentTime ?? 0) > 0.2,
    );
    expect(await video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    expect(await video.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname)).toMatch(
      /^\/video\/hero\./,
    );
    await page.getByRole('button', { name: 'Pause background video' }).click();
    await page.getByRole('button', { name: 'Play background video' }).waitFor();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(blocked.filter((text) => /Content Security Policy|hero/i.test(text))).toEqual([]);
    await context.close();
  });

  it('keeps the hero still for a visitor who asked for reduced motion, and offers Play', async () => {
    const { page, context } = await newPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // Paused as the page is read, and the app takes over at once to offer Play.
    await page.waitForSelector('#root[data-hydrated]');
    const video = page.locator('section video');
    await page.getByRole('button', { name: 'Play background video' }).waitFor();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await context.close();
  });

  it('a category tile without a showroom asks for one; Back to shopping closes it, DEMO2026 opens the showroom', async () => {
    const { page, context } = await newPage(browser, { width: 375, height: 800 });
    await page.goto('/');
    // The tiles are asked for once their section nears the screen, as a visitor scrolls down to them.
    await page.mouse.wheel(0, 1500);
    await page.getByRole('heading', { name: 'Shop by category' }).scrollIntoViewIfNeeded();
    const tile = page.getByRole('button', { name: 'Kitchen Sinks' });
    await tile.click();
    const dialog = page.getByRole('dialog', { name: 'Enter your showroom ID' });
    await dialog.waitFor();
    await screenshot(page, 'home-category-modal');
    await dialog.getByRole('button', { name: 'Back to shopping' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');

    await tile.click();
    await dialog.getByLabel(/^Showroom ID/).fill('DEMO2026');
    await dialog.getByRole('status').filter({ hasText: 'Golden State Remodeling' }).waitFor();
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL('**/visualize/contractor/all?category=kitchen-sinks');
    const stored = await page.evaluate(() => localStorage.getItem('product_category'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ name: 'Kitchen Sinks', slug_url: 'kitchen-sinks' });
    await context.close();
  });
});
