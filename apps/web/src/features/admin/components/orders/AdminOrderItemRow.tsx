import type { AdminOrder } from '@app/domain/orders/admin-orders';
import { profitForRole } from '@app/domain/orders/item-profit';
import type { ItemStatus } from '@app/domain/orders/item-status';
import { ItemProfit } from '../../../../components/orders/ItemProfit.tsx';
import { StatusSelector } from '../../../../components/orders/StatusSelector.tsx';
import { ProcessingPromise } from './ProcessingPromise.tsx';

type Item = AdminOrder['items'][number];

/**
 * The row follows the width of its order card (a container query, so the console's menu beside it counts):
 * a card whose cells carry their own label on a phone, three labelled columns on a tablet or a narrow
 * laptop, table cells from 56rem; the checkbox stays beside the item's name throughout.
 */
const cell =
  'flex items-start justify-between gap-3 py-0.5 @xl:block @xl:py-0 @4xl:table-cell @4xl:px-3 @4xl:py-3 @4xl:align-top';
const mobileLabel =
  'text-xs font-medium uppercase tracking-wide text-slate-500 @xl:mb-1 @xl:block @4xl:hidden';

/**
 * One item in the console: a checkbox for the bulk change, the product, its vendor, the quantity, the
 * status selector (the admin's choices, domain statusSelectorOptions), the 48-hour promise and the admin's
 * profit (spec point 6: platform fee × qty + tax, negative at Return Request or Returned).
 */
export function AdminOrderItemRow({
  item,
  orderedAt,
  now,
  checked,
  onCheck,
  onStatusChange,
}: {
  item: Item;
  orderedAt: string;
  now: Date;
  checked: boolean;
  onCheck: (on: boolean) => void;
  onStatusChange: (itemId: number, next: ItemStatus) => Promise<void>;
}) {
  const profit = profitForRole('Admin', item);
  return (
    <tr className="relative grid gap-1 py-3 pl-8 @xl:grid-cols-3 @xl:gap-x-4 @xl:gap-y-3 @4xl:table-row @4xl:p-0">
      <td className="absolute top-3.5 left-0 @4xl:static @4xl:table-cell @4xl:px-3 @4xl:py-3 @4xl:align-top">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          aria-label={`Select ${item.product_name} (item ${item.id})`}
          checked={checked}
          onChange={(e) => onCheck(e.target.checked)}
        />
      </td>
      <td className="block @xl:col-span-3 @4xl:table-cell @4xl:px-3 @4xl:py-3 @4xl:align-top">
        <p className="font-medium text-slate-900">{item.product_name}</p>
        <p className="text-xs text-slate-600">
          Item {item.id}
          {item.size_label && <> · {item.size_label}</>}
        </p>
      </td>
      <td className={`${cell} text-sm text-slate-700`}>
        <span aria-hidden="true" className={mobileLabel}>
          Vendor
        </span>
        {item.vendor_name}
      </td>
      <td className={`${cell} tabular-nums @4xl:text-right`}>
        <span aria-hidden="true" className={mobileLabel}>
          Qty
        </span>
        {item.qty}
      </td>
      <td className={cell}>
        <span aria-hidden="true" className={`${mobileLabel} pt-2 @xl:pt-0`}>
          Status
        </span>
        <StatusSelector
          userType="Admin"
          current={item.status}
          refunded={item.refunded}
          label={`Status of ${item.product_name} (item ${item.id})`}
          hideLabel
          className="w-full max-w-56"
          onChange={(next) => onStatusChange(item.id, next)}
        />
      </td>
      <td className={`${cell} text-sm`}>
        <span aria-hidden="true" className={mobileLabel}>
          48-hour promise
        </span>
        <ProcessingPromise status={item.status} orderedAt={orderedAt} now={now} />
      </td>
      <td className={`${cell} whitespace-nowrap tabular-nums @4xl:text-right`}>
        <span aria-hidden="true" className={mobileLabel}>
          Profit
        </span>
        {profit === null ? '' : <ItemProfit cents={profit} />}
      </td>
    </tr>
  );
}
