import type { AdminDashboard } from '@app/domain/admin/dashboard';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { paths } from '../../../config/paths.ts';

/** The orders page filtered on one item status (its `status` filter, GET /api/admin/orders). */
const ordersIn = (status: string) => `${paths.adminOrders}?status=${encodeURIComponent(status)}`;

/** Every item status of spec point 4 by its display name, with how many items and orders are in it. */
export function ItemStatusTiles({ counts }: { counts: AdminDashboard['items_by_status'] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {counts.map((c) => (
        <li key={c.status}>
          <Link
            to={ordersIn(c.status)}
            className={`flex h-full flex-col rounded-md border px-3 py-2 hover:bg-brand-50 ${focusRing} ${c.items > 0 ? 'border-slate-300 bg-white' : 'border-slate-200 bg-slate-50 text-slate-500'}`}
          >
            <span className="text-xs font-medium text-slate-600">{c.label}</span>{' '}
            <span className="text-xl font-semibold text-slate-900">{c.items}</span>{' '}
            <span className="text-xs text-slate-600">
              {c.items === 1 ? 'item' : 'items'} in {c.orders} {c.orders === 1 ? 'order' : 'orders'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
