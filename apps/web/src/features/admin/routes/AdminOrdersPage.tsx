import type { AdminOrdersFilters, BulkStatusResult } from '@app/domain/orders/admin-orders';
import type { ItemStatus } from '@app/domain/orders/item-status';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { adminOrdersKey, changeItemStatus, changeStatuses, useAdminOrders } from '../api/admin-orders.ts';
import { card, emptyBox } from '../components/console-styles.ts';
import { countLabel } from '../components/count-label.ts';
import { LoadError } from '../components/LoadError.tsx';
import { AdminOrderCard } from '../components/orders/AdminOrderCard.tsx';
import { BulkResults } from '../components/orders/BulkResults.tsx';
import { BulkStatusBar } from '../components/orders/BulkStatusBar.tsx';
import { ORDER_FILTER_FIELDS, OrdersFilters } from '../components/orders/OrdersFilters.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { filterErrorsOf, useListFilters } from '../hooks/use-list-filters.ts';

/**
 * /admin/orders: every order of every vendor, filtered (item status, vendor, order number or email, days
 * placed) and paged; each item with the status selector, the 48-hour promise and the admin's profit; and
 * one status for many selected items at once, with what happened to each (docs/api-admin-orders.md).
 */
export default function AdminOrdersPage() {
  const { values, page, apply, setPage } = useListFilters(ORDER_FILTER_FIELDS);
  const filters = useMemo(
    () => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as AdminOrdersFilters,
    [values],
  );
  const orders = useAdminOrders(filters, page);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [last, setLast] = useState<{ result: BulkStatusResult; message: string } | null>(null);
  const [now] = useState(() => new Date());
  const [shownFor, setShownFor] = useState(`${JSON.stringify(values)}:${page}`);

  // A selection belongs to the list it was made in: other filters or another page start with none.
  const listKey = `${JSON.stringify(values)}:${page}`;
  if (listKey !== shownFor) {
    setShownFor(listKey);
    setSelected(new Set());
  }

  const items = orders.data?.data.flatMap((o) => o.items) ?? [];
  const chosen = items.filter((i) => selected.has(i.id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminOrdersKey });

  const toggle = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const applyBulk = async (status: ItemStatus) => {
    try {
      const reply = await changeStatuses(
        chosen.map((i) => i.id),
        status,
      );
      const message = reply.message ?? '';
      setLast({ result: reply.data, message });
      (reply.data.refused > 0 ? notify.warning : notify.success)(message);
      setSelected(new Set());
      await refresh();
    } catch {
      // The api client has shown the error.
    }
  };

  const changeOne = async (itemId: number, next: ItemStatus) => {
    const reply = await changeItemStatus(itemId, next);
    notify.success(reply.message ?? 'Status updated successfully.');
    await refresh();
  };

  const serverErrors = orders.isError && isApiError(orders.error) ? filterErrorsOf(orders.error) : {};
  const filtered = Object.keys(filters).length > 0;
  const allOnPage = items.length > 0 && items.every((i) => selected.has(i.id));

  return (
    <div className="space-y-6">
      <PageHeader title="Orders">
        Every vendor’s items. Vendors approve and prepare them; from Accept to Pick Up on, you move them
        along. Filters by status or vendor list only the matching items of each order.
      </PageHeader>
      <div className={card}>
        <OrdersFilters
          key={JSON.stringify(values)}
          values={values}
          onApply={apply}
          serverErrors={serverErrors}
        />
      </div>
      <BulkStatusBar selected={chosen} onApply={applyBulk} onClear={() => setSelected(new Set())} />
      {last && <BulkResults result={last.result} message={last.message} onDismiss={() => setLast(null)} />}
      <section aria-labelledby="admin-orders-found" aria-busy={orders.isFetching} className="space-y-4">
        <h2 id="admin-orders-found" className="sr-only">
          Orders found
        </h2>
        {orders.isPending ? (
          <Spinner size="lg" label="Loading the orders" />
        ) : orders.isError ? (
          Object.keys(serverErrors).length > 0 ? (
            <p className={emptyBox}>Correct the filters above to see the orders.</p>
          ) : (
            <LoadError onRetry={orders.refetch}>The orders could not be loaded.</LoadError>
          )
        ) : orders.data.total === 0 ? (
          <p className={emptyBox}>{filtered ? 'No order matches the filters.' : 'No orders yet.'}</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600" aria-live="polite">
                {countLabel(orders.data.total, 'order')}
              </p>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={allOnPage}
                  onChange={(e) =>
                    toggle(
                      items.map((i) => i.id),
                      e.target.checked,
                    )
                  }
                />
                Select every item on this page ({items.length})
              </label>
            </div>
            {orders.data.data.map((order) => (
              <AdminOrderCard
                key={order.id}
                order={order}
                now={now}
                selected={selected}
                onToggle={toggle}
                onStatusChange={changeOne}
              />
            ))}
            <Pagination
              page={Math.min(page, orders.data.last_page)}
              lastPage={orders.data.last_page}
              label="Orders pages"
              onPageChange={setPage}
            />
          </>
        )}
      </section>
    </div>
  );
}
