import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { toast } from './support/forms.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const brand600 = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-brand-600').trim(),
  );

describe('entering a showroom from the home page', () => {
  it('finds DEMO2026 at 8 characters, and Next opens its shopping in the showroom theme', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    const defaultBrand = await brand600(page);
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel(/^Showroom ID/).fill('DEMO2026');
    await page.getByRole('status').filter({ hasText: 'Golden State Remodeling' }).waitFor();
    await next.click();
    await page.waitForURL('**/visualize/contractor/all');
    expect(await brand600(page)).toBe('#b45309');
    expect(defaultBrand).not.toBe('#b45309');
    await page.getByRole('img', { name: 'Golden State Remodeling' }).first().waitFor();
    await screenshot(page, 'showroom-themed');

    // Back home, the pro buttons are hidden and Continue Shopping / New Showroom are offered.
    await page.goto('/');
    await page.getByRole('link', { name: 'Continue Shopping' }).first().waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Sign Up as a Pro' }).count()).toBe(0);
    await context.close();
  });

  it('warns with the spec text for an unknown ID', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByLabel(/^Showroom ID/).fill('NOPE0000');
    await toast(page, 'No Showroom Found, Please Enter Correct Showroom Id.').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('keeps the default colours in a showroom without branding (BAYPRO01)', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    const defaultBrand = await brand600(page);
    await page.getByLabel(/^Showroom ID/).fill('BAYPRO01');
    await page.getByRole('status').filter({ hasText: 'Bay Area Pro Builders' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/visualize/contractor/all');
    expect(await brand600(page)).toBe(defaultBrand);
    await context.close();
  });
});
