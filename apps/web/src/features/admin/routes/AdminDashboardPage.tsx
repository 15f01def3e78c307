import type { AdminDashboard } from '@app/domain/admin/dashboard';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { useAdminDashboard } from '../api/dashboard.ts';
import { linkCard } from '../components/console-styles.ts';
import { ItemStatusBars } from '../components/ItemStatusBars.tsx';
import { LateByVendor } from '../components/LateByVendor.tsx';
import { LateItems } from '../components/LateItems.tsx';
import { LoadError } from '../components/LoadError.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { SalesChart } from '../components/SalesChart.tsx';
import { SalesTiles } from '../components/SalesTiles.tsx';

function Verifications({ waiting }: { waiting: AdminDashboard['verifications'] }) {
  return (
    <Link to={paths.adminVerifications} className={linkCard}>
      <span className="block text-sm font-medium text-slate-600">Verifications waiting</span>{' '}
      <span className="mt-1 block text-3xl font-semibold text-slate-900">{waiting.total}</span>{' '}
      <span className="mt-1 block text-xs text-slate-600">
        {waiting.pros} {waiting.pros === 1 ? 'pro' : 'pros'} · {waiting.vendors}{' '}
        {waiting.vendors === 1 ? 'vendor' : 'vendors'} — we answer within 24 hours
      </span>
    </Link>
  );
}

function Section({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {link && (
          <TextLink to={link.to} className="text-sm">
            {link.label}
          </TextLink>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * /admin: the console's dashboard (issue 12): sales in Los Angeles days (tiles, and per day as a chart, issue
 * 22), the verifications waiting, the items late against the 48-hour promise (the oldest, and per vendor) and
 * every item status as bars; each tile or status opens the console page that handles it.
 */
export default function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  return (
    <div className="space-y-8">
      <PageHeader title="Dashboard">
        The marketplace at a glance: sales, who waits for verification, items late against the 48-hour promise
        and every item status. Each tile opens the page that handles it.
      </PageHeader>
      {dashboard.isPending ? (
        <Spinner size="lg" label="Loading the dashboard" />
      ) : dashboard.isError ? (
        <LoadError onRetry={dashboard.refetch}>The dashboard could not be loaded.</LoadError>
      ) : (
        <>
          <Section id="admin-sales-title" title="Sales" link={{ to: paths.adminOrders, label: 'All orders' }}>
            <p className="-mt-2 text-xs text-slate-600">
              Charged less refunded; a day runs midnight to midnight, Los Angeles time.
            </p>
            <SalesTiles sales={dashboard.data.sales} />
            <SalesChart />
          </Section>
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <Section id="admin-verifications-title" title="Verifications">
              <Verifications waiting={dashboard.data.verifications} />
            </Section>
            <Section
              id="admin-late-title"
              title="Late against the 48-hour promise"
              link={{ to: paths.adminOrders, label: 'Open the orders' }}
            >
              <LateItems late={dashboard.data.late_items} />
              {dashboard.data.late_items.count > 0 && <LateByVendor />}
            </Section>
          </div>
          <Section id="admin-statuses-title" title="Order items by status">
            <ItemStatusBars counts={dashboard.data.items_by_status} />
          </Section>
        </>
      )}
    </div>
  );
}
