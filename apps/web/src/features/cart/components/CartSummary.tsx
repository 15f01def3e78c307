import { formatUsd } from '@app/domain/money/cents';
import { CouponForm } from '../../../components/cart/CouponForm.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { Price } from '../../../components/ui/Price.tsx';
import { paths } from '../../../config/paths.ts';
import type { Cart } from '../../../lib/cart/cart.ts';

/**
 * Subtotal, the coupon's discount line, and the ways on: checkout (guests sign in first and come back to
 * /checkout) or more shopping.
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const discount = cart.coupon_error ? 0 : cart.discount_cents;
  return (
    <section
      aria-labelledby="cart-summary"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:p-6 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary" className="text-lg font-semibold text-slate-900">
        Order summary
      </h2>
      <p className="text-sm text-slate-600">
        {cart.count} {cart.count === 1 ? 'item' : 'items'}, {cart.total_qty}{' '}
        {cart.total_qty === 1 ? 'unit' : 'units'}
      </p>
      <dl className="space-y-2 border-t border-slate-200 pt-3 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-semibold text-slate-900">Subtotal</dt>
          <dd data-testid="cart-subtotal" className="text-lg">
            <Price cents={cart.subtotal_cents} />
          </dd>
        </div>
        {discount > 0 && (
          <>
            <div className="flex items-baseline justify-between gap-4 text-green-800">
              <dt>Coupon {cart.coupon_code}</dt>
              <dd data-testid="cart-discount">−{formatUsd(discount)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-slate-600">Total before tax</dt>
              <dd className="font-semibold text-slate-900">{formatUsd(cart.subtotal_cents - discount)}</dd>
            </div>
          </>
        )}
      </dl>
      <p className="text-sm text-slate-600">Tax and shipping are computed at checkout.</p>
      <CouponForm cart={cart} />
      <ButtonLink to={paths.checkout} size="lg" className="w-full">
        Proceed to Checkout
      </ButtonLink>
      <ButtonLink to={paths.visualizeShowroom} variant="outline" className="w-full">
        Continue Shopping
      </ButtonLink>
    </section>
  );
}
