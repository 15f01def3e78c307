import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, toast } from './support/forms.ts';

/**
 * Issue 21 C: the journey around the 3-D room. A guest adds the whole checklist to the cart, then saves the
 * design through sign-in: the cart still holds the same lines and the design is on /projects; opened from
 * there on a browser that forgot its showroom, it goes straight to the room in its own showroom. The
 * 'Save up to 30%' pop-up never covers the cart's summary or its checkout button, at any width.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ webgl: true });
});
afterAll(async () => {
  await browser?.close();
});

/** The names of the cart's lines (each has its Remove button). */
async function cartLines(page: Page) {
  await page.getByRole('heading', { name: /cart/i }).first().waitFor({ timeout: 30_000 });
  const remove = page.getByRole('button', { name: /^Remove / });
  await remove.first().waitFor({ timeout: 30_000 });
  return (await remove.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).sort();
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the journey around the 3-D room', () => {
  it('a guest adds all to cart, saves through sign-in: same cart lines, the design in its project on /projects, opened in its showroom', async () => {
    const { page } = await newPage(browser);
    // A long journey in software WebGL on a busy machine: each step may take longer than the default.
    page.setDefaultTimeout(30_000);
    await page.goto('/visualize');
    await page.getByRole('textbox', { name: 'Showroom ID' }).fill('DEMO2026');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('tab', { name: 'Bathroom' }).click();
    await page.getByRole('link', { name: /Hall bath 8 × 5 ft/ }).click();
    await page.getByRole('link', { name: /Modern light bath/ }).click();
    await page.locator('[data-drawn]').waitFor({ timeout: 60_000 });
    const designUrl = page.url();

    // Add all to cart as a guest: the lines go to the guest cart.
    await page.getByRole('link', { name: 'View checklist' }).click();
    await page.getByRole('region', { name: 'Materials' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await page.waitForURL('**/cart');
    const guestLines = await cartLines(page);
    expect(guestLines.length).toBeGreaterThan(3);

    // Then Save design: through sign-in and back to the same design, saved.
    await page.goto(designUrl);
    await page.locator('[data-drawn]').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Save design' }).click();
    await page.waitForURL('**/login?redirect=*');
    await signIn(page, 'homeowner@demo.test', DEMO_PASSWORD);
    await page.waitForURL(designUrl);
    await toast(page, 'Your design is saved.').waitFor();

    // The guest's lines are in the signed-in cart.
    await page.goto('/cart');
    const lines = await cartLines(page);
    for (const line of guestLines) expect(lines).toContain(line);
    await screenshot(page, 'journey-cart-after-sign-in');

    // The design is a room of its project on /projects (the most recently active: it was just saved); opened
    // there on a browser that forgot its showroom, no ID is asked.
    await page.goto('/projects');
    await page
      .getByRole('list', { name: 'Projects' })
      .getByRole('listitem')
      .first()
      .getByRole('link')
      .click();
    const card = page.getByRole('list', { name: 'Rooms' }).getByRole('listitem').first();
    await card.waitFor();
    await page.evaluate(() => window.localStorage.removeItem('my_item'));
    await card.getByRole('link', { name: 'Open in 3-D' }).click();
    await page.locator('[data-drawn]').waitFor({ timeout: 60_000 });
    expect(await page.getByRole('textbox', { name: 'Showroom ID' }).count()).toBe(0);
    await page.getByText('(DEMO2026)').first().waitFor();
    await screenshot(page, 'journey-design-reopened');
  }, 300_000);

  it("keeps the 'Save up to 30%' pop-up off the cart summary and checkout button at every width", async () => {
    // A context of its own: newPage marks the pop-up as seen, and here it must be free to come up.
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'homeowner@demo.test', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/cart');
    await cartLines(page);
    // Long enough for the pop-up to come up by itself anywhere else (15 s).
    await page.waitForTimeout(16_000);
    const popup = page.getByRole('dialog', { name: 'Save up to 30%' });
    for (const width of [390, 768, 1024, 1199, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const summary = await page
        .getByRole('region', { name: /summary/i })
        .first()
        .boundingBox();
      const checkout = await page
        .getByRole('link', { name: /checkout/i })
        .first()
        .boundingBox();
      const shown = await popup.isVisible();
      const box = shown ? await popup.boundingBox() : null;
      for (const target of [summary, checkout])
        if (box && target) expect(overlap(box, target), `${width} px`).toBe(false);
      expect(shown, `${width} px`).toBe(false);
    }
    // Elsewhere it comes up by itself, and going to the cart puts it away.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await popup.waitFor({ timeout: 30_000 });
    await page.goto('/cart');
    await cartLines(page);
    expect(await popup.isVisible()).toBe(false);
    await context.close();
  }, 180_000);
});
