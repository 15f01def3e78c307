import type { ItemStatus } from '@app/domain/orders/item-status';
import { itemForRole, orderForRole } from '@app/domain/orders/money-by-role';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../lib/storage.ts';
import { fakeApi, ok } from '../../testing/fake-api.ts';
import { orderItem, orderOf } from '../../testing/order-items.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../testing/users.ts';
import VendorOrdersScreen from './VendorOrdersScreen.tsx';

afterEach(() => vi.unstubAllGlobals());

const HOUR = 3_600_000;

/** Two orders of the vendor's: one placed 50 hours ago (its unprocessed item is late), one 2 hours ago. */
function vendorOrders(statusOfLate: ItemStatus = 'Waiting for approval') {
  const old = new Date(Date.now() - 50 * HOUR).toISOString();
  const recent = new Date(Date.now() - 2 * HOUR).toISOString();
  return [
    orderForRole(
      'Vendor',
      orderOf([orderItem({ id: 31, product_name: 'Slate tile', qty: 4, final_price: 2_500 })], {
        id: 8,
        number: '100008',
        created_at: recent,
      }),
    ),
    orderForRole(
      'Vendor',
      orderOf(
        [
          orderItem({ id: 21, product_name: 'Oak plank', status: statusOfLate }),
          orderItem({ id: 22, product_name: 'Brass faucet', status: 'Ready to Pick Up' }),
        ],
        { id: 5, number: '100005', created_at: old },
      ),
    ),
  ];
}

function asVendor(routes: Parameters<typeof fakeApi>[0]) {
  setAuthToken(TOKEN);
  return fakeApi({ 'GET /api/authuser': ok(authUser({ type: 'Vendor' })), ...routes });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('/vendor/orders', () => {
  it('lists every item of the vendor with its earnings, the 48-hour promise and a Late badge', async () => {
    asVendor({ 'GET /api/orders': ok(vendorOrders()) });
    renderPage(VendorOrdersScreen, { route: '/vendor/orders' });
    expect(await screen.findByText('Slate tile')).toBeTruthy();
    expect(screen.getByText('3 of 3 items')).toBeTruthy();

    const late = rowOf('Oak plank');
    expect(within(late).getByText('Late')).toBeTruthy();
    expect(within(late).getByText(/Process by/).textContent).toMatch(/Process by \d\d\.\d\d\.\d{4}/);
    expect(within(late).getByText(/Order 100005/)).toBeTruthy();
    const due = rowOf('Slate tile');
    expect(within(due).queryByText('Late')).toBeNull();
    expect(within(due).getByText('$100.00')).toBeTruthy(); // final_price 25.00 × 4
    expect(within(rowOf('Brass faucet')).getByText('Processed')).toBeTruthy();

    // The selector offers a vendor the first five statuses only.
    const select = within(late).getByLabelText('Status of Oak plank (order 100005)') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual([
      'Waiting for approval',
      'Vendor Approved',
      'Decline',
      'In Progress',
      'Ready to Pick Up',
    ]);
  });

  it('marks a sample as one, beside its size: the vendor ships the sample, not the product’s box', async () => {
    const sample = orderItem({ id: 41, product_name: 'Carrara hex', size_label: '4 × 4 in', sample: true });
    asVendor({
      'GET /api/orders': ok([orderForRole('Vendor', orderOf([sample], { id: 9, number: '100009' }))]),
    });
    renderPage(VendorOrdersScreen, { route: '/vendor/orders' });
    const row = (await screen.findByText('Carrara hex')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/Size: 4 × 4 in/).textContent).toBe('Size: 4 × 4 in Sample');
  });

  it('filters by lateness or status, in the URL the dashboard links to', async () => {
    asVendor({ 'GET /api/orders': ok(vendorOrders()) });
    const { user, router } = renderPage(VendorOrdersScreen, {
      route: '/vendor/orders',
      url: '/vendor/orders?status=late',
    });
    expect(await screen.findByText('Oak plank')).toBeTruthy();
    expect(screen.queryByText('Slate tile')).toBeNull();
    expect(screen.getByText('1 of 3 items')).toBeTruthy();

    // The filter reads as one: a 'Show' group of chips with their counts, not another status select.
    const show = screen.getByRole('group', { name: 'Show:' });
    expect(within(show).queryByRole('combobox')).toBeNull();
    expect(within(show).getByRole('radio', { name: 'Late (past 48 hours): 1' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(within(show).getByRole('radio', { name: /^Ready to Pick Up/ }));
    expect(screen.getByText('Brass faucet')).toBeTruthy();
    expect(screen.queryByText('Oak plank')).toBeNull();
    expect(router.state.location.search).toBe('?status=Ready+to+Pick+Up');

    // A status no item has is not offered; All items brings every line back.
    expect(within(show).queryByRole('radio', { name: /^Returned/ })).toBeNull();
    await user.click(within(show).getByRole('radio', { name: 'All items: 3' }));
    expect(screen.getByText('3 of 3 items')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('a status change is saved, toasted and read again; the Late badge goes once the item is ready', async () => {
    let stored: ItemStatus = 'Waiting for approval';
    const api = asVendor({
      'GET /api/orders': () => ok(vendorOrders(stored)),
      'PATCH /api/order_items/21/status': () => {
        stored = 'Ready to Pick Up';
        return ok(
          itemForRole('Vendor', orderItem({ id: 21, status: 'Ready to Pick Up' })),
          'Status updated successfully.',
        );
      },
    });
    const { user } = renderPage(VendorOrdersScreen, { route: '/vendor/orders' });
    await screen.findByText('Oak plank');
    await user.selectOptions(screen.getByLabelText('Status of Oak plank (order 100005)'), 'Ready to Pick Up');
    expect(await screen.findByText('Status updated successfully.')).toBeTruthy();
    expect(api.calls('PATCH /api/order_items/21/status')[0].body).toEqual({ status: 'Ready to Pick Up' });
    await vi.waitFor(() => expect(within(rowOf('Oak plank')).queryByText('Late')).toBeNull());
    expect(api.calls('GET /api/orders').length).toBeGreaterThanOrEqual(2);
  });

  it('says so when there are no items, and offers a retry when the list cannot load', async () => {
    asVendor({ 'GET /api/orders': ok([]) });
    const first = renderPage(VendorOrdersScreen, { route: '/vendor/orders' });
    expect(await screen.findByText('No order items yet.')).toBeTruthy();
    // Nothing to filter: no filter over nothing, no "0 of 0 items".
    expect(screen.queryByRole('group', { name: 'Show:' })).toBeNull();
    expect(screen.queryByText(/of 0 items/)).toBeNull();
    first.unmount();

    asVendor({
      'GET /api/orders': { status: 500, body: { message: 'Internal Server error please try again.' } },
    });
    renderPage(VendorOrdersScreen, { route: '/vendor/orders' });
    expect(await screen.findByText('We could not load your order items just now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
