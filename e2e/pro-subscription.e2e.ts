import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './support/api.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, toast } from './support/forms.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Issue 11 point 5 in a browser: a pro without a plan (contractor2@demo.test, BAYPRO01) opens Subscription in
 * the portal, is refused a card the sandbox declines, subscribes to Premium with 4242…, sees the plan with its
 * renewal date and the paid invoice, cancels at period end and resumes.
 */
describe('a pro subscribes', () => {
  it('to Premium with 4242 after a declined card; cancels at period end and resumes', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/pro/login');
    await signIn(page, 'contractor2@demo.test', DEMO_PASSWORD);
    await page
      .getByRole('navigation', { name: 'Pro portal' })
      .getByRole('link', { name: 'Subscription' })
      .click();
    await page.waitForURL('**/pro/subscription');

    await expect.poll(() => page.getByRole('radio', { name: /Premium/ }).isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('subscription-total').textContent()).toBe('$199.00');
    await page.getByLabel(/^Card number/).fill('4000 0000 0000 9995');
    await page.getByLabel(/^Name on card/).fill('Bea Builder');
    await page.getByLabel(/^Expiration/).fill('12/34');
    await page.getByLabel(/^CVV/).fill('123');
    await screenshot(page, 'pro-subscription-plans');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Your card has insufficient funds.').waitFor();

    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await toast(page, 'You are subscribed to Premium.').waitFor();
    await page.getByRole('heading', { name: 'Your plan: Premium' }).waitFor();
    await page.getByText('Visa •••• 4242').waitFor();
    await page.getByText('choose them in Showroom settings').waitFor();
    const row = page.getByRole('table').getByRole('row').nth(1);
    await expect.poll(() => row.textContent()).toMatch(/INV-.*\$199\.00.*Paid/);
    await screenshot(page, 'pro-subscription');

    const token = await login('contractor2@demo.test');
    const me = await call<{ latest_subscription: unknown }>('GET', '/api/authuser', { token });
    expect(me.data.latest_subscription).toEqual({
      subscription_status: 'active',
      plan: 'Premium',
      paid_amount: 199,
    });

    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await page.getByRole('button', { name: 'Resume subscription' }).waitFor();
    await page.getByText('Ends on').waitFor();
    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await page.getByRole('button', { name: 'Cancel at period end' }).waitFor();
    await context.close();
  });
});
