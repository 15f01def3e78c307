import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, toast } from './support/forms.ts';
import { svgLogo } from './support/logo-files.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Issue 11 point 4 in a browser: contractor@demo.test (DEMO2026: Premium and a theme colour) uploads a logo
 * too small for spec point 5's rule, then a good one; a homeowner entering DEMO2026 sees it in the header
 * and on the showroom's page.
 */
describe('a pro uploads the showroom logo', () => {
  it('is refused a 120 × 120 image with the spec message, saves a 400 × 400 one, and clients see it', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/pro/login');
    await signIn(page, 'contractor@demo.test', DEMO_PASSWORD);
    await page
      .getByRole('navigation', { name: 'Pro portal' })
      .getByRole('link', { name: 'Showroom' })
      .click();
    await page.waitForURL('**/pro/showroom');

    const chooser = page.getByLabel('Choose a logo file');
    await chooser.setInputFiles(svgLogo(120, 120));
    await page.getByText('The business logo field must be Minimum 200 X 200 pixels.').waitFor();
    expect(await chooser.getAttribute('aria-invalid')).toBe('true');

    await chooser.setInputFiles(svgLogo(400, 400, '#b45309'));
    await toast(page, 'Your logo is saved.').waitFor();
    const preview = page.getByRole('img', { name: 'Golden State Remodeling logo' });
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/media\/logos\/[0-9a-f]{64}\.webp$/);
    const url = (await preview.getAttribute('src')) as string;
    expect(await page.getByText('Your clients see this logo in your showroom.').isVisible()).toBe(true);
    await screenshot(page, 'pro-logo-settings');

    const served = await fetch(`${baseUrl()}${url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    await context.close();

    const client = await newPage(browser);
    await client.page.goto('/');
    await client.page.getByLabel(/^Showroom ID/).fill('DEMO2026');
    await client.page.getByRole('status').filter({ hasText: 'DEMO2026' }).waitFor();
    await client.page.getByRole('button', { name: 'Next' }).click();
    await client.page.waitForURL('**/visualize/contractor/all');
    const headerLogo = client.page.getByRole('banner').getByRole('img', { name: 'Golden State Remodeling' });
    await expect.poll(() => headerLogo.getAttribute('src')).toBe(url);
    // Loaded under the page's CSP (img-src 'self'): a blocked or broken image has no natural width.
    await expect
      .poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(client.page, 'pro-logo-client');
    await client.context.close();
  });
});
