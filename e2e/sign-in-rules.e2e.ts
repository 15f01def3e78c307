import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, toast } from './support/forms.ts';
import { latestMailText } from './support/mailbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the main sign-in page', () => {
  it('refuses a contractor with the spec message and keeps them signed out', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'contractor@demo.test', DEMO_PASSWORD);
    await toast(page, 'You are not authorized to access this page.').waitFor();
    await screenshot(page, 'sign-in-contractor-refused');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await context.close();
  });

  it('shows wrong credentials under the password field, with no generic toast on top', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'homeowner@demo.test', 'wrong-password');
    await page.getByText('These credentials do not match our records.').waitFor();
    expect(await page.locator('input[name="password"]').getAttribute('aria-invalid')).toBe('true');
    expect(await toast(page, 'Invalid input OR some mandatory fields are blank.').count()).toBe(0);
    await screenshot(page, 'sign-in-wrong-password');
    await context.close();
  });

  it('remembers the email, never the password', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'homeowner@demo.test', DEMO_PASSWORD, { remember: true });
    await page.waitForURL((url) => url.pathname !== '/login');
    const cookies = await context.cookies();
    expect(cookies.some((c) => decodeURIComponent(c.value).includes('homeowner@demo.test'))).toBe(true);
    expect(cookies.some((c) => decodeURIComponent(c.value).includes(DEMO_PASSWORD))).toBe(false);
    expect(
      cookies.find((c) => c.name === 'user_type')?.value ?? cookies.map((c) => c.value).join(),
    ).toContain('user');
    await context.close();
  });

  it('takes the admin through the emailed one-time code to My Account', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'admin@demo.test', DEMO_PASSWORD);
    const codeField = page.getByLabel('Verification code');
    await codeField.waitFor();
    const mail = await latestMailText('admin@demo.test');
    const code = mail.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await codeField.fill(code!);
    await page.getByRole('button', { name: /verify/i }).click();
    await page.waitForURL('**/account');
    await screenshot(page, 'admin-account');
    await context.close();
  });
});

describe('unknown paths', () => {
  it('show the not-found page', async () => {
    const { page, context } = await newPage(browser, { width: 375, height: 800 });
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: 'There was an error with your request' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await screenshot(page, 'not-found-mobile');
    await context.close();
  });
});
