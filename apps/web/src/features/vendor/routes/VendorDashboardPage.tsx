import { formatDateTime } from '@app/domain/format/date';
import { formatCount } from '@app/domain/format/number';
import { statusLabel } from '@app/domain/orders/item-status';
import type { VendorDashboard } from '@app/domain/vendors/contract';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { useVendorDashboard } from '../api/vendor-dashboard.ts';
import { EarningsSummary } from '../components/EarningsSummary.tsx';
import { ORDER_FILTER_QUERY } from '../components/order-lines.ts';
import { VendorCharts } from '../components/VendorCharts.tsx';

const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

function Tile({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    // A column, so each tile's link sits on the same line whatever the tile holds above it.
    <section aria-labelledby={id} className={`${card} flex flex-col items-start`}>
      <h2 id={id} className="text-sm font-medium text-slate-600">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Count({ n, tone = 'text-slate-900' }: { n: number; tone?: string }) {
  return <p className={`mt-1 text-3xl font-semibold tabular-nums ${tone}`}>{formatCount(n)}</p>;
}

const tileLink = 'mt-auto inline-block pt-2 text-sm';

const ordersAt = (filter: string) =>
  `${paths.vendorOrders}?${ORDER_FILTER_QUERY}=${encodeURIComponent(filter)}`;

function Numbers({ data }: { data: VendorDashboard }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Tile id="vendor-waiting" title="Waiting for your approval">
          <Count n={data.waiting_for_approval} />
          <TextLink to={ordersAt('Waiting for approval')} className={tileLink} tone="strong">
            Approve or decline
          </TextLink>
        </Tile>
        <Tile id="vendor-late" title="Late: past the 48-hour promise">
          <Count n={data.late} tone={data.late > 0 ? 'text-red-700' : 'text-slate-900'} />
          <TextLink to={ordersAt('late')} className={tileLink} tone="strong">
            See the late items
          </TextLink>
        </Tile>
        <Tile id="vendor-products" title="Products">
          <Count n={data.products} />
          <p className="mt-1 text-sm text-slate-600">{formatCount(data.listed_products)} shown to shoppers</p>
          <TextLink to={paths.vendorProducts} className={tileLink} tone="strong">
            Manage products
          </TextLink>
        </Tile>
      </div>
      <VendorCharts />
      {data.late_items.length > 0 && (
        <section aria-labelledby="vendor-late-list" className={card}>
          <h2 id="vendor-late-list" className="mb-3 text-lg font-semibold text-slate-900">
            Process these first
          </h2>
          <ul className="divide-y divide-slate-200 text-sm">
            {data.late_items.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
              >
                <span className="font-medium text-slate-900">
                  {item.product_name} × {item.qty}{' '}
                  <span className="font-normal text-slate-600">
                    (order {item.order_number}, {statusLabel(item.status)})
                  </span>
                </span>
                <span className="text-red-700">
                  Process by <time dateTime={item.process_by}>{formatDateTime(item.process_by)}</time>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="vendor-earnings" className={card}>
        <h2 id="vendor-earnings" className="mb-3 text-lg font-semibold text-slate-900">
          Earnings
        </h2>
        <EarningsSummary earnings={data.earnings} />
        <TextLink to={paths.vendorEarnings} className="mt-3 inline-block text-sm" tone="strong">
          Payout account and history
        </TextLink>
      </section>
    </>
  );
}

/**
 * /vendor: what needs the vendor now (items waiting for its approval, items late against the 48-hour
 * processing promise), its earnings and its products; every number its own (GET /api/vendor/dashboard).
 */
export default function VendorDashboardPage() {
  const { user } = useSession();
  const dashboard = useVendorDashboard();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">Vendor dashboard</h1>
        <p className="mt-1 text-sm text-slate-600">
          {dashboard.data && dashboard.data.brands.length > 0
            ? `${user?.full_name ?? 'Your company'} · ${dashboard.data.brands.map((b) => b.name).join(', ')}`
            : 'Orders are processed within 48 hours of being placed.'}
        </p>
      </header>
      {dashboard.isPending ? (
        <div className="flex justify-center py-10 text-brand-700">
          <Spinner size="lg" label="Loading your dashboard" />
        </div>
      ) : dashboard.isError ? (
        <div role="alert" className="space-y-3 py-6 text-center text-sm text-slate-700">
          <p>We could not load your dashboard just now.</p>
          <Button variant="outline" onClick={() => dashboard.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Numbers data={dashboard.data} />
      )}
    </div>
  );
}
