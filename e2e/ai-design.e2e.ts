import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { canvasPixels } from './support/canvas.ts';
import { firstLink, latestMailText } from './support/mailbox.ts';

/**
 * Issue 26's journey in software WebGL: a homeowner signs up for AI 3D Design at /design-ai/singup, verifies
 * the address through the mail, asks for a bathroom within a budget in DEMO2026, sees three rendered designs
 * with their reasons, opens one in /visualize and adds all of it to the cart.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ webgl: true });
});
afterAll(async () => {
  await browser?.close();
});

const cents = (t: string | null) => Math.round(Number((t ?? '').replace(/[^\d.]/g, '')) * 100);
const BUDGET = 9000;

describe('the AI designer', () => {
  it('signs up, verifies, designs a bathroom within a budget, opens one design in 3-D and adds it all to the cart', async () => {
    const { page } = await newPage(browser);
    const email = `ai-${Date.now()}@example.test`;

    // Sign up for the AI account (its own, apart from the shop's), then verify from the mail.
    await page.goto('/design-ai/singup');
    await page.getByLabel(/^Full name/).fill('Avery Designer');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill('ai-pass-2026');
    await page.getByLabel(/^Confirm password/).fill('ai-pass-2026');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/design-ai/welcome');
    await page.goto(firstLink(await latestMailText(email), '/design-ai/welcome'));
    await page
      .getByText(/verified/i)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Design your first room' }).click();
    await page.waitForURL('**/design-ai');

    // The request: the showroom, a hall bath, the style quiz, a budget; the cost beside the balance.
    await page.getByRole('textbox', { name: 'Showroom ID' }).fill('DEMO2026');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Products and prices of').waitFor();
    await page.getByRole('tab', { name: 'Bathroom' }).click();
    await page.getByRole('radio', { name: /^Hall bath 8 × 5 ft/ }).check({ force: true });
    for (const answer of [
      'Warm and lived-in',
      'Weathered wood',
      'Honey, terracotta and brass',
      'A few well-chosen pieces',
    ])
      await page.getByRole('radio', { name: answer }).check();
    await page.getByRole('textbox', { name: /Budget for materials/ }).fill(String(BUDGET));
    const summary = page.getByRole('complementary', { name: 'Your three designs' });
    await summary.getByText('Farmhouse, warm palette').waitFor();
    await screenshot(page, 'ai-design-request');
    const balanceBefore = Number((await page.getByTestId('ai-balance').innerText()).replace(/\D/g, ''));
    expect(balanceBefore).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Design 3 rooms' }).click();

    // A job with progress; the URL follows it, so a reload comes back to it.
    await page.waitForURL(/\/design-ai\?generation=\d+$/);
    const designs = page.getByRole('list', { name: 'Designs' });
    const bar = page.getByRole('progressbar', { name: 'Design progress' });
    await Promise.race([bar.waitFor({ timeout: 30_000 }), designs.waitFor({ timeout: 30_000 })]);
    if (await bar.isVisible()) await screenshot(page, 'ai-design-progress', { fullPage: false });
    await page.reload();
    await designs.waitFor({ timeout: 180_000 });

    // Three designs, each within the budget, with their products' reasons; the chosen one drawn in 3-D.
    const cards = designs.getByRole('article');
    expect(await cards.count()).toBe(3);
    for (const card of await cards.all()) {
      const total = cents(await card.getByTestId('design-total').innerText());
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(BUDGET * 100);
    }
    const first = cards.first();
    await first.getByText(/products and why each was chosen/).click();
    const picks = first.getByRole('list', { name: /^Products in / });
    expect(await picks.locator(':scope > li').count()).toBeGreaterThan(2);
    await picks.locator(':scope > li').first().locator('summary').click();
    await first.getByText('Why this one').first().waitFor();
    await first.getByText('Runner-up').first().waitFor();
    await page.getByTestId('design-stage').and(page.locator('[data-drawn]')).waitFor({ timeout: 60_000 });
    expect((await canvasPixels(page))!.colours).toBeGreaterThan(50);
    await screenshot(page, 'ai-design-results');

    // Open the second design in the 3-D room: the visualizer shows exactly it, priced by its checklist.
    const second = cards.nth(1);
    const name = await second.getByRole('heading', { level: 3 }).innerText();
    const designTotal = await second.getByTestId('design-total').innerText();
    await second.getByRole('button', { name: 'Open in 3-D room' }).click();
    await page.waitForURL(
      /\/visualize\?floorplan=bathroom-hall-2438x1524&floorTemplate=bathroom-[a-z-]+-(light|warm|dark)$/,
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('visual_design') ?? 'null'));
    expect(stored?.name).toBe(name);
    // The visualizer prices the same room the same: its checklist's total is the design's.
    const total = page.getByRole('region', { name: 'Design total' });
    await total.getByText(designTotal).first().waitFor({ timeout: 30_000 });
    await page.locator('[data-drawn]').first().waitFor({ timeout: 60_000 });
    await screenshot(page, 'ai-design-visualize');

    // The checklist → Add all to cart, in one request, then the cart.
    await page.getByRole('link', { name: 'View checklist' }).click();
    await page.getByRole('heading', { name: 'Project checklist' }).waitFor();
    await page.getByRole('region', { name: 'Materials' }).waitFor();
    const bulk = page.waitForRequest((r) => r.url().includes('/api/projectCart/sync_to_bulk_cart'));
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    const body = (await bulk).postDataJSON() as { items: unknown[] };
    expect(body.items.length).toBeGreaterThan(2);
    await page.waitForURL('**/cart');
    await screenshot(page, 'ai-design-cart');

    // The coins: the generation's were taken once it succeeded.
    await page.goto('/design-ai');
    await page.getByRole('heading', { name: 'Your designs' }).waitFor();
    const balanceAfter = Number((await page.getByTestId('ai-balance').innerText()).replace(/\D/g, ''));
    expect(balanceAfter).toBeLessThan(balanceBefore);
  });
});
