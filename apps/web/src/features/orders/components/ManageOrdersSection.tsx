import type { ItemStatus } from '@app/domain/orders/item-status';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.tsx';
import { notify } from '../../../lib/toast.ts';
import { changeItemStatus, ordersKey } from '../api/orders.ts';
import { OrderList } from './OrderList.tsx';

/**
 * /account 'Orders' for a Vendor (its own items) or an Admin (every order; reached only after the OTP step):
 * the orders the server lets them see, and in the Order Items popup the status selector. A change PATCHes the
 * item and resolves once the orders have been refetched, so the selector shows the stored status.
 */
export function ManageOrdersSection() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  if (!user || (user.type !== 'Vendor' && user.type !== 'Admin')) return null;

  const onStatusChange = async (itemId: number, next: ItemStatus) => {
    const reply = await changeItemStatus(itemId, next);
    notify.success(reply.message ?? 'Status updated successfully.');
    await queryClient.invalidateQueries({ queryKey: ordersKey });
  };

  return (
    <section aria-labelledby="account-orders-title" className="mt-8">
      <h2 id="account-orders-title" className="mb-1 text-xl font-semibold text-slate-900">
        Orders
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        {user.type === 'Vendor'
          ? 'Orders with your items. Open one to approve, decline or update its items.'
          : 'Every order on the marketplace. Open one to move its items along.'}
      </p>
      <OrderList
        userId={user.id}
        userType={user.type}
        onStatusChange={onStatusChange}
        empty={
          <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
            No orders yet.
          </p>
        }
      />
    </section>
  );
}
