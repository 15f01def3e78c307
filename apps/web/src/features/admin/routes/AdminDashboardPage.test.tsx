import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { asAdmin, dashboard, dashboardCharts } from '../testing/admin-fixtures.ts';
import AdminDashboardPage from './AdminDashboardPage.tsx';

afterEach(() => vi.unstubAllGlobals());
// jsdom draws no canvas; the charts' names and tables are what these tests read.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const render = () => renderPage(AdminDashboardPage, { route: '/admin' });

describe('the admin dashboard', () => {
  it('shows sales net of refunds, each tile opening the orders', async () => {
    asAdmin({ 'GET /api/admin/dashboard': ok(dashboard()) });
    render();
    const sales = await screen.findByRole('list', { name: 'Sales' });
    const today = within(sales).getByRole('link', { name: /Sales today/ });
    expect(today.textContent).toContain('$1,225.00');
    expect(today.textContent).toContain('$1,250.00 charged · $25.00 refunded');
    expect(today.getAttribute('href')).toBe('/admin/orders');
    expect(within(sales).getByRole('link', { name: /last 30 days/ }).textContent).toContain('$39,500.00');
  });

  it('links the verifications waiting to the queue, and each status to the orders filtered on it', async () => {
    asAdmin({ 'GET /api/admin/dashboard': ok(dashboard()) });
    render();
    const waiting = await screen.findByRole('link', { name: /Verifications waiting/ });
    expect(waiting.getAttribute('href')).toBe('/admin/verifications');
    expect(waiting.textContent).toContain('3');
    expect(waiting.textContent).toContain('2 pros · 1 vendor');
    const statuses = screen.getByRole('table', { name: 'Order items by status' });
    const pending = within(statuses).getByRole('link', { name: 'Pending Approval' });
    expect(pending.getAttribute('href')).toBe('/admin/orders?status=Waiting%20for%20approval');
    expect(pending.closest('tr')?.textContent).toBe('Pending Approval7in 4 orders');
    expect(within(statuses).getAllByRole('link')).toHaveLength(14);
    expect(within(statuses).getByRole('link', { name: 'Not Approved' }).closest('tr')?.textContent).toBe(
      'Not Approved0in 0 orders',
    );
  });

  it('lists the oldest late items with their order, product, vendor and how late they are', async () => {
    asAdmin({ 'GET /api/admin/dashboard': ok(dashboard()) });
    render();
    const late = await screen.findByRole('region', { name: 'Late against the 48-hour promise' });
    expect(within(late).getByText('6 items are late')).toBeTruthy();
    const order = within(late).getByRole('link', { name: 'Order #100012' });
    expect(order.getAttribute('href')).toBe('/admin/orders?q=100012');
    const row = order.closest('li') as HTMLElement;
    expect(row.textContent).toContain('Calacatta Marble Tile 12x24');
    expect(row.textContent).toContain('Stone Works · Pending Approval');
    expect(row.textContent).toContain('27 h late');
  });

  it('charts net sales per day with every day in its table, and the late items per vendor', async () => {
    asAdmin({
      'GET /api/admin/dashboard': ok(dashboard()),
      'GET /api/admin/dashboard/charts': ok(dashboardCharts()),
    });
    render();
    const chart = await screen.findByRole('img', { name: /^Net sales per day, last 30 days:/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Net sales per day, last 30 days: $1,700.00 in all; highest Sat, Nov 28, $1,225.00.',
    );
    const table = screen.getByRole('table', { name: 'Net sales per day, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[0].textContent).toBe('DayNet salesChargedRefunded');
    expect(rows[30].textContent).toBe('Sun, Nov 29$0.00$0.00$0.00');
    expect(rows[29].textContent).toBe('Sat, Nov 28$1,225.00$1,250.00$25.00');
    const vendors = screen.getByRole('table', { name: 'Late items by vendor' });
    expect(
      within(vendors)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['NameLate items', 'Stone Works4', 'Oak & Co2']);
  });

  it('says there were no sales when every day of the 30 is zero', async () => {
    const quiet = dashboardCharts();
    asAdmin({
      'GET /api/admin/dashboard': ok(dashboard()),
      'GET /api/admin/dashboard/charts': ok({
        ...quiet,
        sales_by_day: quiet.sales_by_day.map((d) => ({
          ...d,
          charged_cents: 0,
          refunded_cents: 0,
          net_cents: 0,
        })),
      }),
    });
    render();
    expect(await screen.findByText('No sales in the last 30 days.')).toBeTruthy();
  });

  it('says so when nothing is late', async () => {
    asAdmin({ 'GET /api/admin/dashboard': ok(dashboard({ late_items: { count: 0, oldest: [] } })) });
    render();
    expect(await screen.findByText('Every item is within the 48-hour promise.')).toBeTruthy();
  });

  it('offers to try again when the dashboard cannot be loaded', async () => {
    let fail = true;
    asAdmin({
      'GET /api/admin/dashboard': () =>
        fail
          ? { status: 500, body: { message: 'Internal Server error please try again.' } }
          : ok(dashboard()),
    });
    const { user } = render();
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Sales' })).toBeTruthy();
  });
});
