import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo-pass-2026';

/** Signs in through the real sign-in page. */
export async function signIn(page: Page, email: string, password: string, opts: { remember?: boolean } = {}) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  if (opts.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A toast with this text, as the user sees it (top-right). */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
