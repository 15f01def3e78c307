import type { AdminDashboard, SalesWindow } from '@app/domain/admin/dashboard';
import { formatUsd } from '@app/domain/money/cents';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { linkCard } from './console-styles.ts';

const TITLES: Record<SalesWindow, string> = {
  today: 'Sales today',
  last_7_days: 'Sales, last 7 days',
  last_30_days: 'Sales, last 30 days',
};

/** Charged less refunded per window (Los Angeles days); each tile opens the orders. */
export function SalesTiles({ sales }: { sales: AdminDashboard['sales'] }) {
  return (
    <ul aria-label="Sales" className="grid gap-4 sm:grid-cols-3">
      {(Object.keys(TITLES) as SalesWindow[]).map((w) => (
        <li key={w}>
          <Link to={paths.adminOrders} className={linkCard}>
            <span className="block text-sm font-medium text-slate-600">{TITLES[w]}</span>{' '}
            <span className="mt-1 block text-2xl font-semibold text-slate-900 lg:text-3xl">
              {formatUsd(sales[w].net_cents)}
            </span>{' '}
            <span className="mt-1 block text-xs text-slate-600">
              {formatUsd(sales[w].charged_cents)} charged · {formatUsd(sales[w].refunded_cents)} refunded
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
