import { seriesBuckets } from '@app/domain/shared/series';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { ProCharts } from './ProCharts.tsx';

afterEach(() => vi.unstubAllGlobals());
// jsdom draws no canvas; the charts' names and tables are what these tests read.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

/** 12 weeks to Monday 2026-11-23: two orders and their markup that week, one five weeks before. */
const weeks = (scale = 1) =>
  seriesBuckets('week', 12, new Date('2026-11-29T20:00:00Z')).dates.map((date) => ({
    date,
    profit_cents: scale * (date === '2026-11-23' ? 4_560 : date === '2026-10-19' ? 1_200 : 0),
    orders: scale * (date === '2026-11-23' ? 2 : date === '2026-10-19' ? 1 : 0),
  }));

function asPro(data: ReturnType<typeof weeks>) {
  setAuthToken(TOKEN);
  fakeApi({
    'GET /api/authuser': ok(authUser({ type: 'Contractor' })),
    'GET /api/pro/dashboard/charts': ok({ time_zone: 'America/Los_Angeles', weeks: data }),
  });
  renderPage(ProCharts, { route: '/pro' });
}

describe('the pro dashboard’s charts', () => {
  it('charts the showroom’s profit in dollars and its orders per week, each with its table', async () => {
    asPro(weeks());
    const profit = await screen.findByRole('img', { name: /^Profit per week/ });
    expect(profit.getAttribute('aria-label')).toBe(
      'Profit per week, last 12 weeks: $57.60 in all; highest Week of Nov 23, $45.60.',
    );
    const orders = screen.getByRole('img', { name: /^Orders per week/ });
    expect(orders.getAttribute('aria-label')).toBe(
      'Orders per week, last 12 weeks: 3 in all; highest Week of Nov 23, 2.',
    );
    const table = screen.getByRole('table', { name: 'Orders per week, last 12 weeks' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[0].textContent).toBe('WeekOrders');
    expect(rows[1].textContent).toBe('Week of Sep 70');
    expect(rows[7].textContent).toBe('Week of Oct 191');
    expect(rows[12].textContent).toBe('Week of Nov 232');
  });

  it('says there is nothing yet for a new showroom', async () => {
    asPro(weeks(0));
    expect(await screen.findByText('No profit in the last 12 weeks.')).toBeTruthy();
    expect(screen.getByText('No orders in the last 12 weeks.')).toBeTruthy();
  });
});
