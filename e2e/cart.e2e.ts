import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, toast } from './support/forms.ts';

type Card = { hash: string; name: string };
type Cart = {
  count: number;
  subtotal_cents: number;
  Project_tans: Array<{ qty: number; line_total_cents: number; product: { name: string } }>;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function firstProduct(category: string): Promise<Card> {
  const res = await fetch(`${baseUrl()}/api/search?category=${category}&vsd_id=DEMO2026&ppp=1`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { data: Card[] } }).data.data[0];
}

/** The cart as the server has it for this page's guest cart id or token. */
async function serverCart(page: Page): Promise<Cart> {
  const { cartId, token } = await page.evaluate(() => ({
    cartId: localStorage.getItem('cart_id'),
    token: localStorage.getItem('authToken'),
  }));
  const query = cartId ? `?temp_project_id=${encodeURIComponent(cartId)}` : '';
  const res = await fetch(`${baseUrl()}/api/projectCart${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return ((await res.json()) as { data: Cart }).data;
}

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('the cart', () => {
  it('keeps a guest cart, prices it on /cart, and joins it to the account at sign-in from checkout', async () => {
    const products = [await firstProduct('kitchen-faucets'), await firstProduct('tile-flooring')];
    const { page, context } = await newPage(browser);

    for (const product of products) {
      await page.goto(`/product/${product.hash}/DEMO2026`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await toast(page, 'Product added to cart successfully.').last().waitFor();
    }
    await page.getByRole('link', { name: 'Cart, 2 items' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cart_id'))).toMatch(/^[\w-]{43}$/);

    // The toasts sit over the header's cart icon for a while; the product page's own link is in view.
    await page.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    for (const product of products) await page.getByRole('link', { name: product.name }).waitFor();
    const guest = await serverCart(page);
    expect(guest.count).toBe(2);
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe(usd(guest.subtotal_cents));
    expect(await page.getByTestId('cart-line-total').allTextContents()).toEqual(
      guest.Project_tans.map((l) => usd(l.line_total_cents)),
    );
    for (const width of [375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `cart-${width}`);
    }

    // One more of the first line: one update_cart once the clicks pause; the subtotal follows.
    await page.getByRole('button', { name: 'Increase quantity' }).first().click();
    await toast(page, 'Cart updated successfully.').waitFor();
    const raised = await serverCart(page);
    expect(raised.Project_tans[0].qty).toBe(guest.Project_tans[0].qty + 1);
    await expect.poll(() => page.getByTestId('cart-subtotal').textContent()).toBe(usd(raised.subtotal_cents));

    // Checkout needs an account: sign in, land on /checkout, and the guest lines are now the user's.
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/login?redirect=%2Fcheckout');
    await signIn(page, 'homeowner@demo.test', DEMO_PASSWORD);
    await page.waitForURL('**/checkout');
    expect(await page.evaluate(() => localStorage.getItem('cart_id'))).toBeNull();
    const mine = await serverCart(page);
    const names = mine.Project_tans.map((l) => l.product.name);
    for (const product of products) expect(names).toContain(product.name);

    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    for (const product of products) await page.getByRole('link', { name: product.name }).waitFor();
    await page
      .getByRole('link', { name: `Cart, ${mine.count} items` })
      .first()
      .waitFor();
    await screenshot(page, 'cart-signed-in');

    // Check out the merged cart: shipping, a new sandbox card, then the thank-you page with the order.
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL('**/checkout-payment');
    const newCard = page.getByRole('radio', { name: 'Use a new card' });
    if (await newCard.count()) await newCard.check();
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Name on card').fill('Hannah Homeowner');
    await page.getByLabel('Expiration (MM/YY)').fill('12/34');
    await page.getByRole('textbox', { name: 'CVV' }).fill('123');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/thankyou?order=*');
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
    expect(await page.getByTestId('order-number').textContent()).toMatch(/^\d{6}$/);
    await page.getByRole('link', { name: 'Cart, 0 items' }).first().waitFor();
    expect((await serverCart(page)).count).toBe(0);
    await screenshot(page, 'thankyou');
    await context.close();
  });

  it('says the cart is empty to a new visitor', async () => {
    const { page, context } = await newPage(browser, { width: 375, height: 800 });
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 0 items' }).first().waitFor();
    await screenshot(page, 'cart-empty-375');
    await context.close();
  });
});
