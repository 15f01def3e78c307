import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { call, login } from './api.ts';
import { baseUrl } from './browser.ts';
import { firstLink, latestMailText } from './mailbox.ts';

export type OrderItem = {
  id: number;
  product_name: string;
  status: string;
  line_total_cents: number;
  tax_cents: number;
  refunded_cents: number;
};
export type PlacedOrder = { id: number; number: string; items: OrderItem[] };

/** The demo vendor `vendor@demo.test` owns these brands (db/seed). */
export const DEMO_VENDOR_BRANDS = ['Arcadia Tile Co.', 'Larkspur Stone', 'Quarry Lane', 'Urbano'];
const PASSWORD = 's3cure-journey!';

/** A product of showroom DEMO2026 sold by the demo vendor. */
export async function demoVendorProduct(): Promise<{ hash: string; name: string }> {
  const brands = (await call<{ id: number; name: string; product_count: number }[]>('GET', '/api/brands'))
    .data;
  for (const brand of brands.filter((b) => DEMO_VENDOR_BRANDS.includes(b.name) && b.product_count > 0)) {
    const found = await call<{ data: { hash: string; name: string }[] }>(
      'GET',
      `/api/search?vsd_id=DEMO2026&brand=${brand.id}&ppp=1`,
    );
    if (found.data.data[0]) return found.data.data[0];
  }
  throw new Error('no DEMO2026 product of the demo vendor');
}

/** A new verified homeowner (registered and verified the way the mail says); their email and token. */
export async function newHomeowner(tag: string): Promise<{ email: string; token: string }> {
  const email = `${tag}.${Date.now()}@example.test`;
  const res = await call('POST', '/api/register', {
    body: {
      full_name: 'Rhea Returns',
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
  expect((await call('GET', `/api/email/verify/${link.pathname.slice('/verify/'.length)}`)).status).toBe(200);
  return { email, token: await login(email, PASSWORD) };
}

/**
 * The homeowner puts one product in the cart of showroom DEMO2026 and places it with the sandbox's good card
 * (through the API, as the checkout page does: e2e/order-journey.e2e.ts drives that page itself).
 */
export async function placeOrder(token: string, hash: string, qty = 2): Promise<PlacedOrder> {
  const added = await call('POST', '/api/projectCart/sync_to_cart', {
    token,
    body: { product: hash, qty, vsd_id: 'DEMO2026' },
  });
  expect(added.status).toBe(200);
  const res = await fetch(`${baseUrl()}/api/orders`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    body: JSON.stringify({
      payment: {
        card_number: '4242 4242 4242 4242',
        name_on_Card: 'Rhea Returns',
        exp_date: '12/34',
        cvv: '123',
      },
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: PlacedOrder }).data;
}

/** The order as its homeowner sees it now. */
export async function homeownerOrder(token: string, id: number): Promise<PlacedOrder> {
  const res = await call<PlacedOrder>('GET', `/api/orders/${id}`, { token });
  expect(res.status).toBe(200);
  return res.data;
}

/** A browser context signed in with `token` (admin: past the one-time code), the way the sign-in leaves it. */
export async function signedInContext(browser: Browser, token: string, opts: { admin?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10_000);
  await context.addInitScript((t) => {
    window.localStorage.setItem('authToken', t);
    window.localStorage.setItem('lead_popup_seen', '1');
  }, token);
  if (opts.admin) await context.addCookies([{ name: 'otp_verified', value: '1', url: baseUrl() }]);
  return { context, page: await context.newPage() };
}
