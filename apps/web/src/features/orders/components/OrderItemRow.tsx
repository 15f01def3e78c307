import type { UserType } from '@app/domain/accounts/roles';
import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import { profitForRole } from '@app/domain/orders/item-profit';
import type { ItemStatus } from '@app/domain/orders/item-status';
import type { ReactNode } from 'react';
import { ItemProfit } from '../../../components/orders/ItemProfit.tsx';
import { SamplePill } from '../../../components/orders/SamplePill.tsx';
import { StatusBadge } from '../../../components/orders/StatusBadge.tsx';
import { StatusSelector } from '../../../components/orders/StatusSelector.tsx';
import { Price } from '../../../components/ui/Price.tsx';
import type { OrderItemView } from '../../../lib/order-types.ts';

/** Cells are table cells from 769 px; below they stack, each with its own label (the header row is hidden). */
const cell =
  'flex items-start justify-between gap-4 min-[769px]:table-cell min-[769px]:px-3 min-[769px]:py-3';
const thumb = 'size-12 shrink-0 rounded border border-slate-200 bg-slate-100 object-cover';
const mobileLabel = 'text-xs font-medium uppercase tracking-wide text-slate-500 min-[769px]:hidden';

export type OrderItemRowProps = {
  item: OrderItemView;
  userType: UserType;
  showProfit: boolean;
  onStatusChange?: (itemId: number, next: ItemStatus) => Promise<void>;
  /** Controls shown under the status (the homeowner's item actions). */
  actions?: ReactNode;
};

/**
 * One order item in the Order Items popup: Name (with size, vendor, price per unit), Qty, Profit, Status.
 * The price per unit is the one the caller's role receives: what the homeowner paid (homeowner, admin) or
 * the vendor's price (vendor); a pro sees none (domain money-by-role.ts). 'Refunded $x.xx' once money was
 * given back for the item (homeowner, admin). A sample says so next to its size.
 */
export function OrderItemRow({ item, userType, showProfit, onStatusChange, actions }: OrderItemRowProps) {
  const profit = profitForRole(userType, item);
  const perUnit = item.unit_price_cents ?? item.final_price;
  return (
    <tr className="grid gap-2 py-4 min-[769px]:table-row min-[769px]:py-0">
      <td className="block min-[769px]:table-cell min-[769px]:py-3 min-[769px]:pr-3 min-[769px]:align-top">
        <div className="flex gap-3">
          {item.thumb || item.image ? (
            <img
              src={item.thumb || item.image}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className={thumb}
            />
          ) : (
            <span aria-hidden="true" className={thumb} />
          )}
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{item.product_name}</p>
            {(item.size_label || item.sample) && (
              <p className="text-xs text-slate-600">
                {item.size_label && `Size: ${item.size_label} `}
                {item.sample && <SamplePill />}
              </p>
            )}
            <p className="text-xs text-slate-600">Sold by {item.vendor_name}</p>
            {item.design && (
              <p className="text-xs text-slate-600" data-testid="item-design">
                From your 3-D design #{item.design.id}, version {item.design.version}
              </p>
            )}
            {perUnit !== undefined && <Price cents={perUnit} unit={item.unit} className="text-sm" />}
            {userType === 'User' && item.status === 'Decline' && (
              <p className="text-sm text-slate-700">
                {item.refunded
                  ? 'Your vendor declined this item and it was refunded.'
                  : 'Your vendor declined this item.'}
              </p>
            )}
            {!!item.refunded_cents && (
              <p className="text-sm font-medium text-emerald-700">
                Refunded {formatUsd(item.refunded_cents)}
              </p>
            )}
          </div>
        </div>
      </td>
      <td className={`${cell} min-[769px]:text-right min-[769px]:align-top`}>
        <span aria-hidden="true" className={mobileLabel}>
          Qty
        </span>
        <span className="tabular-nums">{item.qty}</span>
      </td>
      {showProfit && (
        <td className={`${cell} whitespace-nowrap tabular-nums min-[769px]:text-right min-[769px]:align-top`}>
          <span aria-hidden="true" className={mobileLabel}>
            Profit
          </span>
          {profit === null ? '' : <ItemProfit cents={profit} />}
        </td>
      )}
      <td className={`${cell} min-[769px]:align-top`}>
        <span aria-hidden="true" className={`${mobileLabel} pt-2`}>
          Status
        </span>
        <div className="flex min-w-0 flex-1 flex-col items-end gap-1 min-[769px]:items-start">
          {onStatusChange ? (
            <StatusSelector
              userType={userType}
              current={item.status}
              refunded={item.refunded}
              label={`Status of ${item.product_name}`}
              hideLabel
              className="w-full max-w-56 min-[769px]:w-56"
              onChange={(next) => onStatusChange(item.id, next)}
            />
          ) : (
            <StatusBadge status={item.status} />
          )}
          {item.status_date && (
            <p className="text-xs text-slate-500">
              Since <time dateTime={item.status_date}>{formatDate(item.status_date)}</time>
            </p>
          )}
          {actions}
        </div>
      </td>
    </tr>
  );
}
