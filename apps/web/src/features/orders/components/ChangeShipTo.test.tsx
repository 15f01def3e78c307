import { MESSAGES } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../lib/order-types.ts';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { orderItem, orderOf } from '../../../testing/order-items.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import YourOrdersPage from '../routes/YourOrdersPage.tsx';

const PLACED = '2026-11-23T13:15:00.000Z';
const OAKLAND = { street: '500 Oak Ave', apartment: '4B', city: 'Oakland', state: 'CA', zip_code: '94607' };

function open(minutesAfter: number, order: () => Order, extra = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.parse(PLACED) + minutesAfter * 60_000));
  setAuthToken(TOKEN);
  const api = fakeApi({
    'GET /api/authuser': ok(authUser()),
    'GET /api/orders': () => ok([order()]),
    ...extra,
  });
  return { api, ui: renderPage(YourOrdersPage, { route: '/your_orders' }) };
}
const card = () => screen.findByRole('article', { name: 'Order #100003' });
const changeButton = { name: 'Change the shipping address of order #100003' };

afterEach(() => vi.useRealTimers());

describe("the homeowner's 'Change address' on /your_orders", () => {
  it('saves a new address within 60 minutes: one PUT with the fields, the toast, the card shows it', async () => {
    let shipTo = orderOf([orderItem({ status: 'Vendor Approved' })], { created_at: PLACED }).ship_to;
    const order = () =>
      orderOf([orderItem({ id: 5, status: 'Vendor Approved' })], { created_at: PLACED, ship_to: shipTo });
    const { api, ui } = open(20, order, {
      'PUT /api/orders/3/ship_to': (req: { body: unknown }) => {
        shipTo = req.body as typeof shipTo;
        return ok(order(), 'Your shipping address has been updated.');
      },
    });
    expect(within(await card()).getByText(/San Francisco, CA 94105/)).toBeTruthy();
    await ui.user.click(within(await card()).getByRole('button', changeButton));
    const dialog = screen.getByRole('dialog', { name: 'Ship order #100003 to' });
    const street = within(dialog).getByLabelText(/^Street/);
    await ui.user.clear(street);
    await ui.user.type(street, OAKLAND.street);
    await ui.user.type(within(dialog).getByLabelText(/Apartment/), OAKLAND.apartment);
    const city = within(dialog).getByLabelText(/^City/);
    await ui.user.clear(city);
    await ui.user.type(city, OAKLAND.city);
    const zip = within(dialog).getByLabelText(/^Zip/);
    await ui.user.clear(zip);
    await ui.user.type(zip, OAKLAND.zip_code);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your shipping address has been updated.')).toBeTruthy();
    expect(api.calls('PUT /api/orders/3/ship_to').map((r) => r.body)).toEqual([OAKLAND]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(within(await card()).getByText(/Oakland, CA 94607/)).toBeTruthy());
  });

  it("shows the server's refusal under the state and for the whole address", async () => {
    const order = () => orderOf([orderItem({ status: 'Waiting for approval' })], { created_at: PLACED });
    let reply = invalid({ state: ['This address is in a state with a different sales tax.'] });
    const { ui } = open(5, order, { 'PUT /api/orders/3/ship_to': () => reply });
    await ui.user.click(within(await card()).getByRole('button', changeButton));
    const dialog = screen.getByRole('dialog', { name: 'Ship order #100003 to' });
    await ui.user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(
      await within(dialog).findByText('This address is in a state with a different sales tax.'),
    ).toBeTruthy();
    reply = invalid({
      ship_to: ['The shipping address can only be changed within 60 minutes of the order.'],
    });
    await ui.user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'within 60 minutes of the order',
    );
    // The form shows every error of the refusal, so the generic 422 toast stays away (decisions/0010).
    expect(screen.queryByText(MESSAGES.invalidGivenReplacement)).toBeNull();
  });

  it('is not offered after 60 minutes or once an item is picked up', async () => {
    open(61, () => orderOf([orderItem({ status: 'Waiting for approval' })], { created_at: PLACED }));
    expect(within(await card()).getByRole('button', { name: /View items/ })).toBeTruthy();
    expect(within(await card()).queryByRole('button', changeButton)).toBeNull();
  });

  it('is not offered when an item is already picked up', async () => {
    open(5, () => orderOf([orderItem({ status: 'Picked Up' })], { created_at: PLACED }));
    expect(within(await card()).getByRole('button', { name: /View items/ })).toBeTruthy();
    expect(within(await card()).queryByRole('button', changeButton)).toBeNull();
  });
});
