import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type Column, DataTable, type SortDirection } from './DataTable.tsx';

type Tile = { id: number; name: string; cents: number };
const TILES: Tile[] = [
  { id: 1, name: 'Slate', cents: 450 },
  { id: 2, name: 'Marble', cents: 1200 },
  { id: 3, name: 'Oak', cents: 800 },
];

function Sortable() {
  const [direction, setDirection] = useState<SortDirection>('none');
  const rows =
    direction === 'none'
      ? TILES
      : [...TILES].sort((a, b) => (direction === 'ascending' ? a.cents - b.cents : b.cents - a.cents));
  const columns: Column<Tile>[] = [
    { header: 'Tile', cell: (t) => t.name },
    {
      header: 'Price',
      cell: (t) => `$${(t.cents / 100).toFixed(2)}`,
      className: 'text-right',
      sort: {
        direction,
        onSort: () => setDirection(direction === 'ascending' ? 'descending' : 'ascending'),
      },
    },
    {
      header: <span className="sr-only">Action</span>,
      cell: (t) => <button type="button">Hide {t.name}</button>,
    },
  ];
  return (
    <DataTable
      caption="Tiles"
      columns={columns}
      rows={rows}
      rowKey={(t) => t.id}
      tableFrom="md"
      cards={{ className: 'md:hidden', card: (t) => <p>{t.name} card</p> }}
    />
  );
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Tiles' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('names the table by its caption, heads each row with its first cell and lists the rows as cards too', () => {
    render(<Sortable />);
    const table = screen.getByRole('table', { name: 'Tiles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tile', 'Price', 'Action']);
    expect(rowNames()).toEqual(['Slate', 'Marble', 'Oak']);
    expect(within(table).getByRole('row', { name: /Marble/ }).textContent).toContain('$12.00');
    const cards = screen.getByRole('list', { name: 'Tiles' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Slate card', 'Marble card', 'Oak card']);
  });

  it('sorts by a sortable column and says the direction in aria-sort', async () => {
    const user = userEvent.setup();
    render(<Sortable />);
    const price = screen.getByRole('columnheader', { name: /Price/ });
    expect(price.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Tile' }).getAttribute('aria-sort')).toBeNull();
    await user.click(within(price).getByRole('button', { name: /Price/ }));
    expect(price.getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['Slate', 'Oak', 'Marble']);
    await user.click(within(price).getByRole('button', { name: /Price/ }));
    expect(price.getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Marble', 'Oak', 'Slate']);
  });

  it('shows a spinner while loading and the empty state when there is no row', () => {
    const columns: Column<Tile>[] = [{ header: 'Tile', cell: (t) => t.name }];
    const { rerender } = render(
      <DataTable
        caption="Tiles"
        columns={columns}
        rows={[]}
        rowKey={(t) => t.id}
        loading
        empty={<p>None</p>}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading the tiles');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(
      <DataTable
        caption="Tiles"
        columns={columns}
        rows={[]}
        rowKey={(t) => t.id}
        empty={<p>No tile yet.</p>}
      />,
    );
    expect(screen.getByText('No tile yet.').tagName).toBe('P');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
