import type { UserType } from '@app/domain/accounts/roles';
import type { ItemStatus } from '@app/domain/orders/item-status';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import type { OrderItemView, OrderView } from '../../../lib/order-types.ts';
import { ordersQuery } from '../api/orders.ts';
import { OrderCard } from './OrderCard.tsx';
import { OrderItemsPopup } from './OrderItemsPopup.tsx';

export type OrderListProps = {
  userId: number;
  userType: UserType;
  /** Shown when there are no orders. */
  empty: ReactNode;
  onStatusChange?: (itemId: number, next: ItemStatus) => Promise<void>;
  renderItemActions?: (item: OrderItemView, order: OrderView) => ReactNode;
  /** Actions on a whole order, next to 'View items'. */
  renderOrderActions?: (order: OrderView) => ReactNode;
  /** The number of an order whose items open at once (a notification's `/your_orders?order=100003`). */
  openNumber?: string | null;
};

/**
 * The signed-in user's orders (GET /api/orders, scoped by the server) as cards, with the Order Items popup.
 * The popup reads its order from the query, so a refetch after a change shows the new statuses.
 */
export function OrderList({
  userId,
  userType,
  empty,
  onStatusChange,
  renderItemActions,
  renderOrderActions,
  openNumber,
}: OrderListProps) {
  const orders = useQuery(ordersQuery(userId));
  const [openId, setOpenId] = useState<number | null>(null);
  // Opens the linked order once, when the orders arrive (closing it then stays closed).
  const linked = useRef<string | null>(null);
  useEffect(() => {
    if (!openNumber || linked.current === openNumber || !orders.data) return;
    linked.current = openNumber;
    const order = orders.data.find((o) => o.number === openNumber);
    if (order) setOpenId(order.id);
  }, [openNumber, orders.data]);

  if (orders.isPending)
    return (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner size="lg" label="Loading your orders" />
      </div>
    );
  if (orders.isError)
    return (
      <div role="alert" className="space-y-4 py-6 text-center text-sm text-slate-700">
        <p>We could not load your orders just now.</p>
        <Button variant="outline" onClick={() => orders.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (orders.data.length === 0) return <>{empty}</>;

  const open = orders.data.find((o) => o.id === openId);
  return (
    <>
      <ul className="space-y-4">
        {orders.data.map((order) => (
          <li key={order.id}>
            <OrderCard
              order={order}
              onView={() => setOpenId(order.id)}
              actions={renderOrderActions?.(order)}
            />
          </li>
        ))}
      </ul>
      {open && (
        <OrderItemsPopup
          open
          onOpenChange={(next) => !next && setOpenId(null)}
          order={open}
          userType={userType}
          onStatusChange={onStatusChange}
          renderItemActions={renderItemActions && ((item) => renderItemActions(item, open))}
        />
      )}
    </>
  );
}
