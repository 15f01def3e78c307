import type { Key, ReactNode } from 'react';
import { focusRing } from './focus-ring.ts';
import { Spinner } from './Spinner.tsx';

export const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
export const td = 'px-3 py-3 align-top text-sm text-slate-700';

export type SortDirection = 'ascending' | 'descending' | 'none';

export type Column<Row> = {
  /** The column's header (a hidden one: `<span className="sr-only">Action</span>`). */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** On the header and the cells: the width a column shows from, right alignment. */
  className?: string;
  /** On the cells only. */
  cellClassName?: string;
  /** A sortable column: its direction now, and what clicking its header does. */
  sort?: { direction: SortDirection; onSort: () => void };
};

/** Below this width the rows are cards (`cards`); from it, the table. */
const TABLE_FROM = { sm: 'sm:block', md: 'md:block', lg: 'lg:block' } as const;

type Props<Row> = {
  /** The table's name for screen readers (a hidden caption). */
  caption: string;
  /** The first column heads each row (`th scope="row"`). */
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The rows as cards on narrow screens: the list's classes (hiding it from `tableFrom`) and a card. */
  cards?: { className: string; card: (row: Row) => ReactNode; itemClassName?: string };
  tableFrom?: keyof typeof TABLE_FROM;
  /** No shadow under the table's box. */
  flat?: boolean;
  loading?: boolean;
  loadingLabel?: string;
  /** What shows instead of the table when there is no row. */
  empty?: ReactNode;
};

function Header<Row>({ column }: { column: Column<Row> }) {
  const { sort } = column;
  return (
    <th
      scope="col"
      aria-sort={sort?.direction}
      className={column.className ? `${th} ${column.className}` : th}
    >
      {sort ? (
        <button type="button" onClick={sort.onSort} className={`rounded uppercase ${focusRing}`}>
          {column.header}
          <span aria-hidden="true">
            {sort.direction === 'ascending' ? ' ▲' : sort.direction === 'descending' ? ' ▼' : ''}
          </span>
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}

const cardItem = 'space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm';

const cellClass = <Row,>(column: Column<Row>, base: string) =>
  [base, column.className, column.cellClassName].filter(Boolean).join(' ');

/**
 * A table of rows (the admin console's and the pro portal's lists): a hidden caption, a header per column
 * (optionally sortable), the first cell heading its row, scrolling sideways when too wide; cards below a
 * width when `cards` is given; a spinner while loading and `empty` when there is no row.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  cards,
  tableFrom,
  flat = false,
  loading = false,
  loadingLabel = `Loading the ${caption.toLowerCase()}`,
  empty,
}: Props<Row>) {
  if (loading) return <Spinner size="lg" label={loadingLabel} />;
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const [head, ...rest] = columns;
  const box = [
    'overflow-x-auto rounded-lg border border-slate-200 bg-white',
    flat ? '' : 'shadow-sm',
    tableFrom ? `hidden ${TABLE_FROM[tableFrom]}` : '',
  ];
  return (
    <>
      {cards && (
        <ul aria-label={caption} className={cards.className}>
          {rows.map((row) => (
            <li key={rowKey(row)} className={cards.itemClassName ?? cardItem}>
              {cards.card(row)}
            </li>
          ))}
        </ul>
      )}
      <div className={box.filter(Boolean).join(' ')}>
        <table className="min-w-full divide-y divide-slate-200">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table's life
                <Header key={i} column={column} />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                <th scope="row" className={cellClass(head, `${td} text-left font-normal`)}>
                  {head.cell(row)}
                </th>
                {rest.map((column, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table's life
                  <td key={i} className={cellClass(column, td)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
