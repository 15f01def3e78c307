import { ITEM_STATUSES, statusLabel } from '@app/domain/orders/item-status';
import { seriesBuckets } from '@app/domain/shared/series';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import VendorDashboardPage from './VendorDashboardPage.tsx';

afterEach(() => vi.unstubAllGlobals());
// jsdom draws no canvas; the charts' names and tables are what these tests read.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

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

/** 12 weeks to Monday 2026-11-23: earnings in two of them; items in two statuses. */
const charts = () => ({
  time_zone: 'America/Los_Angeles',
  earnings_by_week: seriesBuckets('week', 12, new Date('2026-11-29T20:00:00Z')).dates.map((date) => ({
    date,
    earnings_cents: date === '2026-11-23' ? 16_250 : date === '2026-11-02' ? 90_000 : 0,
  })),
  items_by_status: ITEM_STATUSES.map((status) => ({
    status,
    label: statusLabel(status),
    items: status === 'Waiting for approval' ? 3 : status === 'Delivered' ? 9 : 0,
  })),
});

function asVendor(routes: Parameters<typeof fakeApi>[0]) {
  setAuthToken(TOKEN);
  return fakeApi({
    'GET /api/authuser': ok(authUser({ type: 'Vendor', full_name: 'Vera Vendor' })),
    'GET /api/vendor/dashboard/charts': ok(charts()),
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

  it('charts its own earnings per week and its items per status, with their numbers as tables', async () => {
    asVendor({ 'GET /api/vendor/dashboard': ok(dashboard()) });
    renderPage(VendorDashboardPage, { route: '/vendor' });
    const chart = await screen.findByRole('img', { name: /^Earnings per week/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Earnings per week, last 12 weeks: $1,062.50 in all; highest Week of Nov 2, $900.00.',
    );
    const weeks = screen.getByRole('table', { name: 'Earnings per week, last 12 weeks' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(13);
    expect(within(weeks).getAllByRole('row').at(-1)?.textContent).toBe('Week of Nov 23$162.50');
    const statuses = screen.getByRole('table', { name: 'Your order items by status' });
    expect(
      within(statuses)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['NameItems', 'Pending Approval3', 'Delivered9']);
  });

  it('says there is nothing to chart yet for a new vendor', async () => {
    const none = charts();
    asVendor({
      'GET /api/vendor/dashboard': ok(dashboard()),
      'GET /api/vendor/dashboard/charts': ok({
        ...none,
        earnings_by_week: none.earnings_by_week.map((w) => ({ ...w, earnings_cents: 0 })),
        items_by_status: none.items_by_status.map((s) => ({ ...s, items: 0 })),
      }),
    });
    renderPage(VendorDashboardPage, { route: '/vendor' });
    expect(await screen.findByText('No earnings in the last 12 weeks.')).toBeTruthy();
    expect(screen.getByText('No order items yet.')).toBeTruthy();
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
