import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, toast } from './support/forms.ts';
import { firstLink, latestMailText } from './support/mailbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a homeowner registers, verifies, signs out and signs back in', () => {
  it('goes through the 3 steps, is stopped by an invalid card, and lands on the page asked for', async () => {
    const { page, context } = await newPage(browser);
    const email = `ann.${Date.now()}@example.test`;

    await page.goto('/register');
    await screenshot(page, 'register-step1');
    // Step 1: Next validates first.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The email field is required.').waitFor();
    await page.getByLabel(/^Full name/).fill('Ann Lee');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill('s3cure-pass!');
    await page.getByLabel(/^Phone number/).fill('4155552671');
    await page.getByLabel(/^Zip code/).fill('94110');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: shipping.
    await page.getByLabel(/^Street/).fill('1 Market St');
    await page.getByLabel(/^City/).fill('San Francisco');
    await page.getByLabel(/^State/).selectOption('CA');
    await page.getByLabel(/^Zip code/).fill('94105');
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: an invalid card is refused with the spec's message and nothing is registered.
    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4241');
    await page.getByLabel(/^Name on card/).fill('Ann Lee');
    await page.getByLabel(/^Expiration/).fill('1234');
    await page.getByLabel(/^CVV/).fill('123');
    await page.getByLabel(/^Billing street/).fill('1 Market St');
    await page.getByLabel(/^Billing city/).fill('San Francisco');
    await page.getByLabel(/^Billing state/).selectOption('CA');
    await page.getByLabel(/^Billing zip code/).fill('94105');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Invalid Card Number.').first().waitFor();
    await screenshot(page, 'register-invalid-card');
    expect(await page.getByRole('dialog', { name: 'Thank you for signing up' }).count()).toBe(0);

    // A valid card: the number auto-formats and registration succeeds.
    await page.getByLabel(/^Card number/).fill('');
    await page.getByLabel(/^Card number/).pressSequentially('4242424242424242');
    expect(await page.getByLabel(/^Card number/).inputValue()).toBe('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Done' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you for signing up' });
    await thanks.waitFor();
    await screenshot(page, 'register-thank-you');
    await thanks.getByRole('button', { name: /home/i }).click();

    // The verification mail really went out; following it verifies the address.
    const mail = await latestMailText(email);
    await page.goto(firstLink(mail, '/verify/'));
    await page
      .getByText(/verified/i)
      .first()
      .waitFor();

    // Sign out from the user menu.
    await page.goto('/');
    await page.getByRole('button', { name: /Ann/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await toast(page, 'Logged Out Successfully').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    // A protected page sends the visitor to sign in, and back to it afterwards.
    await page.goto('/account');
    await page.waitForURL(/\/login\?redirect=%2Faccount|\/login\?redirect=\/account/);
    await signIn(page, email, 's3cure-pass!');
    await page.waitForURL('**/account');
    await page.getByText('Ann Lee').first().waitFor();
    await page.getByText(/Visa/).first().waitFor();
    await page.getByText(/4242/).first().waitFor();
    await screenshot(page, 'account');
    await context.close();
  });
});
