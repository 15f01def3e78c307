import type { Locator, Page } from 'playwright-core';

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

/**
 * Pays with the sandbox's good card as a new card in `scope` (a dialog or page with the card fields): chooses
 * "Use a new card" when a saved one is offered, then fills number, name, expiry and CVV.
 */
export async function fillNewCard(scope: Page | Locator, name = 'Hannah Homeowner') {
  const newCard = scope.getByRole('radio', { name: 'Use a new card' });
  if (await newCard.count()) await newCard.check();
  await scope.getByLabel('Card number').fill('4242 4242 4242 4242');
  await scope.getByLabel('Name on card').fill(name);
  await scope.getByLabel('Expiration (MM/YY)').fill('12/34');
  await scope.getByRole('textbox', { name: 'CVV' }).fill('123');
}
