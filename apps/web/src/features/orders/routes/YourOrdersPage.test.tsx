import type { FullOrder } from '@app/domain/orders/contract';
import { itemForRole, orderForRole } from '@app/domain/orders/money-by-role';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { orderItem, orderOf } from '../../../testing/order-items.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { renderGuarded } from '../../../testing/test-helpers.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import YourOrdersPage from './YourOrdersPage.tsx';

const PLACED = '2026-11-23T13:15:00.000Z';
const minutesAfterPlacing = (m: number) => new Date(Date.parse(PLACED) + m * 60_000);
const tile = orderItem({ id: 11, product_name: 'Calacatta Tile', status: 'Waiting for approval' });
const vanity = orderItem({
  id: 12,
  product_name: 'Oak Vanity',
  status: 'Delivered',
  status_date: '2026-11-23T13:20:00.000Z',
});
const placed = () =>
  orderOf([tile, vanity], {
    created_at: PLACED,
    subtotal_cents: 48_210,
    tax_cents: 3_495,
    charge_cents: 51_705,
  });
const older = orderOf([orderItem({ status: 'Shipped' })], {
  id: 2,
  number: '100002',
  created_at: '2026-10-02T18:00:00.000Z',
  charge_cents: 12_000,
});

/** /your_orders with the orders as the server answers a homeowner: only their money fields. */
function open(orders: () => FullOrder[], extra = {}) {
  setAuthToken(TOKEN);
  const api = fakeApi({
    'GET /api/authuser': ok(authUser()),
    'GET /api/orders': () => ok(orders().map((o) => orderForRole('User', o))),
    ...extra,
  });
  return { api, ui: renderPage(YourOrdersPage, { route: '/your_orders' }) };
}
const card = (number: string) => screen.findByRole('article', { name: `Order #${number}` });

afterEach(() => vi.useRealTimers());

describe('/your_orders for a signed-in homeowner', () => {
  it('lists the orders with MM.DD.YYYY dates, USD totals and a status summary, above the help', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(minutesAfterPlacing(30));
    open(() => [placed(), older]);
    expect(screen.getByText('Loading your orders')).toBeTruthy();
    const first = await card('100003');
    expect(within(first).getByText(/Placed/).textContent).toContain('11.23.2026 · 2 items');
    expect(within(first).getByTestId('order-total').textContent).toBe('$517.05');
    expect(within(first).getByText('$482.10')).toBeTruthy();
    const summary = within(first).getByRole('list', { name: 'Item statuses of order #100003' });
    expect(within(summary).getByText('Pending Approval')).toBeTruthy();
    expect(within(summary).getByText('Delivered')).toBeTruthy();
    const second = await card('100002');
    expect(within(second).getByText(/Placed/).textContent).toContain('10.02.2026 · 1 item');
    expect(within(second).getByTestId('order-total').textContent).toBe('$120.00');
    // The 'My Order' help stays below.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'My Order help' })).toBeTruthy();
    expect(document.getElementById('change')?.textContent).toContain('within 60 minutes');
  });

  it('shows each line with its thumbnail and the totals as the checkout did, coupon line included', async () => {
    const thumb = '/media/products/tile.art.webp?size=thumb';
    const withCoupon = orderOf(
      [
        {
          ...tile,
          image: '/media/products/tile.art.webp',
          thumb,
          size_label: '12 X 24',
          line_total_cents: 14_670,
          list_total_cents: 15_100,
        },
        {
          ...vanity,
          image: '/media/products/vanity.art.webp',
          thumb: '/media/products/vanity.art.webp?size=thumb',
          line_total_cents: 33_540,
          list_total_cents: 34_344,
        },
      ],
      {
        coupon_code: 'SAVE5',
        subtotal_cents: 48_210,
        discount_cents: 1_234,
        tax_cents: 3_495,
        charge_cents: 51_705,
      },
    );
    open(() => [withCoupon]);
    const order = await card('100003');
    const lines = within(within(order).getByRole('list', { name: 'Items of order #100003' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]!.querySelector('img')?.getAttribute('src')).toBe(thumb);
    expect(lines[0]!.textContent).toContain('Calacatta Tile');
    expect(lines[0]!.textContent).toContain('Size: 12 X 24 · Qty: 3');
    // Each line before the coupon, as the checkout listed it: the lines add up to the subtotal row.
    expect(lines[0]!.textContent).toContain('$151.00');
    expect(lines[1]!.textContent).toContain('$343.44');
    const totals = within(order);
    // Subtotal at list price (the stored subtotal is after the coupon), then the coupon's line with its amount.
    expect(totals.getByTestId('order-subtotal').textContent).toBe('$494.44');
    expect(totals.getByText('Coupon SAVE5')).toBeTruthy();
    expect(totals.getByTestId('order-discount').textContent).toBe('−$12.34');
    expect(totals.getByTestId('order-tax').textContent).toBe('$34.95');
    expect(totals.getByTestId('order-shipping').textContent).toBe('Free');
    expect(totals.getByTestId('order-total').textContent).toBe('$517.05');
  });

  it('an order an approved estimate placed says so, with the deposit charged with it', async () => {
    const approved = orderOf([tile], {
      subtotal_cents: 48_210,
      tax_cents: 3_495,
      charge_cents: 51_705,
      deposit_cents: 57_799,
      estimate: { id: 4, version: 2 },
    });
    open(() => [approved, older]);
    const order = await card('100003');
    expect(within(order).getByText(/Placed/).textContent).toContain(
      '1 item · from the approved estimate, version 2',
    );
    expect(within(order).getByTestId('order-total').textContent).toBe('$517.05');
    expect(within(order).getByTestId('order-deposit').textContent).toBe('$577.99');
    expect(within(order).getByTestId('order-charged').textContent).toBe('$1,095.04');
    // A cart's order has neither.
    const plain = await card('100002');
    expect(within(plain).queryByTestId('order-deposit')).toBeNull();
    expect(within(plain).getByText(/Placed/).textContent).not.toContain('estimate');
  });

  it('a sample says so next to its size, on the card and in the Order Items popup (issue 25 point 7)', async () => {
    const chip = orderItem({
      id: 13,
      product_name: 'Carrara chip',
      size_label: '4 × 4 in',
      qty: 1,
      sample: true,
    });
    const { ui } = open(() => [orderOf([chip, tile])]);
    const order = await card('100003');
    const lines = within(order).getByRole('list', { name: 'Items of order #100003' });
    const [sampleLine, tileLine] = within(lines).getAllByRole('listitem');
    expect(sampleLine!.textContent).toContain('Size: 4 × 4 in Sample · Qty: 1');
    expect(within(tileLine!).queryByText('Sample')).toBeNull();
    await ui.user.click(within(order).getByRole('button', { name: 'View items of order #100003' }));
    const dialog = screen.getByRole('dialog', { name: 'Order Items — Order #100003' });
    const size = within(dialog).getByText(/Size: 4 × 4 in/);
    expect(within(size).getByText('Sample')).toBeTruthy();
    expect(within(dialog).getAllByText('Sample')).toHaveLength(1);
  });

  it('opens the Order Items popup with the homeowner actions while their windows are open', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(minutesAfterPlacing(59));
    const { ui } = open(() => [placed()]);
    await ui.user.click(
      within(await card('100003')).getByRole('button', { name: 'View items of order #100003' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Order Items — Order #100003' });
    expect(within(dialog).queryByRole('columnheader', { name: 'Profit' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel item: Calacatta Tile' })).toBeTruthy();
    // Delivered: no cancel, but a return within 12 days of delivery.
    expect(within(dialog).queryByRole('button', { name: 'Cancel item: Oak Vanity' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Request return: Oak Vanity' })).toBeTruthy();
  });

  it.each([
    { after: '61 minutes', minutes: 61, cancel: false, ret: true },
    { after: '13 days', minutes: 13 * 24 * 60, cancel: false, ret: false },
  ])('offers cancel only within 60 minutes and return only within 12 days ($after)', async (c) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(minutesAfterPlacing(c.minutes));
    const { ui } = open(() => [placed()]);
    await ui.user.click(
      within(await card('100003')).getByRole('button', { name: 'View items of order #100003' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Order Items — Order #100003' });
    expect(within(dialog).getByText('Calacatta Tile')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Cancel item/ }) !== null).toBe(c.cancel);
    expect(within(dialog).queryByRole('button', { name: /Request return/ }) !== null).toBe(c.ret);
  });

  it('cancels an item after confirming: one POST, the server message, the refreshed status', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(minutesAfterPlacing(10));
    let cancelled = false;
    const current = () => [
      cancelled ? orderOf([{ ...tile, status: 'Cancle' }, vanity], { created_at: PLACED }) : placed(),
    ];
    const { api, ui } = open(current, {
      'POST /api/order_items/11/cancel': () => {
        cancelled = true;
        return ok(
          itemForRole('User', { ...tile, status: 'Cancle' }),
          'Item cancelled. A refund is on its way.',
        );
      },
    });
    await ui.user.click(
      within(await card('100003')).getByRole('button', { name: 'View items of order #100003' }),
    );
    await ui.user.click(screen.getByRole('button', { name: 'Cancel item: Calacatta Tile' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel this item?' });
    expect(api.calls('POST /api/order_items/11/cancel')).toHaveLength(0);
    await ui.user.click(within(confirm).getByRole('button', { name: 'Yes, cancel item' }));

    expect(await screen.findByText('Item cancelled. A refund is on its way.')).toBeTruthy();
    expect(api.calls('POST /api/order_items/11/cancel')).toHaveLength(1);
    const dialog = screen.getByRole('dialog', { name: 'Order Items — Order #100003' });
    await waitFor(() => expect(within(dialog).getByText('Cancle')).toBeTruthy());
    expect(within(dialog).queryByRole('button', { name: /Cancel item/ })).toBeNull();
    expect(api.calls('GET /api/orders').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the refunds: per item "Refunded $x.xx" and the order\'s total refunded; no cancel once refunded', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(minutesAfterPlacing(10));
    const refundedTile = { ...tile, status: 'Cancle' as const, refunded: true, refunded_cents: 15_734 };
    // Declined and refunded while still in the cancel window: no 'Cancel item' (it would refund nothing).
    const declined = orderItem({
      id: 13,
      product_name: 'Slate Tile',
      status: 'Decline',
      refunded: true,
      refunded_cents: 4_210,
    });
    const { ui } = open(() => [
      orderOf([refundedTile, vanity, declined], {
        created_at: PLACED,
        payment_status: 'partially_refunded',
        refunded_cents: 19_944,
      }),
    ]);
    const first = await card('100003');
    expect(within(first).getByTestId('order-refunded').textContent).toBe('$199.44');
    await ui.user.click(within(first).getByRole('button', { name: 'View items of order #100003' }));
    const dialog = screen.getByRole('dialog', { name: 'Order Items — Order #100003' });
    const row = (name: string) => within(dialog).getByText(name).closest('tr') as HTMLElement;
    expect(within(row('Calacatta Tile')).getByText('Refunded $157.34')).toBeTruthy();
    expect(within(row('Slate Tile')).getByText('Refunded $42.10')).toBeTruthy();
    expect(row('Oak Vanity').textContent).not.toContain('Refunded');
    expect(within(dialog).queryByRole('button', { name: /Cancel item/ })).toBeNull();
  });

  it('shows no refund line before anything was refunded', async () => {
    open(() => [placed()]);
    expect(within(await card('100003')).queryByTestId('order-refunded')).toBeNull();
  });

  it('opens the order a notification links to (/your_orders?order=100003) once the orders arrive', async () => {
    setAuthToken(TOKEN);
    fakeApi({ 'GET /api/authuser': ok(authUser()), 'GET /api/orders': () => ok([older, placed()]) });
    renderPage(YourOrdersPage, { route: '/your_orders', url: '/your_orders?order=100003' });
    const dialog = await screen.findByRole('dialog', { name: 'Order Items — Order #100003' });
    expect(within(dialog).getByText('Calacatta Tile')).toBeTruthy();
  });

  it('says so when there are no orders yet and links to shopping', async () => {
    open(() => []);
    expect(await screen.findByText('You have no orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe(
      '/visualize/contractor/all',
    );
  });

  it('offers to try again when the orders cannot be loaded', async () => {
    setAuthToken(TOKEN);
    fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/orders': { status: 503, body: { message: 'Down.' } },
    });
    renderPage(YourOrdersPage, { route: '/your_orders' });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your orders');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/your_orders for a guest', () => {
  it('shows the help only and asks for no orders', async () => {
    const api = fakeApi({});
    renderPage(YourOrdersPage, { route: '/your_orders' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeTruthy();
    expect(screen.getByText(/processed within 48 hours/)).toBeTruthy();
    await waitFor(() => expect(api.calls('GET /api/setting').length).toBeGreaterThan(0));
    expect(api.calls('GET /api/orders')).toHaveLength(0);
  });
});

describe('/your_orders: the order policy text', () => {
  it('Your Orders: processing, delivery and reporting windows, linked from its table of contents', () => {
    renderGuarded([{ path: 'page', element: <YourOrdersPage /> }], '/page');
    const text = screen.getByRole('article').textContent ?? '';
    expect(text).toContain('processed within 48 hours');
    expect(text).toContain('takes one to three weeks');
    expect(text).toContain('in under 3 weeks');
    expect(text).toContain('within two weeks of delivery');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(toc).getByRole('link', { name: '3. Cancel or change the address' }).getAttribute('href'),
    ).toBe('#change');
    expect(document.getElementById('change')?.textContent).toContain('within 60 minutes');
  });
});
