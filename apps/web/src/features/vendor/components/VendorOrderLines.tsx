import { formatDateTime } from '@app/domain/format/date';
import type { OrderView } from '@app/domain/orders/contract';
import { profitForRole } from '@app/domain/orders/item-profit';
import type { ItemStatus } from '@app/domain/orders/item-status';
import { useSearchParams } from 'react-router';
import { ItemProfit } from '../../../components/orders/ItemProfit.tsx';
import { SamplePill } from '../../../components/orders/SamplePill.tsx';
import { StatusSelector } from '../../../components/orders/StatusSelector.tsx';
import { FilterChips } from '../../../components/ui/FilterChips.tsx';
import {
  LINE_FILTERS,
  type LineFilter,
  matchesFilter,
  ORDER_FILTER_QUERY,
  type OrderLine,
  orderLines,
  parseLineFilter,
} from './order-lines.ts';

/** Stacked on phones (label–value pairs two by two), a table row from tablets on (768 px). */
const cell = 'align-top md:table-cell md:px-3 md:py-3';

function Promise48({ line }: { line: OrderLine }) {
  if (line.promise === 'processed') return <span className="text-xs text-slate-500">Processed</span>;
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-700">
        Process by <time dateTime={line.processBy.toISOString()}>{formatDateTime(line.processBy)}</time>
      </p>
      {line.promise === 'late' && (
        <span className="inline-flex rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-inset ring-red-200">
          Late
        </span>
      )}
    </div>
  );
}

function Line({ line, onStatusChange }: { line: OrderLine; onStatusChange: Props['onStatusChange'] }) {
  const { item, order } = line;
  const profit = profitForRole('Vendor', item);
  return (
    <tr className="grid grid-cols-2 gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-4 last:border-b-0 md:table-row md:p-0">
      <td className={`${cell} col-span-2`}>
        <p className="font-medium text-slate-900">{item.product_name}</p>
        {(item.size_label || item.sample) && (
          <p className="text-xs text-slate-600">
            {item.size_label && `Size: ${item.size_label} `}
            {/* A sample ships as the vendor's sample size, not the product's box. */}
            {item.sample && <SamplePill />}
          </p>
        )}
        <p className="text-xs text-slate-600">
          Order {order.number} · <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
        </p>
      </td>
      <td className={`${cell} tabular-nums md:text-right`}>
        <span className="text-xs text-slate-500 md:hidden">Qty </span>
        {item.qty}
      </td>
      <td className={`${cell} whitespace-nowrap tabular-nums md:text-right`}>
        <span className="text-xs text-slate-500 md:hidden">Earnings </span>
        {profit === null ? '' : <ItemProfit cents={profit} />}
      </td>
      <td className={`${cell} col-span-2`}>
        <StatusSelector
          userType="Vendor"
          current={item.status}
          refunded={item.refunded}
          label={`Status of ${item.product_name} (order ${order.number})`}
          hideLabel
          // Wide enough for the longest status ("Pending Approval") to show whole: a table squeezed it.
          className="w-full max-w-64 [&_select]:min-w-52"
          onChange={(next) => onStatusChange(item.id, next)}
        />
      </td>
      <td className={`${cell} col-span-2`}>
        <Promise48 line={line} />
      </td>
    </tr>
  );
}

type Props = {
  orders: readonly OrderView[];
  now: number;
  /** Saves a status (only another one than the item's: StatusSelector); resolves once the list is fresh. */
  onStatusChange: (itemId: number, next: ItemStatus) => Promise<void>;
};

/**
 * The vendor's order items as one list (issue 12 point 2): its earnings per line (final_price × qty), the status
 * selector (the first five statuses, domain canChangeStatus) and each line's 48-hour 'process by' time with a
 * Late badge; filtered by status or lateness, kept in the URL (?status=).
 */
export function VendorOrderLines({ orders, now, onStatusChange }: Props) {
  const [params, setParams] = useSearchParams();
  const filter = parseLineFilter(params.get(ORDER_FILTER_QUERY));
  const all = orderLines(orders, now);
  const shown = all.filter((line) => matchesFilter(line, filter));
  const choose = (value: LineFilter) =>
    setParams(value === 'all' ? {} : { [ORDER_FILTER_QUERY]: value }, { replace: true });

  // Nothing to filter yet: say what will come here instead of a filter over nothing.
  if (all.length === 0)
    return (
      <div className="space-y-1 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
        <p className="font-medium text-slate-800">No order items yet.</p>
        <p className="text-sm">
          When a shopper orders one of your products, its item shows here for you to approve within 48 hours.
        </p>
      </div>
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterChips
          legend="Show"
          name="order-line-filter"
          value={filter}
          onChange={choose}
          // All, Late, and the statuses some item has (the chosen one stays), each with its count.
          options={LINE_FILTERS.map((f) => ({
            ...f,
            count: all.filter((line) => matchesFilter(line, f.value)).length,
          })).filter((f) => f.value === 'all' || f.value === 'late' || f.count > 0 || f.value === filter)}
        />
        <p className="text-sm text-slate-600" aria-live="polite">
          {shown.length} of {all.length} {all.length === 1 ? 'item' : 'items'}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
          No item matches this filter.
        </p>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="block w-full text-sm md:table">
            <caption className="sr-only">Your order items</caption>
            <thead className="hidden border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500 md:table-header-group">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Item
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Qty
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Earnings
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  48-hour promise
                </th>
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {shown.map((line) => (
                <Line key={line.item.id} line={line} onStatusChange={onStatusChange} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
