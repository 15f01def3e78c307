import { couponOffLabel, type ProCoupon } from '@app/domain/pros/coupons';
import { Button } from '../../../components/ui/Button.tsx';
import { failureMessage } from '../../../lib/draft-save.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteCoupon, useSaveCoupon } from '../api/coupons.ts';
import { termsOfCoupon } from './coupon-form.ts';

const STATUS = {
  active: { label: 'Active', tone: 'bg-emerald-50 text-emerald-800' },
  paused: { label: 'Paused', tone: 'bg-slate-100 text-slate-700' },
  expired: { label: 'Expired', tone: 'bg-amber-50 text-amber-800' },
  used_up: { label: 'Used up', tone: 'bg-amber-50 text-amber-800' },
} as const;

const failed = (error: unknown) => notify.error(failureMessage(error));

function CouponRow({ coupon }: { coupon: ProCoupon }) {
  const save = useSaveCoupon();
  const remove = useDeleteCoupon();
  const status = STATUS[coupon.status];
  const toggle = async () => {
    try {
      const reply = await save.mutateAsync({ id: coupon.id, terms: termsOfCoupon(coupon, !coupon.active) });
      notify.success(reply.message ?? 'Your coupon is saved.');
    } catch (error) {
      failed(error);
    }
  };
  const onDelete = async () => {
    if (!window.confirm(`Delete the coupon ${coupon.code}? Orders placed with it keep their discount.`))
      return;
    try {
      notify.success((await remove.mutateAsync(coupon.id)).message ?? 'Your coupon is deleted.');
    } catch (error) {
      failed(error);
    }
  };
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="py-3 pr-4 text-left font-mono font-semibold text-slate-900">
        {coupon.code}
      </th>
      <td className="py-3 pr-4">
        {couponOffLabel(coupon)}
        <span className="block text-xs text-slate-500">{coupon.category_name ?? 'Everything'}</span>
      </td>
      <td className="py-3 pr-4">{coupon.expires_on ?? 'No end'}</td>
      <td className="py-3 pr-4 tabular-nums">
        {coupon.uses}
        {coupon.max_uses != null && ` of ${coupon.max_uses}`}
      </td>
      <td className="py-3 pr-4">
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${status.tone}`}>{status.label}</span>
      </td>
      <td className="py-3">
        <div className="flex flex-wrap gap-2">
          {coupon.status !== 'expired' && (
            <Button
              size="sm"
              variant="outline"
              loading={save.isPending}
              onClick={toggle}
              aria-label={`${coupon.active ? 'Pause' : 'Resume'} ${coupon.code}`}
            >
              {coupon.active ? 'Pause' : 'Resume'}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            loading={remove.isPending}
            onClick={onDelete}
            aria-label={`Delete ${coupon.code}`}
          >
            Delete
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** The pro's coupons: what each takes off and on what, until when, how often used, and its status. */
export function CouponList({ coupons }: { coupons: ProCoupon[] }) {
  if (coupons.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
        You have no coupons yet. Create one above and give its code to your clients.
      </p>
    );
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white px-5 shadow-sm">
      <table className="w-full min-w-[40rem] text-sm text-slate-700">
        <caption className="sr-only">Your coupons</caption>
        <thead>
          <tr className="text-left text-xs uppercase tracking-wider text-slate-500">
            <th scope="col" className="py-3 pr-4 font-semibold">
              Code
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              Discount
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              Last day
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              Uses
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              Status
            </th>
            <th scope="col" className="py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((c) => (
            <CouponRow key={c.id} coupon={c} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
