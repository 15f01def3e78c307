import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import type { ProClient } from '@app/domain/pros/clients';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';

const cartTotal = (c: ProClient) => c.carts.reduce((sum, cart) => sum + cart.subtotal_cents, 0);

const COLUMNS: Column<ProClient>[] = [
  {
    header: 'Client',
    cell: (c) => (
      <>
        <TextLink to={paths.proClient(c.id)} tone="strong">
          {c.full_name}
        </TextLink>
        <span className="block max-w-64 truncate text-slate-600">{c.email}</span>
      </>
    ),
  },
  { header: 'Joined', cell: (c) => formatDate(c.joined_at), className: 'hidden lg:table-cell' },
  {
    header: 'Registered here',
    cell: (c) => (c.registered_here ? 'Yes' : 'No'),
    className: 'hidden min-[1200px]:table-cell',
  },
  { header: 'Projects', cell: (c) => c.project_count, className: 'text-right' },
  {
    header: 'Carts',
    cell: (c) => (
      <>
        {c.cart_count}
        {c.cart_count > 0 && <span className="block text-slate-600">{formatUsd(cartTotal(c))}</span>}
      </>
    ),
    className: 'text-right',
  },
  { header: 'Orders', cell: (c) => c.order_count, className: 'text-right' },
  {
    header: 'Your profit',
    cell: (c) => formatUsd(c.profit_cents),
    className: 'text-right',
    cellClassName: 'font-medium text-slate-900',
  },
];

/**
 * The showroom's clients: cards on phones (up to 768 px), a table from tablets on, with the join date from
 * 1024 px and the "registered through your showroom" column beyond 1199 px (spec point 9's breakpoints).
 */
export function ClientsTable({ clients }: { clients: ProClient[] }) {
  return (
    <DataTable
      caption="Your clients"
      columns={COLUMNS}
      rows={clients}
      rowKey={(c) => c.id}
      tableFrom="md"
      flat
      cards={{
        className: 'space-y-3 md:hidden',
        itemClassName: 'rounded-lg border border-slate-200 bg-white p-4',
        card: (c) => (
          <>
            <TextLink to={paths.proClient(c.id)} tone="strong">
              {c.full_name}
            </TextLink>
            <p className="truncate text-sm text-slate-600">{c.email}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">Projects</dt>
              <dd>{c.project_count}</dd>
              <dt className="text-slate-500">Carts</dt>
              <dd>
                {c.cart_count} · {formatUsd(cartTotal(c))}
              </dd>
              <dt className="text-slate-500">Orders</dt>
              <dd>{c.order_count}</dd>
              <dt className="text-slate-500">Your profit</dt>
              <dd>{formatUsd(c.profit_cents)}</dd>
            </dl>
          </>
        ),
      }}
    />
  );
}
