import type { OrderItemView, OrderView } from '@app/domain/orders/contract';
import { ITEM_STATUSES, type ItemStatus, statusLabel } from '@app/domain/orders/item-status';
import { processBy, processingState } from '@app/domain/orders/processing-promise';

/** The query name of the vendor's order-items filter (the dashboard links to `?status=late`). */
export const ORDER_FILTER_QUERY = 'status';

/** All items, the late ones (past the 48-hour promise), or one status. */
export type LineFilter = 'all' | 'late' | ItemStatus;

export const LINE_FILTERS: ReadonlyArray<{ value: LineFilter; label: string }> = [
  { value: 'all', label: 'All items' },
  { value: 'late', label: 'Late (past 48 hours)' },
  ...ITEM_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
];

export const parseLineFilter = (value: string | null): LineFilter =>
  LINE_FILTERS.find((f) => f.value === value)?.value ?? 'all';

/** One of the vendor's order items with its order and the 48-hour promise (domain processing-promise.ts). */
export type OrderLine = {
  item: OrderItemView;
  order: Pick<OrderView, 'id' | 'number' | 'created_at'>;
  processBy: Date;
  promise: 'processed' | 'due' | 'late';
};

/** The vendor's items across its orders (GET /api/orders gives a vendor only its own), newest order first. */
export function orderLines(orders: readonly OrderView[], now: number): OrderLine[] {
  return orders.flatMap((order) =>
    order.items.map((item) => ({
      item,
      order: { id: order.id, number: order.number, created_at: order.created_at },
      processBy: processBy(order.created_at),
      promise: processingState(item, order.created_at, new Date(now)),
    })),
  );
}

export const matchesFilter = (line: OrderLine, filter: LineFilter) =>
  filter === 'all' || (filter === 'late' ? line.promise === 'late' : line.item.status === filter);
