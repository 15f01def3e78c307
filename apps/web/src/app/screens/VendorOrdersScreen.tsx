import type { ItemStatus } from '@app/domain/orders/item-status';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { changeItemStatus, ordersKey, ordersQuery } from '../../features/orders/api/orders.ts';
import { useNow } from '../../features/orders/hooks/use-now.ts';
import { vendorDashboardKey } from '../../features/vendor/api/vendor-dashboard.ts';
import { VendorOrderLines } from '../../features/vendor/components/VendorOrderLines.tsx';
import { useSession } from '../../lib/session.tsx';
import { notify } from '../../lib/toast.ts';

/**
 * /vendor/orders (issue 12 point 2): the vendor's own order items (GET /api/orders scopes a vendor to its items
 * and its money) with the status selector and the 48-hour promise. app/ composes the orders feature's API
 * with the vendor portal's list. A change PATCHes the item and resolves once the orders are read again, so
 * the selector shows the stored status; the dashboard's counts are read again too.
 */
export default function VendorOrdersScreen() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const orders = useQuery(ordersQuery(user?.id));
  const now = useNow();

  const onStatusChange = async (itemId: number, next: ItemStatus) => {
    const reply = await changeItemStatus(itemId, next);
    notify.success(reply.message ?? 'Status updated successfully.');
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ordersKey }),
      queryClient.invalidateQueries({ queryKey: vendorDashboardKey }),
    ]);
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">Order items</h1>
        <p className="mt-1 text-sm text-slate-600">
          Approve or decline each item, then move it along to Ready to Pick Up. Every order is processed
          within 48 hours of being placed.
        </p>
      </header>
      {orders.isPending ? (
        <div className="flex justify-center py-10 text-brand-700">
          <Spinner size="lg" label="Loading your order items" />
        </div>
      ) : orders.isError ? (
        <div role="alert" className="space-y-4 py-6 text-center text-sm text-slate-700">
          <p>We could not load your order items just now.</p>
          <Button variant="outline" onClick={() => orders.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <VendorOrderLines orders={orders.data} now={now} onStatusChange={onStatusChange} />
      )}
    </div>
  );
}
