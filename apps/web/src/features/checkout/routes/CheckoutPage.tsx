import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AddressText } from '../../../components/address/AddressText.tsx';
import { CouponForm } from '../../../components/cart/CouponForm.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { paths } from '../../../config/paths.ts';
import type { Profile } from '../../../lib/api/get-profile.ts';
import { writeCheckoutState } from '../api/checkout-session.ts';
import { useOrderPreview } from '../api/order-preview.ts';
import {
  CheckoutLayout,
  CheckoutLoading,
  CheckoutUnavailable,
  Panel,
} from '../components/CheckoutLayout.tsx';
import { OrderSummary } from '../components/OrderSummary.tsx';
import { ShippingAddressForm } from '../components/ShippingAddressForm.tsx';
import { TotalsProblem } from '../components/TotalsProblem.tsx';
import { useCheckoutCart } from '../hooks/use-checkout-cart.ts';
import { checkoutProfileKey, useCheckoutProfile } from '../hooks/use-checkout-profile.ts';

/**
 * /checkout (spec point 2): the shipping address and the cart's coupon, with the order's totals (tax of the
 * address's state, discount, shipping) beside them, then on to payment.
 */
export default function CheckoutPage() {
  const cart = useCheckoutCart();
  const profile = useCheckoutProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [missing, setMissing] = useState(false);
  const address = profile.data?.shipping_address ?? null;
  const preview = useOrderPreview(cart.data, address, !!address);

  if (!cart.data?.Project_tans.length || !profile.data)
    return (
      <CheckoutLayout title="Checkout" step="Step 1 of 2 · Shipping">
        {cart.isError || profile.isError ? (
          <CheckoutUnavailable />
        ) : (
          <CheckoutLoading label="Loading your checkout" />
        )}
      </CheckoutLayout>
    );
  const saved = (next: Profile) => {
    queryClient.setQueryData<Profile>(checkoutProfileKey, (old) => ({ ...old, ...next }));
    setEditing(false);
    setMissing(false);
  };
  const proceed = () => {
    if (!address) return setMissing(true);
    writeCheckoutState({ ship_to: address });
    void navigate(paths.checkoutPayment);
  };

  return (
    <CheckoutLayout
      title="Checkout"
      step="Step 1 of 2 · Shipping"
      aside={
        <OrderSummary
          cart={cart.data}
          totals={address ? preview.data : undefined}
          problem={
            !address ? (
              <p className="text-sm text-slate-600">
                Add your shipping address to see the tax and the total.
              </p>
            ) : preview.isError ? (
              <TotalsProblem error={preview.error} onRetry={() => void preview.refetch()} />
            ) : undefined
          }
        >
          <Button size="lg" fullWidth onClick={proceed} disabled={editing}>
            Continue to Payment
          </Button>
        </OrderSummary>
      }
    >
      <Panel title="Shipping address" id="checkout-shipping">
        {editing || !address ? (
          <>
            {missing && (
              <p role="alert" className="mb-4 text-sm text-red-700">
                Please add the shipping address for your order.
              </p>
            )}
            <ShippingAddressForm
              address={address}
              onSaved={saved}
              onCancel={address ? () => setEditing(false) : undefined}
            />
          </>
        ) : (
          <div className="flex flex-wrap items-start justify-between gap-4 text-sm text-slate-800">
            <AddressText address={address} empty="" />
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Change address
            </Button>
          </div>
        )}
      </Panel>
      <Panel title="Coupon" id="checkout-coupon">
        <div className="max-w-md">
          <CouponForm cart={cart.data} />
        </div>
        <p className="mt-2 text-sm text-slate-600">
          A coupon of your showroom comes off the subtotal; the order summary shows the new total.
        </p>
      </Panel>
    </CheckoutLayout>
  );
}
