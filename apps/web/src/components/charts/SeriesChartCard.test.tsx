import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SeriesChartCard } from './SeriesChartCard.tsx';

const dates = ['2026-11-09', '2026-11-16', '2026-11-23'];
const ready = { isPending: false, isError: false, refetch: vi.fn() };

const card = (over: Partial<Parameters<typeof SeriesChartCard>[0]> = {}) =>
  render(
    <SeriesChartCard
      title="Earnings per week, last 3 weeks"
      query={ready}
      dates={dates}
      bucket="week"
      columns={[{ label: 'Earnings', values: [12_500, 0, 98_050], kind: 'cents' }]}
      empty="No earnings in the last 3 weeks."
      {...over}
    />,
  );

// jsdom draws no canvas: the chart says so, its name and table are what is tested here (e2e draws it).
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('a series chart’s card', () => {
  it('names the chart by what it shows, its total and its best week, in dollars', async () => {
    card();
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Earnings per week, last 3 weeks: $1,105.50 in all; highest Week of Nov 23, $980.50.',
    );
    expect(screen.getByRole('region', { name: 'Earnings per week, last 3 weeks' }).textContent).toContain(
      '$1,105.50',
    );
    expect(await screen.findByText(/cannot draw the chart/)).toBeTruthy();
  });

  it('has its numbers as a table, one row per week, and shows it on request', async () => {
    const user = userEvent.setup();
    card();
    const table = screen.getByRole('table', { name: 'Earnings per week, last 3 weeks' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Week of Nov 9$125.00',
      'Week of Nov 16$0.00',
      'Week of Nov 23$980.50',
    ]);
    expect(table.parentElement?.className).toBe('sr-only');
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('table').parentElement?.className).not.toContain('sr-only');
    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(screen.getByRole('img')).toBeTruthy();
  });

  it('says there is nothing to chart when every value is zero', () => {
    card({ columns: [{ label: 'Earnings', values: [0, 0, 0], kind: 'cents' }] });
    expect(screen.getByText('No earnings in the last 3 weeks.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it('shows it is loading, then offers to try again when it could not be read', async () => {
    const { unmount } = card({ query: { ...ready, isPending: true }, dates: [] });
    expect(screen.getByRole('status').textContent).toBe('Loading earnings per week, last 3 weeks…');
    unmount();
    const refetch = vi.fn();
    card({ query: { isPending: false, isError: true, refetch }, dates: [] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });
});
