import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import VendorDashboardPage from './VendorDashboardPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const dashboard = (over: Record<string, unknown> = {}) => ({
  waiting_for_approval: 3,
  late: 1,
  late_items: [
    {
      id: 21,
      order_id: 5,
      order_number: '100005',
      product_name: 'Oak plank',
      qty: 2,
      status: 'Vendor Approved',
      process_by: '2026-11-24T13:15:00.000Z',
    },
  ],
  earnings: { held_cents: 12_000, released_cents: 4_250, paid_cents: 90_000, negative_cents: 0 },
  products: 5_183,
  listed_products: 5_180,
  brands: [{ id: 1, name: 'Arcadia Tile Co.' }],
  ...over,
});

function asVendor(routes: Parameters<typeof fakeApi>[0]) {
  setAuthToken(TOKEN);
  return fakeApi({
    'GET /api/authuser': ok(authUser({ type: 'Vendor', full_name: 'Vera Vendor' })),
    ...routes,
  });
}

const tile = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

describe('/vendor (the vendor dashboard)', () => {
  it('shows what needs the vendor now, its earnings in three stages and its products', async () => {
    asVendor({ 'GET /api/vendor/dashboard': ok(dashboard()) });
    renderPage(VendorDashboardPage, { route: '/vendor' });
    expect(await screen.findByText('Vera Vendor · Arcadia Tile Co.')).toBeTruthy();

    const waiting = tile('Waiting for your approval');
    expect(within(waiting).getByText('3')).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: 'Approve or decline' }).getAttribute('href')).toBe(
      '/vendor/orders?status=Waiting%20for%20approval',
    );
    const late = tile('Late: past the 48-hour promise');
    expect(within(late).getByText('1').className).toContain('text-red-700');
    expect(within(late).getByRole('link', { name: 'See the late items' }).getAttribute('href')).toBe(
      '/vendor/orders?status=late',
    );
    const first = tile('Process these first');
    expect(first.textContent).toContain('Oak plank × 2 (order 100005, Approved)');
    expect(within(first).getByText(/Process by/).textContent).toMatch(/Process by \d\d\.\d\d\.2026/);

    const earnings = tile('Earnings');
    expect(within(earnings).getByText('Held until delivery').nextElementSibling?.textContent).toBe('$120.00');
    expect(within(earnings).getByText('Released').nextElementSibling?.textContent).toBe('$42.50');
    expect(within(earnings).getByText('Paid').nextElementSibling?.textContent).toBe('$900.00');
    // A catalogue's size reads as a number does (5,183), not as digits.
    expect(within(tile('Products')).getByText('5,183')).toBeTruthy();
    expect(within(tile('Products')).getByText('5,180 shown to shoppers')).toBeTruthy();
  });

  it('no late item: no list, the late count in the ordinary colour; a negative balance is said', async () => {
    asVendor({
      'GET /api/vendor/dashboard': ok(
        dashboard({
          late: 0,
          late_items: [],
          earnings: { held_cents: 0, released_cents: 0, paid_cents: 0, negative_cents: 3_000 },
        }),
      ),
    });
    renderPage(VendorDashboardPage, { route: '/vendor' });
    await screen.findByText('Vera Vendor · Arcadia Tile Co.');
    expect(screen.queryByRole('heading', { name: 'Process these first' })).toBeNull();
    expect(within(tile('Late: past the 48-hour promise')).getByText('0').className).not.toContain('red');
    expect(screen.getByRole('alert').textContent).toContain('Returns took back $30.00 already paid out');
  });

  it('offers a retry when the dashboard cannot load', async () => {
    let calls = 0;
    asVendor({
      'GET /api/vendor/dashboard': () =>
        ++calls === 1
          ? { status: 500, body: { message: 'Internal Server error please try again.' } }
          : ok(dashboard()),
    });
    const { user } = renderPage(VendorDashboardPage, { route: '/vendor' });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Vera Vendor · Arcadia Tile Co.')).toBeTruthy();
  });
});
