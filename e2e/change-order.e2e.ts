import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { amountOf, approveByApi, cents, sentEstimate, usd, useDearestFloor } from './support/estimates.ts';
import { toast } from './support/forms.ts';
import { signInAt } from './support/projects.ts';

/**
 * Issue 25 point 5: after approval the homeowner swaps the room's floor tile for a dearer one in the 3-D room
 * and saves; a change order to the estimate is drafted by itself and listed under it; approving it orders the
 * new tile and cancels and refunds the approved one, not shipped yet.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a change order from the room', () => {
  it('after approval the homeowner swaps the floor for a dearer tile in 3-D: a change order under the estimate, approved, orders the new tile and refunds the old', async () => {
    const { projectId, pro, token, estimateId } = await sentEstimate(browser, 'Change order check');
    const approvedOrder = await approveByApi(token, projectId, estimateId);

    // The room in 3-D (software WebGL), opened from the project; the floor swapped for the dearest tile offered.
    const gl = await launchBrowser({ webgl: true });
    try {
      const owner = await newPage(gl);
      owner.page.setDefaultTimeout(30_000);
      const page = owner.page;
      await signInAt(page, '/login', 'homeowner@demo.test');
      await page.goto(`/projects/${projectId}`);
      await page.getByRole('link', { name: 'Open in 3-D' }).click();
      await page.waitForURL('**/visualize?design=*');
      const swapped = await useDearestFloor(page);
      await page.getByRole('button', { name: 'Save design' }).click({ timeout: 30_000 });
      await toast(page, 'Your design is saved.').waitFor({ timeout: 60_000 });

      // The Estimates tab: the change order under the estimate it changes, with what it costs.
      await page.goto(`/projects/${projectId}?tab=estimates`);
      const changes = page.getByRole('list', { name: `Change orders to estimate #${estimateId}` });
      await changes.waitFor();
      const card = changes.getByRole('button', {
        name: new RegExp(`^Change order \\d+ to estimate ${estimateId}, version \\d+, \\$[\\d,]+\\.\\d\\d$`),
      });
      expect(await card.count()).toBe(1);
      const cardTotal = cents((await card.getAttribute('aria-label'))!.split(', ').at(-1)!);
      expect(cardTotal).toBeGreaterThan(0);
      const changeId = Number((await card.getAttribute('aria-label'))!.match(/^Change order (\d+)/)![1]);
      expect(await card.innerText()).toContain(`Change order #${changeId} to estimate #${estimateId}`);
      expect(await card.innerText()).toContain('Sent');
      await screenshot(page, 'change-order-list');
      await card.click();
      const view = page.getByRole('article', {
        name: `Change order #${changeId} to estimate #${estimateId}`,
      });
      const costs = view.getByRole('region', { name: 'What this change costs' });
      await costs.waitFor();
      expect(await costs.innerText()).toMatch(
        /Your change costs \$[\d,]+\.\d\d more than the approved estimate\./,
      );
      expect(await amountOf(view.getByLabel('Totals'), 'Total')).toBe(cardTotal);
      // Open book: the approved tile removed, the new one added, each said.
      const removed = view.getByRole('row').filter({ hasText: /^Removed/ });
      const added = view.getByRole('row').filter({ hasText: /^Added/ });
      expect(await removed.count()).toBeGreaterThan(0);
      expect(await added.count()).toBeGreaterThan(0);
      const removedNames = await removed.locator('td:first-child span.font-medium').allInnerTexts();
      const addedNames = await added.locator('td:first-child span.font-medium').allInnerTexts();
      expect(
        addedNames.some((n) => n.startsWith(swapped)),
        `${addedNames.join('; ')} has ${swapped}`,
      ).toBe(true);
      await screenshot(page, 'change-order-homeowner-1280');
      await page.setViewportSize({ width: 375, height: 812 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(375);
      await screenshot(page, 'change-order-homeowner-375');
      await page.setViewportSize({ width: 1280, height: 900 });

      // Approved as an estimate is: the quote says what comes back for the removed tile.
      await view.getByRole('button', { name: 'Approve', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: /^Approve change order version \d+$/ });
      const due = dialog.getByLabel('Amount due today');
      await due.waitFor();
      const dueToday = await amountOf(due, 'Due today');
      expect(await amountOf(due, 'Deposit on your contractor’s work')).toBe(0);
      expect(dueToday).toBe(await amountOf(due, 'Order total'));
      const refund = await amountOf(due, 'Refunded to your card for what you removed');
      expect(refund).toBeGreaterThan(0);
      // What signing means: this change order, its total, the charge and what comes back.
      await dialog
        .getByText(
          `By signing you approve version 1 of this change order and its total of ${usd(cardTotal)}, and you authorise a charge of ${usd(dueToday)} to your card today: the materials order. ${usd(refund)} is refunded to your card for what you removed.`,
        )
        .waitFor();
      if (await dialog.getByLabel('Card number').isVisible()) {
        await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
        await dialog.getByLabel('Name on card').fill('Hannah Homeowner');
        await dialog.getByLabel('Expiration (MM/YY)').fill('12/34');
        await dialog.getByRole('textbox', { name: 'CVV' }).fill('123');
      }
      await dialog.getByLabel(/^Type your full name to sign/).fill('Hannah Homeowner');
      await screenshot(page, 'change-order-approve-dialog', { fullPage: false });
      await dialog.getByRole('button', { name: `Approve and pay ${usd(dueToday)}` }).click();
      await toast(page, 'The change order is approved.').waitFor();
      const approved = view.getByRole('status').filter({ hasText: /^You approved v\d+ on / });
      await approved.waitFor();
      const number = (await approved.getByRole('link', { name: /^Order #\d{6}$/ }).innerText()).replace(
        'Order #',
        '',
      );
      expect(number).not.toBe(approvedOrder.number);
      await screenshot(page, 'change-order-approved');

      // The new order: the new tile is one of its lines.
      await page.goto(`/your_orders?order=${number}`);
      const items = page.getByRole('dialog', { name: `Order Items — Order #${number}` });
      await items.waitFor();
      const rows = items.locator('tbody tr');
      for (const name of addedNames)
        expect(
          await rows.filter({ hasText: name.split(',')[0]! }).count(),
          `${name} in order #${number}`,
        ).toBeGreaterThan(0);
      await screenshot(page, 'change-order-new-order', { fullPage: false });
      await items.getByRole('button', { name: 'Close' }).click();

      // The approved estimate's order: the old tile's item cancelled and refunded in full.
      await page.goto(`/your_orders?order=${approvedOrder.number}`);
      const first = page.getByRole('dialog', { name: `Order Items — Order #${approvedOrder.number}` });
      await first.waitFor();
      let refunded = 0;
      for (const name of removedNames) {
        const row = first.locator('tbody tr').filter({ hasText: name.split(',')[0]! });
        expect(await row.count(), `${name} in order #${approvedOrder.number}`).toBe(1);
        expect(await row.innerText()).toMatch(/Cancle/);
        refunded += cents((await row.innerText()).match(/Refunded (\$[\d,]+\.\d\d)/)![1]!);
      }
      expect(refunded).toBe(refund);
      await screenshot(page, 'change-order-old-order', { fullPage: false });
      await owner.context.close();
    } finally {
      await gl.close();
    }

    // The pro reads the change order, approved, under the estimate.
    await pro.page.reload();
    await pro.page
      .getByRole('button', { name: new RegExp(`^Change order \\d+ to estimate ${estimateId}`) })
      .click();
    const proView = pro.page.getByRole('article', { name: /Change order #\d+ to estimate #\d+/ });
    await proView
      .getByRole('status')
      .filter({ hasText: /^Approved by / })
      .waitFor();
    await screenshot(pro.page, 'change-order-pro');
    await pro.context.close();
  }, 420_000);
});
