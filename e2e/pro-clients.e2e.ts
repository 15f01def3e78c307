import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { DEMO_PASSWORD, toast } from './support/forms.ts';
import { firstLink, latestMailText } from './support/mailbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Issue 11 point 4: the pro invites a client by mail from /pro/clients; the homeowner registers through the
 * mailed link, lands in the pro's showroom as a client, and the invitation shows as accepted.
 */
describe('a pro invites a client', () => {
  it('invites by mail, the link registers the homeowner into the showroom, the pro sees the client', async () => {
    const stamp = String(Date.now()).slice(-6);
    const email = `invited.${stamp}@example.test`;

    // The pro: the portal's sign-in, then Clients from the portal's menu.
    const pro = await newPage(browser);
    await pro.page.goto('/pro/login');
    await pro.page.getByLabel(/^Email/).fill('contractor@demo.test');
    await pro.page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await pro.page.getByRole('button', { name: 'Sign In' }).click();
    await pro.page.waitForURL('**/pro');
    await pro.page
      .getByRole('navigation', { name: 'Pro portal' })
      .getByRole('link', { name: 'Clients' })
      .click();
    await pro.page.waitForURL('**/pro/clients');

    // An address that is no address is refused by its field; then the invitation goes out.
    const form = pro.page.getByRole('form', { name: 'Invite by mail' });
    await form.getByLabel(/^Invite a/).selectOption('client');
    await form.getByLabel(/^Email/).fill('not-an-email');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await form.getByText('The email must be a valid email address.').waitFor();
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Name/).fill('Ivy Invited');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await toast(pro.page, 'The invitation is sent.').waitFor();
    const invitations = pro.page.getByRole('list', { name: 'Invitations' });
    await invitations.getByRole('listitem').filter({ hasText: email }).filter({ hasText: 'Sent' }).waitFor();
    await screenshot(pro.page, 'pro-clients-invited');

    // The homeowner: the mailed link → /register with the showroom and the token.
    const link = new URL(firstLink(await latestMailText(email), '/register?'));
    expect(link.searchParams.get('invite')).toMatch(/^[\w-]{43}$/);
    expect(link.searchParams.get('vsd_id')).toBe('DEMO2026');
    const client = await newPage(browser);
    await client.page.goto(`${link.pathname}${link.search}`);
    await client.page.getByLabel(/^Full name/).fill('Ivy Invited');
    await client.page.getByLabel(/^Email/).fill(email);
    await client.page.getByLabel(/^Password/).fill('ivy-pass-2026');
    await client.page.getByLabel(/^Phone number/).fill('4155552671');
    await client.page.getByLabel(/^Zip code/).fill('94110');
    await client.page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await client.page.getByRole('button', { name: 'Next' }).click();
    await client.page.getByLabel(/^Street/).fill('1 Market St');
    await client.page.getByLabel(/^City/).fill('San Francisco');
    await client.page.getByLabel(/^State/).selectOption('CA');
    await client.page.getByLabel(/^Zip code/).fill('94105');
    await client.page.getByRole('checkbox', { name: /I accept the/ }).check();
    await client.page.getByRole('button', { name: 'Next' }).click();
    await client.page.getByRole('button', { name: 'Skip payment' }).click();
    await client.page.getByRole('dialog', { name: 'Thank you for signing up' }).waitFor();
    // The link also opened the pro's showroom for the homeowner (the stored selection).
    const selected = await client.page.evaluate(() => JSON.parse(localStorage.getItem('my_item') ?? 'null'));
    expect(selected).toMatchObject({ vsd_id: 'DEMO2026', shop_id: Number(link.searchParams.get('shop_id')) });

    // The pro: the invitation is accepted and the homeowner is a client, registered through the showroom.
    await pro.page.reload();
    await invitations
      .getByRole('listitem')
      .filter({ hasText: email })
      .filter({ hasText: 'Accepted' })
      .waitFor();
    const table = pro.page.getByRole('table', { name: 'Your clients' });
    const row = table.getByRole('row', { name: /Ivy Invited/ });
    await row.waitFor();
    await row.getByRole('link', { name: 'Ivy Invited' }).click();
    await pro.page.waitForURL('**/pro/clients/*');
    await pro.page.getByRole('heading', { level: 1, name: 'Ivy Invited' }).waitFor();
    await pro.page.getByText('Registered through your showroom').waitFor();
    expect(await pro.page.locator('dd', { hasText: /^Yes$/ }).count()).toBe(1);
    await screenshot(pro.page, 'pro-client-detail');

    // A phone: the clients are cards, not a table.
    await pro.page.setViewportSize({ width: 375, height: 800 });
    await pro.page.goto('/pro/clients');
    await pro.page
      .getByRole('list', { name: 'Your clients' })
      .getByRole('link', { name: 'Ivy Invited' })
      .waitFor();
    expect(await table.isVisible()).toBe(false);
    await screenshot(pro.page, 'pro-clients-phone');
    await client.context.close();
    await pro.context.close();
  });
});
