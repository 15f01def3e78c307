import { fieldMessage } from '@app/domain';
import { formatUsd } from '@app/domain/money/cents';
import { FormProvider, useForm } from 'react-hook-form';
import { AddressText } from '../../../components/address/AddressText.tsx';
import { CardChoice } from '../../../components/forms/CardChoice.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import type { Profile } from '../../../lib/api/get-profile.ts';
import { isApiError } from '../../../lib/api-client.ts';
import type { Cart } from '../../../lib/cart/cart.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { readCheckoutState } from '../api/checkout-session.ts';
import { useOrderPreview } from '../api/order-preview.ts';
import {
  CheckoutLayout,
  CheckoutLoading,
  CheckoutUnavailable,
  Panel,
} from '../components/CheckoutLayout.tsx';
import { OrderSummary } from '../components/OrderSummary.tsx';
import { TotalsProblem } from '../components/TotalsProblem.tsx';
import {
  CARD_FIELDS,
  type PaymentFormValues,
  paymentBody,
  paymentDefaults,
  paymentResolver,
} from '../hooks/payment-form.ts';
import { useCheckoutCart } from '../hooks/use-checkout-cart.ts';
import { useCheckoutProfile } from '../hooks/use-checkout-profile.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { orderErrorText } from './order-error.ts';

type Place = ReturnType<typeof usePlaceOrder>;

/**
 * /checkout-payment (spec point 2): the totals the order will charge (the server's preview), the saved card
 * or a new one, then 'Place Order' (POST /api/orders). The provider's refusal shows under the card.
 */
export default function CheckoutPaymentPage() {
  const place = usePlaceOrder();
  const cartQuery = useCheckoutCart(!place.placed);
  const profileQuery = useCheckoutProfile();
  const cart = cartQuery.data;
  const profile = profileQuery.data;
  if (!cart?.Project_tans.length || !profile)
    return (
      <CheckoutLayout title="Payment" step="Step 2 of 2 · Payment">
        {cartQuery.isError || profileQuery.isError ? (
          <CheckoutUnavailable />
        ) : (
          <CheckoutLoading label="Loading your checkout" />
        )}
      </CheckoutLayout>
    );
  return <PaymentForm cart={cart} profile={profile} place={place} />;
}

function PaymentForm({ cart, profile, place }: { cart: Cart; profile: Profile; place: Place }) {
  const form = useForm<PaymentFormValues>({
    resolver: paymentResolver,
    defaultValues: paymentDefaults(!!profile.payment_details),
  });
  const { ship_to } = readCheckoutState();
  const shipTo = ship_to ?? profile.shipping_address;
  const preview = useOrderPreview(cart, shipTo, !place.placed);

  const onSubmit = form.handleSubmit(async (values) => {
    if (place.isPending || !preview.data) return;
    const body = { ...(ship_to ? { ship_to } : {}), payment: paymentBody(values) };
    try {
      await place.mutateAsync({ body, lines: cart.Project_tans, coupon: cart.coupon_code });
    } catch (error) {
      // A network error keeps the attempt's key: 'Place Order' again retries with the same one.
      if (values.method === 'new') showServerFieldErrors(error, form.setError, CARD_FIELDS);
      else if (isApiError(error) && error.fieldErrors.card_number) {
        // The saved card was refused: its message goes under the saved card.
        const message = fieldMessage(error.fieldErrors.card_number);
        form.setError('method', { type: 'server', message }, { shouldFocus: true });
      }
    }
  });
  const problem = orderErrorText(place.error);

  return (
    <CheckoutLayout
      title="Payment"
      step="Step 2 of 2 · Payment"
      aside={
        <OrderSummary
          cart={cart}
          totals={preview.data}
          problem={
            preview.isError && <TotalsProblem error={preview.error} onRetry={() => void preview.refetch()} />
          }
        >
          <Button
            type="submit"
            form="checkout-payment-form"
            size="lg"
            fullWidth
            loading={place.isPending}
            disabled={!preview.data}
          >
            Place Order
          </Button>
          {preview.data && (
            <p className="text-center text-xs text-slate-600">
              Your card is charged{' '}
              <span className="font-semibold">{formatUsd(preview.data.charge_cents)}</span> when you place the
              order.
            </p>
          )}
          <TextLink to={paths.checkout} tone="muted" className="text-center text-sm">
            Back to shipping and coupon
          </TextLink>
        </OrderSummary>
      }
    >
      <Panel title="Payment method" id="checkout-payment-method">
        <FormProvider {...form}>
          <form id="checkout-payment-form" noValidate onSubmit={onSubmit} aria-label="Payment">
            <CardChoice savedCard={profile.payment_details} legend="Payment method" hideLegend />
          </form>
        </FormProvider>
        {problem && (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {problem}
          </p>
        )}
      </Panel>
      <Panel title="Shipping and billing" id="checkout-billing">
        <div className="text-sm text-slate-800">
          <AddressText address={shipTo} empty="No shipping address yet." />
          <p className="mt-2 text-slate-600">Billing address: the same as the shipping address.</p>
        </div>
      </Panel>
    </CheckoutLayout>
  );
}
