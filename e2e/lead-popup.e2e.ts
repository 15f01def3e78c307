import type { Browser, Locator } from 'playwright-core';
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

const fields = (popup: Locator) => [
  popup.getByLabel(/^Full name/),
  popup.getByLabel(/^Email/),
  popup.getByLabel(/^Phone number/),
];

describe("lead pop-up 'Save up to 30%' (spec points 2, 5, 7)", () => {
  it('opens from the Contact page, highlights empty fields without text, and sends a valid lead', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Get my savings' }).click();
    const popup = page.getByRole('dialog', { name: 'Save up to 30%' });
    await popup.waitFor();
    await popup.getByLabel(/^Full name/).waitFor();

    await popup.getByRole('button', { name: 'Claim my savings' }).click();
    for (const field of fields(popup)) {
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.evaluate((el) => getComputedStyle(el).borderTopColor)).not.toBe(
        'rgb(203, 213, 225)',
      );
    }
    expect(await popup.textContent()).not.toMatch(/required|must be|valid/i);
    await screenshot(page, 'lead-popup-invalid');

    await popup.getByLabel(/^Full name/).fill('Dana Reyes');
    await popup.getByLabel(/^Email/).fill('dana.reyes@example.com');
    await popup.getByLabel(/^Phone number/).pressSequentially('4155550123');
    expect(await popup.getByLabel(/^Phone number/).inputValue()).toBe('(415) 555-0123');
    await popup.getByRole('button', { name: 'Claim my savings' }).click();
    await toast(page, 'Thank you! We will be in touch with your savings.').waitFor();
    await popup.waitFor({ state: 'hidden' });
    for (const field of fields(page.locator('section[role="dialog"]'))) {
      expect(await field.inputValue()).toBe('');
    }
    await context.close();
  });

  it("opens from the footer's button and closes with its close button, at every width", async () => {
    for (const width of [375, 768, 1024, 1199, 1280]) {
      const { page, context } = await newPage(browser, { width, height: 800 });
      await page.goto('/about_us');
      await page.getByRole('contentinfo').getByRole('button', { name: 'Save up to 30%' }).click();
      const popup = page.getByRole('dialog', { name: 'Save up to 30%' });
      await popup.getByLabel(/^Full name/).waitFor();
      await page.waitForTimeout(600); // the slide-up has ended
      const box = await popup.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(800);
      await screenshot(page, `lead-popup-${width}`);
      await popup.getByRole('button', { name: 'Close' }).click();
      await popup.waitFor({ state: 'hidden' });
      await context.close();
    }
  });
});
