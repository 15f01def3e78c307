import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, afterAdminCode, call, login } from './support/api.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { signIn, toast } from './support/forms.ts';
import { firstLink, latestMailText } from './support/mailbox.ts';

/**
 * Spec point 7's journey: a guest orders from two vendors in showroom DEMO2026, signs in from the cart,
 * applies the showroom's coupon, sees the totals with the discount before paying, has a card declined (the
 * message under the card, no generic toast) and pays with another; the vendor and the admin move one item along (through the API, as their portals would); the
 * homeowner sees the new status, the notifications and the pending count.
 */

type Card = { hash: string; name: string };
type Brand = { id: number; name: string; product_count: number };
type Item = { id: number; product_name: string; status: string; status_date: string };
type Order = { id: number; number: string; items: Item[] };

const VENDOR_A_BRANDS = ['Arcadia Tile Co.', 'Larkspur Stone', 'Quarry Lane', 'Urbano'];
const VENDOR_B_BRANDS = ['Foxglove Fixtures', 'Cortland & Reed', 'Juniper Bath', 'Pacific Crest'];
const PASSWORD = 's3cure-journey!';
const GENERIC_422 = 'Invalid input OR some mandatory fields are blank.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // Another journey signing the admin in next (sign-in-rules.e2e.ts) must get a code of its own.
  await afterAdminCode();
});

/** The first DEMO2026 products of these brands (by name), `count` of them, one brand after another. */
async function productsOf(brandNames: string[], count: number): Promise<Card[]> {
  const brands = (await call<Brand[]>('GET', '/api/brands')).data.filter(
    (b) => brandNames.includes(b.name) && b.product_count > 0,
  );
  const found: Card[] = [];
  for (const perBrand of [1, count]) {
    for (const brand of brands) {
      if (found.length === count) return found;
      const res = await call<{ data: Card[] }>(
        'GET',
        `/api/search?vsd_id=DEMO2026&brand=${brand.id}&ppp=${perBrand}`,
      );
      for (const card of res.data.data) {
        if (found.length < count && !found.some((f) => f.hash === card.hash)) found.push(card);
      }
    }
  }
  expect(found, `DEMO2026 products of ${brandNames.join(', ')}`).toHaveLength(count);
  return found;
}

/** A new verified homeowner of this journey alone (registered and verified the way the mail says). */
async function newHomeowner(): Promise<string> {
  const email = `journey.${Date.now()}@example.test`;
  const res = await call('POST', '/api/register', {
    body: {
      full_name: 'Jo Journey',
      email,
      password: PASSWORD,
      country_code: '+1',
      phone_number: '4155552671',
      zip_code: '94105',
      agree: true,
      shipping_street: '1 Market St',
      shipping_city: 'San Francisco',
      shipping_state: 'CA',
      shipping_zip_code: '94105',
      i_accept: true,
    },
  });
  expect(res.status).toBe(201);
  const link = new URL(firstLink(await latestMailText(email), '/verify/'));
  const hash = link.pathname.slice('/verify/'.length);
  expect((await call('GET', `/api/email/verify/${hash}`)).status).toBe(200);
  return email;
}

async function orderSeenBy(token: string, number: string): Promise<Order> {
  const res = await call<Order[]>('GET', '/api/orders', { token });
  expect(res.status).toBe(200);
  const order = res.data.find((o) => o.number === number);
  expect(order, `order ${number}`).toBeDefined();
  return order as Order;
}

async function setStatus(token: string, itemId: number, status: string) {
  const res = await call<Item>('PATCH', `/api/order_items/${itemId}/status`, { token, body: { status } });
  expect(res.status, `${status}: ${res.message}`).toBe(200);
  expect(res.data.status).toBe(status);
}

/** The pending count in the header's user menu button, as a screen reader hears it. */
const pendingBadge = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`\\b${n} pending notifications`) });

async function openOrderItems(page: Page, number: string) {
  await page.getByRole('button', { name: `View items of order #${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order Items — Order #${number}` });
  await dialog.waitFor();
  return dialog;
}

describe('the order journey (spec point 7)', () => {
  it('orders from two vendors as a guest, pays after sign-in, and follows an item the vendor and admin move on', {
    timeout: 240_000,
  }, async () => {
    const [a1, a2] = await productsOf(VENDOR_A_BRANDS, 2);
    const [b1] = await productsOf(VENDOR_B_BRANDS, 1);
    const products = [a1, a2, b1];
    const email = await newHomeowner();
    // The admin signs in (code from the mailbox) first, so the send window is over by the end.
    const admin = await adminToken();
    const { page, context } = await newPage(browser);

    // A guest in showroom DEMO2026 fills the cart.
    for (const [i, product] of products.entries()) {
      await page.goto(`/product/${product.hash}/DEMO2026`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page
        .getByRole('link', { name: `Cart, ${i + 1} ${i === 0 ? 'item' : 'items'}` })
        .first()
        .waitFor();
    }
    await page.goto('/cart');
    for (const product of products) await page.getByRole('link', { name: product.name }).waitFor();

    // Checkout needs an account: sign in from the cart; the guest cart becomes the user's.
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/login?redirect=%2Fcheckout');
    await signIn(page, email, PASSWORD);
    await page.waitForURL('**/checkout');
    expect(await page.evaluate(() => localStorage.getItem('cart_id'))).toBeNull();
    await page.getByRole('link', { name: 'Cart, 3 items' }).first().waitFor();
    // The checkout stays, with the merged cart (not bounced to /cart as if it were empty).
    await page.getByRole('button', { name: 'Continue to Payment' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await toast(page, 'Your cart is empty. Add products before checking out.').count()).toBe(0);
    for (const product of products) await page.getByText(product.name, { exact: true }).first().waitFor();

    // The coupon is checked when applied, against this showroom: BAY10 is BAYPRO01's, SAVE5 is DEMO2026's.
    const couponField = page.getByLabel('Coupon code');
    await couponField.fill('BAY10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This coupon is not valid for this showroom.').waitFor();
    expect(await couponField.getAttribute('aria-invalid')).toBe('true');
    expect(await toast(page, GENERIC_422).count()).toBe(0);
    await screenshot(page, 'checkout-coupon-refused');
    await couponField.fill('save5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(/Coupon SAVE5 applied: \$[\d,.]+ off/).waitFor();
    await page.getByTestId('checkout-discount').waitFor();
    await screenshot(page, 'checkout-coupon-1280');
    await page.setViewportSize({ width: 390, height: 900 });
    await screenshot(page, 'checkout-coupon-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL('**/checkout-payment');
    // Before paying: subtotal, the coupon's discount, CA tax, shipping and the total, and they add up.
    await page.getByTestId('checkout-total').waitFor();
    const shown = Object.fromEntries(
      await Promise.all(
        ['subtotal', 'discount', 'tax', 'shipping', 'total'].map(
          async (k) => [k, (await page.getByTestId(`checkout-${k}`).textContent()) ?? ''] as const,
        ),
      ),
    );
    const cents = (t: string) => (t === 'Free' ? 0 : Math.round(Number(t.replace(/[^\d.]/g, '')) * 100));
    expect(shown.discount).toMatch(/^−\$/);
    expect(cents(shown.discount)).toBeGreaterThan(0);
    expect(cents(shown.tax)).toBeGreaterThan(0);
    expect(cents(shown.subtotal) - cents(shown.discount) + cents(shown.tax) + cents(shown.shipping)).toBe(
      cents(shown.total),
    );
    await page.getByText('Tax (CA 7.25%)').waitFor();
    for (const width of [390, 768, 1024, 1199, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `checkout-payment-${width}`);
    }
    const newCard = page.getByRole('radio', { name: 'Use a new card' });
    if (await newCard.count()) await newCard.check();
    // A declined card: the provider's message under the card number, and no generic toast.
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Name on card').fill('Jo Journey');
    await page.getByLabel('Expiration (MM/YY)').fill('12/34');
    await page.getByRole('textbox', { name: 'CVV' }).fill('123');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Your card was declined.').waitFor();
    expect(await page.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(await toast(page, GENERIC_422).count()).toBe(0);
    await screenshot(page, 'checkout-payment-declined');
    await page.setViewportSize({ width: 390, height: 900 });
    await screenshot(page, 'checkout-payment-declined-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/thankyou?order=*');
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
    const number = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(number).toMatch(/^\d{6}$/);
    // Charged exactly the total shown before paying; nothing from the payment page followed here.
    expect(await page.getByTestId('order-total').textContent()).toBe(shown.total);
    await page.getByText('Subtotal with coupon SAVE5').waitFor();
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /declined|Invalid input/ })
        .count(),
    ).toBe(0);
    await screenshot(page, 'journey-thankyou');
    await page.getByRole('link', { name: 'Cart, 0 items' }).first().waitFor();

    // The order with its 3 items on /your_orders, each Pending Approval.
    await page.goto('/your_orders');
    const card = page.getByRole('article', { name: `Order #${number}` });
    await card.getByText('3 items').waitFor();
    // The totals the checkout showed before paying, the coupon's line with its amount, and each line's picture.
    for (const k of ['subtotal', 'discount', 'tax', 'shipping', 'total'])
      expect(await card.getByTestId(`order-${k}`).textContent()).toBe(shown[k]);
    await card.getByText('Coupon SAVE5').waitFor();
    const pictures = card.getByRole('list', { name: `Items of order #${number}` }).locator('img');
    expect(await pictures.count()).toBe(3);
    await page.waitForFunction((n) => {
      const list = document.querySelector(`[aria-label="Items of order #${n}"]`);
      const imgs = Array.from(list?.querySelectorAll('img') ?? []);
      return imgs.length === 3 && imgs.every((img) => img.complete && img.naturalWidth > 0);
    }, number);
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `journey-your-orders-card-${width}`);
    }
    let dialog = await openOrderItems(page, number);
    for (const product of products) await dialog.getByText(product.name, { exact: true }).waitFor();
    expect(await dialog.getByText('Pending Approval').count()).toBe(3);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Each vendor sees only its own items of the order.
    const vendorA = await login('vendor@demo.test');
    const vendorB = await login('vendor2@demo.test');
    const seenByA = await orderSeenBy(vendorA, number);
    expect(seenByA.items.map((i) => i.product_name).sort()).toEqual([a1.name, a2.name].sort());
    const seenByB = await orderSeenBy(vendorB, number);
    expect(seenByB.items.map((i) => i.product_name)).toEqual([b1.name]);
    const itemB = seenByB.items[0];
    const moved = seenByA.items.find((i) => i.product_name === a1.name) as Item;

    // Vendor A approves and prepares one item (the statuses it may set), a vendor cannot touch the other
    // vendor's item, and the admin (after the OTP) sets Accept to Pick Up.
    for (const status of ['Vendor Approved', 'In Progress', 'Ready to Pick Up']) {
      await setStatus(vendorA, moved.id, status);
    }
    const foreign = await call('PATCH', `/api/order_items/${itemB.id}/status`, {
      token: vendorA,
      body: { status: 'Vendor Approved' },
    });
    expect(foreign.status).toBe(404);
    const early = await call('PATCH', `/api/order_items/${moved.id}/status`, {
      token: vendorA,
      body: { status: 'Accept to Pick Up' },
    });
    expect(early.status).toBe(403);
    await setStatus(admin, moved.id, 'Accept to Pick Up');

    // The homeowner sees the new status and 4 pending notifications.
    await page.reload();
    await card.waitFor();
    const summary = card.getByRole('list', { name: `Item statuses of order #${number}` });
    await summary.getByText('Accept to Pick Up').waitFor();
    expect(await summary.getByRole('listitem').allTextContents()).toEqual([
      'Pending Approval× 2',
      'Accept to Pick Up× 1',
    ]);
    await pendingBadge(page, 4).waitFor();
    dialog = await openOrderItems(page, number);
    const rowOf = (name: string) =>
      dialog.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
    await rowOf(a1.name).getByText('Accept to Pick Up').waitFor();
    await rowOf(a2.name).getByText('Pending Approval').waitFor();
    await rowOf(b1.name).getByText('Pending Approval').waitFor();
    await screenshot(page, 'journey-your-orders-popup');
    await page.keyboard.press('Escape');
    await screenshot(page, 'journey-your-orders');

    // The user menu leads to /notification: the four changes, newest first, all pending.
    await page.getByRole('button', { name: /4 pending notifications/ }).click();
    await page.getByRole('menuitem', { name: /Notifications/ }).click();
    await page.waitForURL('**/notification');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const list = page.getByRole('list', { name: 'Your notifications' });
    await list.getByRole('article').first().waitFor();
    const titles = await list.getByRole('article').getByRole('heading').allTextContents();
    expect(titles).toEqual(
      ['Accept to Pick Up', 'Ready to Pick Up', 'In Progress', 'Approved'].map(
        (s) => `Order ${number}: ${s}`,
      ),
    );
    expect(await list.getByText('New', { exact: true }).count()).toBe(4);
    expect(await page.getByTestId('notifications-pending').textContent()).toBe('4 pending');
    const newest = list.getByRole('article').first();
    expect(await newest.getByRole('link', { name: /View order/ }).getAttribute('href')).toBe(
      `/your_orders?order=${number}`,
    );
    await screenshot(page, 'journey-notification-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'journey-notification-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Marking one read (from the keyboard) lowers the counts on the page and in the header.
    await page.getByRole('button', { name: `Mark as read: Order ${number}: Accept to Pick Up` }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Notification marked as read.').waitFor();
    await newest.getByText('Read', { exact: true }).waitFor();
    await pendingBadge(page, 3).waitFor();
    expect(await page.getByTestId('notifications-pending').textContent()).toBe('3 pending');
    expect(await list.getByText('New', { exact: true }).count()).toBe(3);
    await screenshot(page, 'journey-notification-read');

    // The notification's link opens that order's items.
    await newest.getByRole('link', { name: /View order/ }).click();
    await page.waitForURL(`**/your_orders?order=${number}`);
    const linked = page.getByRole('dialog', { name: `Order Items — Order #${number}` });
    await linked.getByText('Accept to Pick Up').first().waitFor();

    // Vendor B's item was never touched.
    const after = (await orderSeenBy(vendorB, number)).items[0];
    expect(after).toMatchObject({
      id: itemB.id,
      status: 'Waiting for approval',
      status_date: itemB.status_date,
    });
    expect((await orderSeenBy(vendorA, number)).items.find((i) => i.id !== moved.id)?.status).toBe(
      'Waiting for approval',
    );
    await context.close();
  });
});
