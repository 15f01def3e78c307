import type { AdminOrder, BulkStatusResult } from '@app/domain/orders/admin-orders';
import type { FullOrderItem } from '@app/domain/orders/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalid, ok } from '../../../testing/fake-api.ts';
import { orderItem, orderOf } from '../../../testing/order-items.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { asAdmin, pageOf } from '../testing/admin-fixtures.ts';
import AdminOrdersPage from './AdminOrdersPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const HOUR = 3_600_000;
const customer = { id: 7, full_name: 'Ann Home', email: 'ann@example.test' };
const adminOrder = (items: FullOrderItem[], over: Partial<AdminOrder> = {}): AdminOrder => ({
  ...orderOf(items),
  customer,
  ...over,
});

const ready = orderItem({
  id: 11,
  status: 'Ready to Pick Up',
  product_name: 'Oak plank',
  vendor_name: 'Oak Co',
});
const picked = orderItem({
  id: 12,
  status: 'Picked Up',
  product_name: 'Slate tile',
  vendor_name: 'Stone Co',
});
const waiting = orderItem({ id: 21, status: 'Waiting for approval', product_name: 'Brass tap' });
const returning = orderItem({ id: 22, status: 'Return Request', admin_profit_inclusive_tax: 1_183 });

const recent = new Date(Date.now() - 2 * HOUR).toISOString();
const old = new Date(Date.now() - 50 * HOUR).toISOString();
const ORDERS = [
  adminOrder([ready, picked], { id: 1, number: '100001', created_at: recent }),
  adminOrder([waiting, returning], { id: 2, number: '100002', created_at: old }),
];

const vendors = ok([
  { id: 5, name: 'Oak Co' },
  { id: 6, name: 'Stone Co' },
]);

function render(routes: Parameters<typeof asAdmin>[0] = {}, url = '/admin/orders') {
  const api = asAdmin({
    'GET /api/admin/orders': ok(pageOf(ORDERS)),
    'GET /api/admin/orders/vendors': vendors,
    ...routes,
  });
  return { api, ...renderPage(AdminOrdersPage, { route: '/admin/orders', url }) };
}

const orderCard = async (number: string) =>
  (await screen.findByRole('heading', { name: `Order ${number}` })).closest('section') as HTMLElement;
const rowOf = (card: HTMLElement, product: string) =>
  within(card).getByText(product).closest('tr') as HTMLElement;
const bulkOptions = () =>
  within(screen.getByLabelText('New status for the selected items'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('/admin/orders', () => {
  it('lists each order with its customer and items: vendor, qty, status selector, 48-hour promise, admin profit', async () => {
    render();
    const first = await orderCard('100001');
    expect(first.textContent).toContain('Ann Home (ann@example.test)');
    expect(first.textContent).toContain('Charged $517.05');
    const oak = rowOf(first, 'Oak plank');
    expect(oak.textContent).toContain('Oak Co');
    expect(within(oak).getByRole('combobox', { name: 'Status of Oak plank (item 11)' })).toBeTruthy();
    expect(oak.textContent).toContain('Processed');
    expect(oak.textContent).toContain('$11.83');

    const second = await orderCard('100002');
    // Waiting for approval 50 hours after the order: past the 48-hour promise.
    expect(rowOf(second, 'Brass tap').textContent).toMatch(/Late: due \d\d\.\d\d\.\d{4}/);
    // At Return Request the admin's profit shows negative.
    expect(rowOf(second, 'Carrara marble tile 22').textContent).toContain('\u2212$11.83');
    expect(screen.getByText('2 orders')).toBeTruthy();
  });

  it('an item waiting within the 48 hours shows when it is due', async () => {
    render({
      'GET /api/admin/orders': ok(
        pageOf([adminOrder([waiting], { id: 3, number: '100003', created_at: recent })]),
      ),
    });
    expect(rowOf(await orderCard('100003'), 'Brass tap').textContent).toMatch(/Due by \d\d\.\d\d\.\d{4}/);
  });

  it('applies the filters (checked with the server’s schema first) and keeps them in the address', async () => {
    const { api, user, router } = render();
    await orderCard('100001');
    await user.selectOptions(screen.getByLabelText('Item status'), 'Ready to Pick Up');
    await user.selectOptions(screen.getByLabelText('Vendor'), 'Stone Co');
    await user.type(screen.getByLabelText('Order number or customer email'), ' ann@ ');
    await user.type(screen.getByLabelText('Placed from'), '2026-11-02');
    await user.type(screen.getByLabelText('Placed to'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByText('The placed to date must be on or after the placed from date.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Placed to').getAttribute('aria-invalid')).toBe('true');
    const before = api.calls('GET /api/admin/orders').length;

    await user.clear(screen.getByLabelText('Placed to'));
    await user.type(screen.getByLabelText('Placed to'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(api.calls('GET /api/admin/orders').length).toBeGreaterThan(before));
    const query = api.calls('GET /api/admin/orders').at(-1)!.query;
    expect(Object.fromEntries(query)).toEqual({
      status: 'Ready to Pick Up',
      vendor: '6',
      q: 'ann@',
      placed_from: '2026-11-02',
      placed_to: '2026-11-30',
      page: '1',
    });
    expect(router.state.location.search).toContain('vendor=6');
  });

  it('shows a filter the server refuses next to its field', async () => {
    render(
      { 'GET /api/admin/orders': invalid({ vendor: ['The vendor is invalid.'] }) },
      '/admin/orders?vendor=99999999999',
    );
    expect(await screen.findByText('The vendor is invalid.')).toBeTruthy();
    expect(screen.getByText('Correct the filters above to see the orders.')).toBeTruthy();
  });

  it('offers for the selected items only the statuses every one of them allows', async () => {
    const { user } = render();
    const first = await orderCard('100001');
    expect(screen.getByLabelText('New status for the selected items')).toHaveProperty('disabled', true);
    await user.click(within(first).getByRole('checkbox', { name: 'Select Oak plank (item 11)' }));
    expect(bulkOptions()).toContain('Accept to Pick Up');
    expect(bulkOptions()).toContain('Approved'); // before Accept to Pick Up the admin may correct a vendor
    await user.click(within(first).getByRole('checkbox', { name: 'Select Slate tile (item 12)' }));
    expect(screen.getByText('2 items selected.')).toBeTruthy();
    // Picked Up can no longer go back to Accept to Pick Up, nor to the first five.
    expect(bulkOptions()).not.toContain('Accept to Pick Up');
    expect(bulkOptions()).not.toContain('Approved');
    expect(bulkOptions()).toContain('Shipping');
    await user.click(within(first).getByRole('checkbox', { name: 'Select every item of order 100001' }));
    expect(screen.getByText('No item selected.')).toBeTruthy();
  });

  it('sends one status for the selected items and shows what happened to each, refusals with their reason', async () => {
    const result: BulkStatusResult = {
      status: 'Shipping',
      updated: 1,
      unchanged: 0,
      refused: 1,
      results: [
        {
          item_id: 11,
          outcome: 'updated',
          message: 'Status updated successfully.',
          item: { ...ready, status: 'Shipping' },
        },
        {
          item_id: 12,
          outcome: 'refused',
          message: 'This item has been refunded: Cancle is final.',
          item: { ...picked, status: 'Cancle', refunded: true },
        },
      ],
    };
    const { api, user } = render({
      'POST /api/admin/order_items/status': ok(result, '1 item updated, 1 item refused.'),
    });
    await orderCard('100001');
    await user.click(screen.getByRole('checkbox', { name: 'Select every item of order 100001' }));
    await user.selectOptions(screen.getByLabelText('New status for the selected items'), 'Shipping');
    await user.click(screen.getByRole('button', { name: 'Apply to 2 items' }));
    const summary = (await screen.findByRole('heading', { name: 'Set to Shipping' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(summary).getByText('1 item updated, 1 item refused.')).toBeTruthy();
    expect(within(summary).getByText('This item has been refunded: Cancle is final.')).toBeTruthy();
    expect(api.calls('POST /api/admin/order_items/status')[0].body).toEqual({
      item_ids: [11, 12],
      status: 'Shipping',
    });
    expect(screen.getByText('No item selected.')).toBeTruthy();
    // The list is read again after the change.
    await waitFor(() => expect(api.calls('GET /api/admin/orders').length).toBeGreaterThan(1));
  });

  it('changes one item with its own selector', async () => {
    const { api, user } = render({
      'PATCH /api/order_items/11/status': ok(
        { ...ready, status: 'Accept to Pick Up' },
        'Status updated successfully.',
      ),
    });
    const first = await orderCard('100001');
    await user.selectOptions(
      within(first).getByRole('combobox', { name: 'Status of Oak plank (item 11)' }),
      'Accept to Pick Up',
    );
    expect(await screen.findByText('Status updated successfully.')).toBeTruthy();
    expect(api.calls('PATCH /api/order_items/11/status')[0].body).toEqual({ status: 'Accept to Pick Up' });
  });

  it('says when no order matches, and offers to try again when the list fails', async () => {
    render({ 'GET /api/admin/orders': ok(pageOf([])) }, '/admin/orders?status=Shipped');
    expect(await screen.findByText('No order matches the filters.')).toBeTruthy();
    vi.unstubAllGlobals();
    render({
      'GET /api/admin/orders': { status: 500, body: { message: 'Internal Server error please try again.' } },
    });
    expect(await screen.findByText('The orders could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
