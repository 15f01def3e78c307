import type { AdminDashboard } from '@app/domain/admin/dashboard';
import { BarList } from '../../../components/charts/BarList.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { card } from './console-styles.ts';

/** The orders page filtered on one item status (its `status` filter, GET /api/admin/orders). */
const ordersIn = (status: string) => `${paths.adminOrders}?status=${encodeURIComponent(status)}`;

/**
 * Every item status of spec point 4 by its display name, as bars of how many items are in it (and in how
 * many orders); each name opens the orders filtered on it.
 */
export function ItemStatusBars({ counts }: { counts: AdminDashboard['items_by_status'] }) {
  return (
    <div className={card}>
      <BarList
        caption="Order items by status"
        valueLabel="Items"
        rows={counts.map((c) => ({
          key: c.status,
          label: <TextLink to={ordersIn(c.status)}>{c.label}</TextLink>,
          value: c.items,
          note: `in ${c.orders} ${c.orders === 1 ? 'order' : 'orders'}`,
        }))}
      />
    </div>
  );
}
