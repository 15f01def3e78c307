import type { ItemStatus } from '@app/domain/orders/item-status';
import { itemForRole, orderForRole } from '@app/domain/orders/money-by-role';
import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import AccountScreen from '../../../app/screens/AccountScreen.tsx';
import type { Profile } from '../../../lib/api/get-profile.ts';
import { setAuthToken } from '../../../lib/storage.ts';
import { type FakeRequest, fakeApi, ok } from '../../../testing/fake-api.ts';
import { orderItem, orderOf } from '../../../testing/order-items.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { ManageOrdersSection } from './ManageOrdersSection.tsx';

const profileOf = (type: 'Vendor' | 'Admin' | 'User'): Profile => ({
  user: authUser({ type }),
  shipping_address: null,
  billing_address: null,
  payment_details: null,
  shipping_charge: 0,
});

/**
 * The server's side of one item: GET /api/orders reflects the last PATCH; each answer carries only the money
 * fields of the caller's role (domain money-by-role.ts).
 */
function serverWith(
  type: 'Vendor' | 'Admin' | 'User',
  initial: ItemStatus = 'Waiting for approval',
  refunded = false,
  Screen: ComponentType = ManageOrdersSection,
) {
  let status: ItemStatus = initial;
  const item = () =>
    orderItem({ id: 21, product_name: 'Walnut Vanity', final_price: 30_000, qty: 2, status, refunded });
  setAuthToken(TOKEN);
  const api = fakeApi({
    'GET /api/authuser': ok(authUser({ type })),
    'GET /api/profile': ok(profileOf(type)),
    'GET /api/orders': () => ok([orderForRole(type, orderOf([item()], { number: '100021' }))]),
    'PATCH /api/order_items/21/status': ({ body }: FakeRequest) => {
      status = (body as { status: ItemStatus }).status;
      return ok(itemForRole(type, item()), 'Status updated successfully.');
    },
  });
  const ui = renderPage(Screen, { route: '/account' });
  return { api, ui };
}

const openItems = async (ui: ReturnType<typeof serverWith>['ui']) => {
  const section = await screen.findByRole('region', { name: 'Orders' });
  await ui.user.click(await within(section).findByRole('button', { name: 'View items of order #100021' }));
  return screen.getByRole('dialog', { name: 'Order Items — Order #100021' });
};

describe('/account Orders (vendor and admin)', () => {
  it('lets a vendor change an item status: one PATCH, then the refetched status in the selector', async () => {
    const { api, ui } = serverWith('Vendor');
    const dialog = await openItems(ui);
    expect(within(dialog).getByRole('columnheader', { name: 'Profit' })).toBeTruthy();
    expect(within(dialog).getByText('$600.00')).toBeTruthy(); // final_price × qty
    const select = within(dialog).getByLabelText('Status of Walnut Vanity') as HTMLSelectElement;
    expect(select.value).toBe('Waiting for approval');

    await ui.user.selectOptions(select, 'Vendor Approved');
    expect(await screen.findByText('Status updated successfully.')).toBeTruthy();
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('Vendor Approved');
    expect(api.calls('PATCH /api/order_items/21/status').map((c) => c.body)).toEqual([
      { status: 'Vendor Approved' },
    ]);
    expect(api.calls('GET /api/orders')).toHaveLength(2);
  });

  it('shows a vendor no totals of the whole order, and no selector on its refunded, declined item', async () => {
    const { ui } = serverWith('Vendor', 'Decline', true);
    const section = await screen.findByRole('region', { name: 'Orders' });
    const card = await within(section).findByRole('article', { name: 'Order #100021' });
    expect(within(card).queryByTestId('order-total')).toBeNull();
    expect(within(card).queryByText('Subtotal')).toBeNull();
    const dialog = await openItems(ui);
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).getByText('Not Approved')).toBeTruthy();
  });

  it('gives an admin the selector for the later statuses', async () => {
    const { ui } = serverWith('Admin', 'Ready to Pick Up');
    const dialog = await openItems(ui);
    const select = within(dialog).getByLabelText('Status of Walnut Vanity') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toContain('Accept to Pick Up');
  });

  it('shows a homeowner no Orders section on /account', async () => {
    // The whole /account screen, as the app composes it.
    const { api } = serverWith('User', undefined, false, AccountScreen);
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeTruthy();
    await screen.findByText('Ann Lee');
    expect(screen.queryByRole('region', { name: 'Orders' })).toBeNull();
    expect(api.calls('GET /api/orders')).toHaveLength(0);
  });
});
