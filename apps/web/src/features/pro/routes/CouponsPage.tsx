import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useCoupons } from '../api/coupons.ts';
import { useMarkups } from '../api/markups.ts';
import { CouponList } from '../components/CouponList.tsx';
import { NewCouponForm } from '../components/NewCouponForm.tsx';

/**
 * /pro/coupons: a new coupon (code, percent of the price or amount per item, what it applies to, last day,
 * usage limit — never above the markup) and the pro's coupons with their uses, paused, resumed or deleted.
 */
export default function CouponsPage() {
  const markups = useMarkups();
  const coupons = useCoupons();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">Coupons</h1>
        <p className="mt-1 text-sm text-slate-600">
          A coupon comes off your markup, never more: your clients save, and you still never sell below the
          vendor’s price.
        </p>
      </header>
      {markups.isPending ? (
        <Spinner size="lg" label="Loading your markups" />
      ) : markups.isError ? (
        <FormAlert>Your markups could not be loaded.</FormAlert>
      ) : (
        <NewCouponForm markups={markups.data} />
      )}
      <section aria-labelledby="your-coupons" className="space-y-3">
        <h2 id="your-coupons" className="text-lg font-semibold text-slate-900">
          Your coupons
        </h2>
        {coupons.isPending ? (
          <Spinner label="Loading your coupons" />
        ) : coupons.isError ? (
          <FormAlert>Your coupons could not be loaded.</FormAlert>
        ) : (
          <CouponList coupons={coupons.data} />
        )}
      </section>
    </div>
  );
}
