import type { ClientEstimateView } from '@app/domain/estimates/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { amountOf, homeownerReads, sentEstimate, usd } from './support/estimates.ts';
import { fillNewCard, toast } from './support/forms.ts';

/**
 * Issue 25 point 4: the homeowner approves a version with a deposit, signing with their name and paying the
 * materials' order and the deposit in one charge; the order names the estimate and the pro reads who signed.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('approving an estimate', () => {
  it('the homeowner approves v1 with a deposit: signs, pays order and deposit in one charge; the order and the pro show it', async () => {
    const { projectId, pro, token, estimateId } = await sentEstimate(browser, 'Approval check');

    // What the homeowner was sent: every material line, as their copy of the estimate lists them.
    const copy = await call<ClientEstimateView>('GET', `/api/project/${projectId}/estimates/${estimateId}`, {
      token,
    });
    const sentVersion = copy.data.versions[0]!;
    expect(sentVersion.estimate.mode).toBe('open_book');
    const materialLines = sentVersion.estimate.groups
      .flatMap((g) => g.lines)
      .filter((l) => l.kind === 'material');
    expect(materialLines.length).toBeGreaterThan(0);
    expect(materialLines.every((l) => l.product !== null)).toBe(true);

    const { owner, sent } = await homeownerReads(browser, projectId, estimateId);
    const totals = sent.getByLabel('Totals');
    await totals.waitFor();
    // The open book lists each material line, marked as one.
    expect(await sent.getByRole('cell').getByText('Material', { exact: true }).count()).toBe(
      materialLines.length,
    );
    const estimateTotal = await amountOf(totals, 'Total');
    const estimateDeposit = await amountOf(totals, 'Deposit due on approval');
    expect(estimateDeposit).toBeGreaterThan(0);

    await sent.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Approve version 1' });
    const quote = dialog.getByRole('definition').first();
    await quote.waitFor();
    const due = dialog.getByLabel('Amount due today');
    const materials = await amountOf(due, 'Materials');
    const tax = await amountOf(due, 'Tax on materials');
    const shipping = await amountOf(due, 'Shipping');
    const orderTotal = await amountOf(due, 'Order total');
    const deposit = await amountOf(due, 'Deposit on your contractor’s work');
    const dueToday = await amountOf(due, 'Due today');
    expect(materials).toBeGreaterThan(0);
    expect(materials + tax + shipping).toBe(orderTotal);
    expect(deposit).toBe(estimateDeposit);
    expect(dueToday).toBe(orderTotal + deposit);
    const n = materialLines.length;
    await dialog
      .getByText(`The ${n} material ${n === 1 ? 'line' : 'lines'} of this version become one order`)
      .waitFor();
    // What signing means, said before the name: the estimate's total and the one charge.
    await dialog
      .getByText(
        `By signing you approve version 1 of this estimate and its total of ${usd(estimateTotal)}, and you authorise a charge of ${usd(dueToday)} to your card today`,
      )
      .waitFor();
    const pay = dialog.getByRole('button', { name: `Approve and pay ${usd(dueToday)}` });
    await pay.waitFor();
    // The dialog as the screen shows it (a full-page shot would stretch it to the page's height).
    await screenshot(owner.page, 'estimate-approve-dialog-1280', { fullPage: false });

    // On a phone: the quote first, then the card and the name; Approve stays on screen throughout.
    await owner.page.setViewportSize({ width: 375, height: 812 });
    const onScreen = async () => {
      const box = await pay.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      expect(box!.y + box!.height).toBeLessThanOrEqual(812);
    };
    await onScreen();
    await screenshot(owner.page, 'estimate-approve-dialog-375', { fullPage: false });
    // A new card (the demo homeowner may have saved one by now: the new one is asked for either way).
    await fillNewCard(dialog);
    await dialog.getByLabel(/^Type your full name to sign/).fill('Hannah Homeowner');
    await onScreen();
    await screenshot(owner.page, 'estimate-approve-dialog-375-signed', { fullPage: false });

    await pay.click();
    await toast(owner.page, 'The estimate is approved.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await owner.page.setViewportSize({ width: 1280, height: 900 });
    const approved = sent.getByRole('status').filter({ hasText: /^You approved v1 on / });
    await approved.waitFor();
    expect(await approved.innerText()).toMatch(/^You approved v1 on .+ as “Hannah Homeowner”\. Order #\d{6}/);
    await screenshot(owner.page, 'estimate-homeowner-approved');
    const orderLink = approved.getByRole('link', { name: /^Order #\d{6}$/ });
    const number = (await orderLink.innerText()).replace('Order #', '');

    // The order: one item per material line, the deposit, and one charge equal to what the dialog said.
    const orders = await call<{ number: string; items: { product_name: string; qty: number }[] }[]>(
      'GET',
      '/api/orders',
      { token },
    );
    const placed = orders.data.find((o) => o.number === number);
    expect(placed?.items).toHaveLength(n);
    for (const line of materialLines)
      expect(
        placed!.items.filter((i) => line.description.startsWith(i.product_name) && i.qty === line.quantity),
        `an order item for ${line.description} × ${line.quantity}`,
      ).not.toHaveLength(0);
    await orderLink.click();
    await owner.page.waitForURL(`**/your_orders?order=${number}`);
    const items = owner.page.getByRole('dialog', { name: `Order Items — Order #${number}` });
    await items.waitFor();
    expect(await items.locator('tbody tr').count()).toBe(n);
    await items.getByRole('button', { name: 'Close' }).click();
    const card = owner.page.getByRole('article', { name: `Order #${number}` });
    await card
      .getByText(`${n === 1 ? '1 item' : `${n} items`} · from the approved estimate, version 1`)
      .waitFor();
    const orderTotals = card.getByLabel(`Totals of order #${number}`);
    expect(await amountOf(orderTotals, 'Total')).toBe(orderTotal);
    expect(await amountOf(orderTotals, 'Contractor’s deposit')).toBe(deposit);
    expect(await amountOf(orderTotals, 'Charged')).toBe(dueToday);
    await screenshot(owner.page, 'estimate-approved-order');

    // The pro reads who signed and the order it placed.
    await pro.page.reload();
    await pro.page.getByRole('button', { name: /^Estimate \d+, version 1/ }).click();
    const signed = pro.page.getByRole('status').filter({ hasText: /^Approved by / });
    await signed.waitFor();
    expect(await signed.innerText()).toMatch(
      /^Approved by Hannah Homeowner on .+, signed “Hannah Homeowner” — Order #\d{6}, /,
    );
    expect(await signed.innerText()).toContain(`— Order #${number}, with a deposit of ${usd(deposit)}.`);
    await screenshot(pro.page, 'estimate-pro-approved');
    await pro.context.close();
    await owner.context.close();
  }, 300_000);
});
