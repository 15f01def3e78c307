import type { AdminDashboard } from '@app/domain/admin/dashboard';
import { formatDateTime } from '@app/domain/format/date';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { emptyBox } from './console-styles.ts';

/** How long past its 48 hours an item is, in hours and days. */
export function lateBy(processBy: string, now: number): string {
  const hours = Math.max(0, Math.floor((now - Date.parse(processBy)) / 3_600_000));
  return hours < 48 ? `${hours} h late` : `${Math.floor(hours / 24)} days late`;
}

/** The items past the 48-hour promise (spec point 9): how many, and the oldest with their order and vendor. */
export function LateItems({ late }: { late: AdminDashboard['late_items'] }) {
  const now = Date.now();
  if (late.count === 0) return <p className={emptyBox}>Every item is within the 48-hour promise.</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-red-700">
          {late.count} {late.count === 1 ? 'item is' : 'items are'} late
        </span>{' '}
        — not processed by the vendor within 48 hours of the order. The oldest:
      </p>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {late.oldest.map((i) => (
          <li
            key={i.item_id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
          >
            <div className="min-w-0">
              <TextLink to={`${paths.adminOrders}?q=${i.order_number}`} tone="strong">
                Order #{i.order_number}
              </TextLink>
              <p className="truncate text-sm text-slate-800">{i.product_name}</p>
              <p className="text-xs text-slate-600">
                {i.vendor_name} · {i.label} · ordered {formatDateTime(i.ordered_at)}
              </p>
            </div>
            <span className="text-sm font-medium text-red-700">{lateBy(i.process_by, now)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
