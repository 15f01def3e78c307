import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import { statusLabel } from '@app/domain/orders/item-status';
import type { ClientOrder, ProClient } from '@app/domain/pros/clients';
import type { ReactNode } from 'react';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const td = 'px-3 py-2 text-sm text-slate-700';

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = `client-${title.toLowerCase()}-title`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title} <span className="text-sm font-normal text-slate-600">({count})</span>
      </h2>
      {children}
    </section>
  );
}

const None = ({ children }: { children: ReactNode }) => (
  <p className="rounded-md border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600">
    {children}
  </p>
);

const orderStatus = (o: ClientOrder) =>
  o.status_summary
    .map((s) => `${statusLabel(s.status)}${o.status_summary.length > 1 ? ` (${s.count})` : ''}`)
    .join(', ');

/** A client's projects, carts (at the client's prices) and orders (the pro's profit) in the pro's showroom. */
export function ClientDetail({ client }: { client: ProClient }) {
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
        {[
          ['Email', client.email],
          ['Joined', formatDate(client.joined_at)],
          ['Registered through your showroom', client.registered_here ? 'Yes' : 'No'],
          ['Your profit', formatUsd(client.profit_cents)],
        ].map(([term, value]) => (
          <div key={term} className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-slate-500">{term}</dt>
            <dd className="truncate font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <Section title="Projects" count={client.project_count}>
        {client.projects.length === 0 ? (
          <None>No projects in your showroom yet.</None>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {client.projects.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm">
                <span className="font-medium text-slate-900">{p.name || `Project ${p.id}`}</span>
                <span className="text-slate-600">
                  {p.is_cart ? 'Cart · ' : ''}updated {formatDate(p.updated_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Carts" count={client.cart_count}>
        {client.carts.length === 0 ? (
          <None>No items in a cart.</None>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="min-w-full divide-y divide-slate-200">
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    Cart
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Lines
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Quantity
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Client’s total
                  </th>
                  <th scope="col" className={`${th} max-md:hidden`}>
                    Updated
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {client.carts.map((c) => (
                  <tr key={c.project_id}>
                    <th scope="row" className={`${td} text-left font-medium text-slate-900`}>
                      {c.name || `Cart ${c.project_id}`}
                    </th>
                    <td className={`${td} text-right`}>{c.count}</td>
                    <td className={`${td} text-right`}>{c.total_qty}</td>
                    <td className={`${td} text-right`}>{formatUsd(c.subtotal_cents)}</td>
                    <td className={`${td} max-md:hidden`}>{formatDate(c.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <Section title="Orders" count={client.order_count}>
        {client.orders.length === 0 ? (
          <None>No orders from your showroom yet.</None>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="min-w-full divide-y divide-slate-200">
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    Order
                  </th>
                  <th scope="col" className={`${th} max-md:hidden`}>
                    Date
                  </th>
                  <th scope="col" className={th}>
                    Status
                  </th>
                  <th scope="col" className={`${th} text-right max-lg:hidden`}>
                    Items
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Your profit
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {client.orders.map((o) => (
                  <tr key={o.id}>
                    <th scope="row" className={`${td} text-left font-medium text-slate-900`}>
                      #{o.number}
                    </th>
                    <td className={`${td} max-md:hidden`}>{formatDate(o.created_at)}</td>
                    <td className={td}>{orderStatus(o)}</td>
                    <td className={`${td} text-right max-lg:hidden`}>
                      {o.items} ({o.total_qty} units)
                    </td>
                    <td className={`${td} text-right font-medium text-slate-900`}>
                      {formatUsd(o.profit_cents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </div>
  );
}
