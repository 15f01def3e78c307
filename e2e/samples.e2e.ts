import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { cents, homeownerReads, sentEstimate } from './support/estimates.ts';
import { fillNewCard, toast } from './support/forms.ts';

/**
 * Issue 25 point 7: from the estimate, the homeowner orders samples of its tiles and slabs — each vendor's
 * own sample size, free or priced — as one small order, which then shows on their orders as samples.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An amount as the samples dialog shows it: "Free" is 0, else "$1,234.56". */
async function shown(locator: Locator): Promise<number> {
  const text = (await locator.innerText()).trim();
  if (text === 'Free') return 0;
  expect(text).toMatch(/^\$[\d,]+\.\d\d$/);
  return cents(text);
}

describe('ordering samples', () => {
  it('from the estimate: the tiles’ samples, free and priced, become one small order marked as samples', async () => {
    const { projectId, pro, token, estimateId } = await sentEstimate(browser, 'Samples check');
    await pro.context.close();

    const { owner, sent } = await homeownerReads(browser, projectId, estimateId);
    await sent.getByRole('button', { name: 'Order samples' }).click();

    const dialog = owner.page.getByRole('dialog', { name: 'Order samples' });
    const lines = dialog.getByTestId('sample-line');
    await lines.first().waitFor();
    const count = await lines.count();
    expect(count).toBeGreaterThan(0);
    // Each line: its sample size and its price ("Free" or dollars); the subtotal is their sum.
    let sum = 0;
    for (const line of await lines.all()) {
      const text = await line.innerText();
      expect(text).toMatch(/Sample: .+ in/);
      const price = text.match(/(Free|\$[\d,]+\.\d\d)\s*$/)?.[1];
      expect(price, text).toBeTruthy();
      sum += price === 'Free' ? 0 : cents(price!);
    }
    const totals = dialog.getByLabel('Sample order total');
    const row = (term: string) =>
      totals.locator('div').filter({ has: owner.page.getByRole('term').getByText(term, { exact: true }) });
    const subtotal = await shown(row('Subtotal').getByRole('definition'));
    const tax = await shown(row('Tax').getByRole('definition'));
    const total = await shown(dialog.getByTestId('sample-total'));
    expect(subtotal).toBe(sum);
    expect(await row('Shipping').getByRole('definition').innerText()).toBe('Free');
    expect(total).toBe(subtotal + tax);
    // A card only when something is due.
    const payWith = dialog.getByRole('group', { name: 'Pay with' });
    expect(await payWith.count()).toBe(total > 0 ? 1 : 0);
    if (total > 0) {
      await fillNewCard(dialog);
    }
    await screenshot(owner.page, 'samples-dialog', { fullPage: false });

    await dialog.getByRole('button', { name: 'Place sample order' }).click();
    const placed = toast(owner.page, /^Your sample order #\d{6} is placed\./);
    await placed.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const number = (await placed.innerText()).match(/#(\d{6})/)![1]!;

    // The order: one sample of each, charged what the dialog said.
    const orders = await call<
      {
        number: string;
        charge_cents: number;
        items: { sample: boolean; qty: number; size_label: string }[];
      }[]
    >('GET', '/api/orders', { token });
    const order = orders.data.find((o) => o.number === number)!;
    expect(order.items).toHaveLength(count);
    expect(order.items.every((i) => i.sample && i.qty === 1)).toBe(true);
    expect(order.charge_cents).toBe(total);

    // Your orders: the toast's link opens the order's items, each marked as a sample; so does its card.
    await placed.getByRole('link', { name: 'View your orders' }).click();
    await owner.page.waitForURL(`**/your_orders?order=${number}`);
    const items = owner.page.getByRole('dialog', { name: `Order Items — Order #${number}` });
    await items.waitFor();
    expect(await items.getByText('Sample', { exact: true }).count()).toBe(count);
    await screenshot(owner.page, 'samples-order-items', { fullPage: false });
    await owner.page.keyboard.press('Escape');
    const card = owner.page.getByRole('article', { name: `Order #${number}` });
    await card.waitFor();
    expect(await card.getByText('Sample', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(owner.page, 'samples-your-orders');
  });
});
