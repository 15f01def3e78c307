import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, afterAdminCode, call, login } from './support/api.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { chartPixels } from './support/charts.ts';
import { toast } from './support/forms.ts';
import {
  demoVendorProduct,
  homeownerOrder,
  newHomeowner,
  placeOrder,
  signedInContext,
} from './support/orders.ts';

/**
 * Issue 12's fulfilment and returns journeys: a homeowner orders, the vendor approves its item on
 * /vendor/orders, the admin takes it from Accept to Pick Up to Delivered in the console (/admin/orders); and
 * the admin receives a return on the returns desk (/admin/returns) and the homeowner sees the refund less
 * the restocking fee on /your_orders.
 */

/** Dollars as the pages write them ("$293.88"). */
const formatUsd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

let browser: Browser;
let admin: string;
let vendor: string;
let product: { hash: string; name: string };
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken();
  vendor = await login('vendor@demo.test');
  product = await demoVendorProduct();
});
afterAll(async () => {
  await browser?.close();
  // Another journey signing the admin in next must get a code of its own.
  await afterAdminCode();
});

/** Picks a status in a status selector and waits until the saved status is shown again. */
async function chooseStatus(page: Page, label: string, status: string) {
  const select = page.getByRole('combobox', { name: label });
  await select.selectOption({ label: status });
  await expect.poll(() => select.isEnabled(), { timeout: 10_000 }).toBe(true);
  await expect
    .poll(async () => select.locator('option:checked').textContent(), { timeout: 10_000 })
    .toBe(status);
}

async function setStatus(token: string, itemId: number, status: string) {
  const res = await call('PATCH', `/api/order_items/${itemId}/status`, { token, body: { status } });
  expect(res.status, `${status}: ${res.message}`).toBe(200);
}

describe('the admin console runs fulfilment and returns (issue 12)', () => {
  it('a homeowner orders, the vendor approves on /vendor/orders, the admin ships it to Delivered in the console', {
    timeout: 240_000,
  }, async () => {
    const homeowner = await newHomeowner('fulfil');
    const order = await placeOrder(homeowner.token, product.hash);
    const item = order.items[0];

    // The vendor approves its item in the vendor portal.
    const v = await signedInContext(browser, vendor);
    await v.page.goto('/vendor/orders');
    // By keyboard, an arrow press on the closed select only drafts the next status; Enter saves it.
    const select = v.page.getByRole('combobox', {
      name: `Status of ${item.product_name} (order ${order.number})`,
    });
    await select.focus();
    await v.page.keyboard.press('ArrowDown');
    await v.page.getByRole('button', { name: 'Save Approved' }).waitFor();
    expect((await homeownerOrder(homeowner.token, order.id)).items[0].status).toBe('Waiting for approval');
    await v.page.keyboard.press('Escape');
    await chooseStatus(v.page, `Status of ${item.product_name} (order ${order.number})`, 'Approved');
    await screenshot(v.page, 'vendor-orders-approved');
    await v.context.close();
    expect((await homeownerOrder(homeowner.token, order.id)).items[0].status).toBe('Vendor Approved');

    // The admin finds the order by its number and sets Accept to Pick Up with the bulk control.
    const a = await signedInContext(browser, admin, { admin: true });
    const page = a.page;
    await page.goto('/admin/orders');
    await page.getByLabel('Order number or customer email').fill(order.number);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(`**/admin/orders?q=${order.number}`);
    const card = page.getByRole('region', { name: `Order ${order.number}` });
    await card.getByText(homeowner.email).waitFor();
    await card.getByRole('checkbox', { name: `Select ${item.product_name} (item ${item.id})` }).check();
    await page.getByText('1 item selected.').waitFor();
    const bulk = page.getByLabel('New status for the selected items');
    const offered = await bulk.locator('option').allTextContents();
    expect(offered).toContain('Accept to Pick Up');
    // The item's own status is no change: not offered.
    expect(offered).not.toContain('Approved');
    await bulk.selectOption({ label: 'Accept to Pick Up' });
    await page.getByRole('button', { name: 'Apply to 1 item' }).click();
    await page.getByRole('heading', { name: 'Set to Accept to Pick Up' }).waitFor();
    await toast(page, '1 item updated.').waitFor();
    await screenshot(page, 'admin-orders-bulk');

    // Then item by item with its own selector, up to Delivered.
    const selector = `Status of ${item.product_name} (item ${item.id})`;
    for (const status of ['Picked Up', 'Shipping', 'Shipped', 'Out For Delivery', 'Delivered']) {
      await chooseStatus(page, selector, status);
    }
    await card.getByText('Processed').waitFor();
    await screenshot(page, 'admin-orders-delivered');
    await page.setViewportSize({ width: 768, height: 900 });
    await screenshot(page, 'admin-orders-768');
    await a.context.close();

    expect((await homeownerOrder(homeowner.token, order.id)).items[0].status).toBe('Delivered');
  });

  it('the admin receives a return on the returns desk; the homeowner sees the refund less the restocking fee', {
    timeout: 240_000,
  }, async () => {
    const homeowner = await newHomeowner('returns');
    const order = await placeOrder(homeowner.token, product.hash);
    const item = order.items[0];
    await setStatus(vendor, item.id, 'Vendor Approved');
    for (const status of ['Accept to Pick Up', 'Picked Up', 'Delivered'])
      await setStatus(admin, item.id, status);
    const asked = await call('POST', `/api/order_items/${item.id}/return_request`, {
      token: homeowner.token,
    });
    expect(asked.status).toBe(200);

    const a = await signedInContext(browser, admin, { admin: true });
    const page = a.page;
    await page.goto('/admin/returns');
    const row = page.getByRole('row').filter({ hasText: order.number });
    await row.waitFor();
    await screenshot(page, 'admin-returns');
    await row.getByRole('button', { name: `Receive ${item.product_name} (order ${order.number})` }).click();
    const dialog = page.getByRole('dialog', { name: `Receive the return of ${item.product_name}` });
    await dialog.waitFor();
    // The refund is shown before the admin confirms: line total + tax − the restocking fee (the return shipping).
    const feeCents = Math.round(Number(await dialog.getByLabel('Restocking fee ($)').inputValue()) * 100);
    expect(feeCents).toBeGreaterThan(0);
    await dialog.getByText(`up to the return shipping, ${formatUsd(feeCents)}`).waitFor();
    const refund = item.line_total_cents + item.tax_cents - feeCents;
    await dialog.getByText(formatUsd(refund), { exact: true }).waitFor();
    await screenshot(page, 'admin-returns-receive');
    await dialog.getByRole('button', { name: `Receive and refund ${formatUsd(refund)}` }).click();
    await toast(page, 'The return is received and refunded.').waitFor();
    await page.getByText('No return is waiting.').or(page.getByRole('row').first()).waitFor();
    expect(await page.getByRole('row').filter({ hasText: order.number }).count()).toBe(0);
    await a.context.close();

    // The homeowner sees it on their order: Returned, refunded less the restocking fee.
    const h = await signedInContext(browser, homeowner.token);
    await h.page.goto(`/your_orders?order=${order.number}`);
    const items = h.page.getByRole('dialog', { name: `Order Items — Order #${order.number}` });
    await items.getByText(`Refunded ${formatUsd(refund)}`).waitFor();
    await items.getByText('Returned').first().waitFor();
    await screenshot(h.page, 'homeowner-return-refunded');
    await h.context.close();
    const seen = (await homeownerOrder(homeowner.token, order.id)).items[0];
    expect(seen).toMatchObject({ status: 'Returned', refunded_cents: refund });
  });

  it('the three portals’ dashboards chart their numbers, drawn, with a table of them (issue 22)', {
    timeout: 180_000,
  }, async () => {
    // Today's order of the demo vendor's product in the demo pro's showroom: a sale, earnings and profit.
    const homeowner = await newHomeowner('charts');
    await placeOrder(homeowner.token, product.hash);
    const pro = await login('contractor@demo.test');
    const dashboards = [
      { who: 'admin', token: admin, url: '/admin', chart: 'Net sales per day, last 30 days', rows: 31 },
      { who: 'vendor', token: vendor, url: '/vendor', chart: 'Earnings per week, last 12 weeks', rows: 13 },
      { who: 'pro', token: pro, url: '/pro', chart: 'Profit per week, last 12 weeks', rows: 13 },
    ];
    for (const d of dashboards) {
      const s = await signedInContext(browser, d.token, { admin: d.who === 'admin' });
      await s.page.goto(d.url);
      // The chart's accessible name starts with its title and says its total.
      const chart = s.page.getByRole('img', { name: new RegExp(`^${d.chart}: \\$[\\d,.]+ in all`) });
      await chart.locator('canvas').first().waitFor();
      const wide = await chartPixels(chart);
      expect(wide.bars, `${d.who}: bars drawn`).toBeGreaterThan(50);
      expect(Math.abs(wide.width - wide.box)).toBeLessThan(2);
      // Its numbers as a table (visually hidden): a header row and one row per day or week.
      expect(await s.page.getByRole('table', { name: d.chart }).getByRole('row').count()).toBe(d.rows);
      await screenshot(s.page, `dashboard-${d.who}-1280`);
      // At 768 px the canvas follows its card to its new width and is drawn again.
      await s.page.setViewportSize({ width: 768, height: 900 });
      await expect
        .poll(async () => {
          const narrow = await chartPixels(chart);
          return narrow.box !== wide.box && Math.abs(narrow.width - narrow.box) < 2 && narrow.bars > 50;
        })
        .toBe(true);
      await screenshot(s.page, `dashboard-${d.who}-768`);
      await s.context.close();
    }
  });
});
