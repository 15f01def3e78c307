import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './support/api.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { canvasPixels } from './support/canvas.ts';
import { approveByApi, sentEstimate } from './support/estimates.ts';
import type { PlacedOrder } from './support/orders.ts';
import { signInAt } from './support/projects.ts';

/**
 * Issue 25 point 6: a vendor declines a tile of an approved estimate's order; the homeowner is offered
 * substitutes that fit its place in the room, each drawn in the room before anything changes, and swapping
 * one in drafts the change order that orders it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ROOM = '[data-testid="substitute-room"]';

describe('substitutes for a declined item', () => {
  it('the vendor declines a tile; the homeowner sees substitutes in the room, swaps one in, and a change order follows', async () => {
    const { projectId, pro, token, estimateId } = await sentEstimate(browser, 'Substitutes check');
    await pro.context.close();
    const order = await approveByApi(token, projectId, estimateId);

    // The demo vendor declines its first item of the order (a tile of the bathroom's floor or walls).
    const vendor = await login('vendor@demo.test');
    const seen = await call<PlacedOrder>('GET', `/api/orders/${order.id}`, { token: vendor });
    const declined = seen.data.items[0]!;
    const res = await call('PATCH', `/api/order_items/${declined.id}/status`, {
      token: vendor,
      body: { status: 'Decline' },
    });
    expect(res.status).toBe(200);

    const owner = await newPage(browser);
    owner.page.setDefaultTimeout(30_000);
    await signInAt(owner.page, '/login', 'homeowner@demo.test');
    await owner.page.goto('/your_orders');
    const card = owner.page.getByRole('article', { name: `Order #${order.number}` });
    await card.getByRole('button', { name: `View items of order #${order.number}` }).click();
    const items = owner.page.getByRole('dialog', { name: `Order Items — Order #${order.number}` });
    await items.getByRole('button', { name: `Choose a substitute for ${declined.product_name}` }).click();
    const dialog = owner.page.getByRole('dialog', {
      name: `Choose a substitute for ${declined.product_name}`,
    });
    const offered = dialog.getByRole('list', { name: `Substitutes for ${declined.product_name}` });
    await offered.waitFor();
    const names = await offered
      .getByRole('listitem')
      .evaluateAll((items) =>
        items
          .map((li) => li.getAttribute('aria-labelledby'))
          .map((id) => document.getElementById(id!)!.textContent!.trim()),
      );
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(3);

    // The first substitute drawn in the room, then another one in the same canvas: a different picture.
    await owner.page.locator(`${ROOM}[data-drawn="true"]`).waitFor({ timeout: 90_000 });
    const canvas = `${ROOM} canvas`;
    const first = await canvasPixels(owner.page, canvas);
    expect(first!.colours).toBeGreaterThan(50);
    await screenshot(owner.page, 'substitutes-room', { fullPage: false });
    if (names.length > 1) {
      const other = offered
        .getByRole('listitem')
        .nth(1)
        .getByRole('button', { name: `See ${names[1]} in your room` });
      await other.click();
      await expect.poll(() => other.getAttribute('aria-pressed')).toBe('true');
      await expect
        .poll(async () => (await canvasPixels(owner.page, canvas))!.hash, { timeout: 30_000 })
        .not.toBe(first!.hash);
    }

    // Swapping one in: the change order that orders it, under the estimate.
    await offered
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: `Swap ${names[0]} into my room` })
      .click();
    await owner.page.waitForURL(`**/projects/${projectId}**`);
    const list = await call<{ id: number; kind: string; parent_id: number | null; status: string }[]>(
      'GET',
      `/api/project/${projectId}/estimates`,
      { token },
    );
    const change = list.data.find((e) => e.kind === 'change_order');
    expect(change).toMatchObject({ parent_id: estimateId, status: 'sent' });
    await owner.page.getByRole('article', { name: new RegExp(`Change order #${change!.id}`) }).waitFor();
    await screenshot(owner.page, 'substitutes-change-order');
  });
});
