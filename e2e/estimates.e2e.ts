import type { ClientEstimateView } from '@app/domain/estimates/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './support/api.ts';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { toast } from './support/forms.ts';
import { designInProject, signInAt } from './support/projects.ts';

/**
 * Issue 25 (so far): the estimate is the design's takeoff. The homeowner's project with a saved bathroom is
 * shared with the showroom's contractor; the pro, in the portal, drafts version 1 from the room in one step
 * (materials at the showroom's prices, labour at the pro's rates) and sends it; the homeowner reads it on the
 * project page, downloads it as a PDF and declines it with a reason the pro then sees. Point 4: the homeowner
 * approves a version with a deposit, signing with their name and paying the materials' order and the deposit
 * in one charge; the order names the estimate and the pro reads who signed. Point 5: after approval the
 * homeowner swaps the room's floor tile for a dearer one in the 3-D room and saves; a change order to the
 * estimate is drafted by itself and listed under it; approving it orders the new tile and cancels and refunds
 * the approved one, not shipped yet.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The homeowner's project with a saved bathroom, shared with the showroom's contractor. */
async function sharedProject(name: string) {
  const { token, projectId } = await designInProject(name, 'Hall bath');
  expect((await call('GET', `/api/project/share_to_contractor/${projectId}`, { token })).status).toBe(200);
  return projectId;
}

/** Cents as the product shows dollars, "$1,234.56" (written here, not the product's formatter). */
const usd = (c: number) =>
  `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** "$1,234.56" in cents. */
const cents = (usd: string) => Math.round(Number(usd.replace(/[$,]/g, '')) * 100);

/** The amount on the row `term` of a description list, in cents: dollars ("$1.00"), or "Free" (shipping). */
async function amountOf(list: Locator, term: string): Promise<number> {
  const row = list
    .locator('div')
    .filter({ has: list.page().getByRole('term').getByText(term, { exact: true }) });
  const shown = (await row.getByRole('definition').innerText()).trim();
  if (term === 'Shipping' && shown === 'Free') return 0;
  expect(shown, `${term}: ${shown}`).toMatch(/^\$[\d,]+\.\d\d$/);
  return cents(shown);
}

/** The pro drafts version 1 of the shared project's bathroom, open book with a 20% deposit, and sends it. */
async function draftAndSend(page: Page, projectId: number) {
  await page.goto(`/pro/projects/${projectId}?tab=estimates`);
  await page.getByRole('button', { name: 'Draft an estimate' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Draft an estimate' });
  await dialog
    .getByLabel('Room')
    .selectOption({ label: 'Hall bath' })
    .catch(() => undefined);
  await dialog.getByRole('radio', { name: /^Open book/ }).check();
  await dialog.getByLabel('Deposit as').selectOption({ label: 'Percent of the total' });
  await dialog.getByLabel('Deposit (%)').fill('20');
  await dialog.getByRole('button', { name: 'Draft the estimate' }).click();
  await toast(page, 'The estimate is drafted.').waitFor();
  const drafted = page.getByRole('article', { name: /Estimate #\d+/ });
  await drafted.getByRole('button', { name: 'Send v1 to the homeowner' }).click();
  await toast(page, 'The estimate is sent.').waitFor();
}

/** The homeowner approves version 1 through the API (the second journey does it in the browser): its order. */
async function approveByApi(token: string, projectId: number, estimateId: number) {
  const res = await fetch(`${baseUrl()}/api/project/${projectId}/estimates/${estimateId}/approve`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': `e2e-approve-${estimateId}-${Date.now()}`,
    },
    body: JSON.stringify({
      version: 1,
      signature: 'Hannah Homeowner',
      payment: {
        card_number: '4242 4242 4242 4242',
        name_on_Card: 'Hannah Homeowner',
        exp_date: '12/34',
        cvv: '123',
      },
    }),
  });
  const json = (await res.json()) as { data: { order: { id: number; number: string } } };
  expect(res.status, JSON.stringify(json)).toBe(201);
  return json.data.order;
}

/** Swaps in the dearest product the swap panel offers for the floor that may be used here: its name. */
async function useDearestFloor(page: Page): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Surfaces and fixtures' })
    .getByRole('button', { name: /^Floor / })
    .click({ timeout: 60_000 });
  const options = page.getByRole('list', { name: 'Products for Floor' });
  await options.waitFor({ timeout: 30_000 });
  let best: { cents: number; label: string; name: string } | null = null;
  for (const item of await options.getByRole('listitem').all()) {
    const use = item.getByRole('button', { name: /^Use / });
    if ((await use.count()) === 0 || !(await use.isEnabled())) continue;
    const text = await item.innerText();
    const price = text.match(/\$([\d,]+\.\d\d)/)?.[1];
    const label = (await use.getAttribute('aria-label')) ?? '';
    if (price && (!best || cents(price) > best.cents))
      best = { cents: cents(price), label, name: text.split('\n')[0]!.trim() };
  }
  expect(best, 'a floor product to swap in').not.toBeNull();
  const use = options.getByRole('button', { name: best!.label, exact: true });
  await use.click();
  // Once in use, its button says so.
  await expect.poll(() => use.innerText()).toBe('In use');
  return best!.name;
}

describe('an estimate drafted from the room', () => {
  it('the pro drafts v1 from the bathroom and sends it; the homeowner reads it, saves the PDF and declines', async () => {
    const projectId = await sharedProject(`Estimate check ${String(Date.now()).slice(-6)}`);

    const pro = await newPage(browser);
    pro.page.setDefaultTimeout(30_000);
    await signInAt(pro.page, '/pro/login', 'contractor@demo.test');
    await pro.page.waitForURL('**/pro');
    await pro.page.goto(`/pro/projects/${projectId}?tab=estimates`);
    await pro.page.getByRole('button', { name: 'Draft an estimate' }).first().click();
    const dialog = pro.page.getByRole('dialog', { name: 'Draft an estimate' });
    await dialog
      .getByLabel('Room')
      .selectOption({ label: 'Hall bath' })
      .catch(() => undefined);
    await dialog.getByRole('button', { name: 'Draft the estimate' }).click();
    await toast(pro.page, 'The estimate is drafted.').waitFor();
    const drafted = pro.page.getByRole('article', { name: /Estimate #\d+/ });
    await drafted.waitFor();
    // Materials priced at the showroom and labour at the pro's rates, with their cost and markup.
    expect(await drafted.getByRole('columnheader', { name: 'Unit cost' }).count()).toBeGreaterThan(0);
    await drafted
      .getByText(/installation/i)
      .first()
      .waitFor();
    const total = (await drafted.getByLabel('Totals').innerText()).match(/Total\s+(\$[\d,]+\.\d\d)/)?.[1];
    expect(total).toBeTruthy();
    await screenshot(pro.page, 'estimate-pro-draft');
    await drafted.getByRole('button', { name: 'Send v1 to the homeowner' }).click();
    await toast(pro.page, 'The estimate is sent.').waitFor();

    const owner = await newPage(browser);
    owner.page.setDefaultTimeout(30_000);
    await signInAt(owner.page, '/login', 'homeowner@demo.test');
    await owner.page.goto(`/projects/${projectId}?tab=estimates`);
    await owner.page.getByRole('button', { name: /^Estimate \d+, version 1/ }).click();
    const sent = owner.page.getByRole('article', { name: /Estimate #\d+/ });
    await sent.getByLabel('Totals').getByText(total!).waitFor();
    await screenshot(owner.page, 'estimate-homeowner');
    const download = owner.page.waitForEvent('download');
    await sent.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^estimate-\d+-v1\.pdf$/);
    const bytes = await (await pdf.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

    await sent.getByRole('button', { name: 'Decline' }).click();
    const why = owner.page.getByRole('dialog', { name: /Decline/ });
    await why.getByRole('textbox').fill('Over our budget; can we keep the old tub?');
    await why.getByRole('button', { name: /Decline/ }).click();
    await toast(owner.page, 'The estimate is declined.').waitFor();

    await pro.page.reload();
    await pro.page.getByRole('button', { name: /^Estimate \d+, version 1/ }).click();
    await pro.page.getByText('Over our budget; can we keep the old tub?', { exact: false }).waitFor();
    await screenshot(pro.page, 'estimate-pro-declined');
    await pro.context.close();
    await owner.context.close();
  }, 240_000);

  it('the homeowner approves v1 with a deposit: signs, pays order and deposit in one charge; the order and the pro show it', async () => {
    const projectId = await sharedProject(`Approval check ${String(Date.now()).slice(-6)}`);
    const pro = await newPage(browser);
    pro.page.setDefaultTimeout(30_000);
    await signInAt(pro.page, '/pro/login', 'contractor@demo.test');
    await pro.page.waitForURL('**/pro');
    await draftAndSend(pro.page, projectId);

    // What the homeowner was sent: every material line, as their copy of the estimate lists them.
    const token = await login('homeowner@demo.test');
    const list = await call<{ id: number }[]>('GET', `/api/project/${projectId}/estimates`, { token });
    expect(list.data).toHaveLength(1);
    const estimateId = list.data[0]!.id;
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

    const owner = await newPage(browser);
    owner.page.setDefaultTimeout(30_000);
    await signInAt(owner.page, '/login', 'homeowner@demo.test');
    await owner.page.goto(`/projects/${projectId}?tab=estimates`);
    await owner.page.getByRole('button', { name: /^Estimate \d+, version 1/ }).click();
    const sent = owner.page.getByRole('article', { name: `Estimate #${estimateId}` });
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
    const newCard = dialog.getByRole('radio', { name: 'Use a new card' });
    if (await newCard.count()) await newCard.check();
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Name on card').fill('Hannah Homeowner');
    await dialog.getByLabel('Expiration (MM/YY)').fill('12/34');
    await dialog.getByRole('textbox', { name: 'CVV' }).fill('123');
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

  it('after approval the homeowner swaps the floor for a dearer tile in 3-D: a change order under the estimate, approved, orders the new tile and refunds the old', async () => {
    const projectId = await sharedProject(`Change order check ${String(Date.now()).slice(-6)}`);
    const pro = await newPage(browser);
    pro.page.setDefaultTimeout(30_000);
    await signInAt(pro.page, '/pro/login', 'contractor@demo.test');
    await pro.page.waitForURL('**/pro');
    await draftAndSend(pro.page, projectId);
    const token = await login('homeowner@demo.test');
    const list = await call<{ id: number }[]>('GET', `/api/project/${projectId}/estimates`, { token });
    const estimateId = list.data[0]!.id;
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
      const dialog = page.getByRole('dialog', { name: /^Approve version \d+$/ });
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
