import type { AdminOrder } from '@app/domain/orders/admin-orders';
import { profitForRole } from '@app/domain/orders/item-profit';
import type { ItemStatus } from '@app/domain/orders/item-status';
import { useRef } from 'react';
import { ItemProfit } from '../../../../components/orders/ItemProfit.tsx';
import { SamplePill } from '../../../../components/orders/SamplePill.tsx';
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

/** Focuses the cell's select as soon as it is enabled again (tries for about a second). */
function refocusSelect(cell: { current: HTMLElement | null }, tries = 20) {
  const select = cell.current?.querySelector('select');
  if (select && !select.disabled) select.focus();
  else if (tries > 0) setTimeout(() => refocusSelect(cell, tries - 1), 50);
}

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
  const statusCell = useRef<HTMLTableCellElement>(null);
  // The selector is disabled while it saves, which drops a keyboard user's focus: give it back once it is
  // enabled again (if the item still has a choice to make).
  const changeStatus = async (next: ItemStatus) => {
    const hadFocus = !!statusCell.current?.contains(document.activeElement);
    try {
      await onStatusChange(item.id, next);
    } finally {
      if (hadFocus) refocusSelect(statusCell);
    }
  };
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
          {item.sample && (
            <>
              {' '}
              <SamplePill />
            </>
          )}
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
      <td ref={statusCell} className={cell}>
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
          onChange={changeStatus}
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
