import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import type { ProClient } from '@app/domain/pros/clients';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';

const cartTotal = (c: ProClient) => c.carts.reduce((sum, cart) => sum + cart.subtotal_cents, 0);
const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const td = 'px-3 py-3 align-top text-sm text-slate-700';

/**
 * The showroom's clients: cards on phones (up to 768 px), a table from tablets on, with the join date from
 * 1024 px and the "registered through your showroom" column beyond 1199 px (spec point 9's breakpoints).
 */
export function ClientsTable({ clients }: { clients: ProClient[] }) {
  return (
    <>
      <ul aria-label="Your clients" className="space-y-3 md:hidden">
        {clients.map((c) => (
          <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-4">
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
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table className="min-w-full divide-y divide-slate-200">
          <caption className="sr-only">Your clients</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                Client
              </th>
              <th scope="col" className={`${th} hidden lg:table-cell`}>
                Joined
              </th>
              <th scope="col" className={`${th} hidden min-[1200px]:table-cell`}>
                Registered here
              </th>
              <th scope="col" className={`${th} text-right`}>
                Projects
              </th>
              <th scope="col" className={`${th} text-right`}>
                Carts
              </th>
              <th scope="col" className={`${th} text-right`}>
                Orders
              </th>
              <th scope="col" className={`${th} text-right`}>
                Your profit
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {clients.map((c) => (
              <tr key={c.id}>
                <th scope="row" className={`${td} text-left font-normal`}>
                  <TextLink to={paths.proClient(c.id)} tone="strong">
                    {c.full_name}
                  </TextLink>
                  <span className="block max-w-64 truncate text-slate-600">{c.email}</span>
                </th>
                <td className={`${td} hidden lg:table-cell`}>{formatDate(c.joined_at)}</td>
                <td className={`${td} hidden min-[1200px]:table-cell`}>{c.registered_here ? 'Yes' : 'No'}</td>
                <td className={`${td} text-right`}>{c.project_count}</td>
                <td className={`${td} text-right`}>
                  {c.cart_count}
                  {c.cart_count > 0 && (
                    <span className="block text-slate-600">{formatUsd(cartTotal(c))}</span>
                  )}
                </td>
                <td className={`${td} text-right`}>{c.order_count}</td>
                <td className={`${td} text-right font-medium text-slate-900`}>{formatUsd(c.profit_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
