import type { UserType } from '@app/domain/accounts/roles';
import type { ItemStatus } from '@app/domain/orders/item-status';
import type { ReactNode } from 'react';
import { Modal } from '../../../components/ui/Modal.tsx';
import type { OrderItemView, OrderView } from '../../../lib/order-types.ts';
import { OrderItemRow } from './OrderItemRow.tsx';

export const NO_ITEMS_TEXT = 'NO item found in this order.';

export type OrderItemsPopupProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  order: Pick<OrderView, 'number' | 'items'>;
  /** The signed-in user's role: picks the Profit (spec point 6) and whether the status selector shows. */
  userType: UserType;
  /**
   * Saves a new status (PATCH /api/order_items/{id}/status). Called only when the selection differs from the
   * current status. While its promise is pending that item's selector is disabled; on failure the api
   * client's toast tells what went wrong and the selector goes back to the stored status. Without it every
   * status is a read-only badge.
   */
  onStatusChange?: (itemId: number, next: ItemStatus) => Promise<void>;
  /** Extra controls under an item's status, e.g. the homeowner's 'Cancel item' / 'Request return'. */
  renderItemActions?: (item: OrderItemView) => ReactNode;
};

const th = 'px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600';

/**
 * The Order Items popup (spec point 2): columns Name, Qty, Profit, Status, or 'NO item found in this
 * order.' when the order has no items (for a vendor: none of its own).
 *
 * Decision: the Profit column is left out for the User role. profitForRole gives a homeowner no profit
 * (null) — the homeowner paid, nobody owes them a margin — and an always-empty column would only puzzle;
 * the spec's four columns are those of the pros', vendors' and admin's view, whose roles all have a profit.
 *
 * Below 769 px the table stacks: one block per item, each value with its label, no horizontal scroll.
 */
export function OrderItemsPopup({
  open,
  onOpenChange,
  order,
  userType,
  onStatusChange,
  renderItemActions,
}: OrderItemsPopupProps) {
  const showProfit = userType !== 'User';
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`Order Items — Order #${order.number}`} size="lg">
      {order.items.length === 0 ? (
        <p className="py-6 text-center text-slate-600">{NO_ITEMS_TEXT}</p>
      ) : (
        <table className="block w-full text-left min-[769px]:table">
          <thead className="sr-only min-[769px]:not-sr-only min-[769px]:table-header-group">
            <tr className="border-b border-slate-200">
              <th scope="col" className={`${th} pl-0`}>
                Name
              </th>
              <th scope="col" className={`${th} text-right`}>
                Qty
              </th>
              {showProfit && (
                <th scope="col" className={`${th} text-right`}>
                  Profit
                </th>
              )}
              <th scope="col" className={th}>
                Status
              </th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-200 min-[769px]:table-row-group">
            {order.items.map((item) => (
              <OrderItemRow
                key={item.id}
                item={item}
                userType={userType}
                showProfit={showProfit}
                onStatusChange={onStatusChange}
                actions={renderItemActions?.(item)}
              />
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
