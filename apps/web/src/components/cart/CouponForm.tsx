import { fieldMessage } from '@app/domain';
import { formatUsd } from '@app/domain/money/cents';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import type { Cart } from '../../lib/cart/cart.ts';
import { useApplyCoupon, useRemoveCoupon } from '../../lib/cart/use-cart.ts';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';

const problemOf = (error: unknown) =>
  isApiError(error) && error.status === 422 ? fieldMessage(error.fieldErrors.coupon) || error.message : null;

/**
 * The cart's coupon: checked by the server when applied (a refusal shows under the field) and kept with the
 * cart, so the cart, the checkout and the order all use the same one. An applied coupon shows its discount
 * and can be removed.
 */
export function CouponForm({ cart }: { cart: Cart }) {
  const [code, setCode] = useState('');
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();

  if (cart.coupon_code) {
    return (
      <div className="flex flex-col gap-1 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2">
          <p className="text-green-900">
            Coupon <span className="font-semibold">{cart.coupon_code}</span>
            {cart.coupon_error ? '' : ` applied: ${formatUsd(cart.discount_cents)} off`}
          </p>
          <Button
            variant="outline"
            size="sm"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
            aria-label={`Remove coupon ${cart.coupon_code}`}
          >
            Remove
          </Button>
        </div>
        {cart.coupon_error && (
          <p role="alert" className="text-red-700">
            {cart.coupon_error}
          </p>
        )}
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || apply.isPending) return;
    apply.mutate(trimmed, { onSuccess: () => setCode('') });
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Coupon" className="flex items-start gap-2">
      <TextField
        label="Coupon code"
        name="coupon"
        autoComplete="off"
        autoCapitalize="characters"
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          if (apply.isError) apply.reset();
        }}
        error={problemOf(apply.error)}
        containerClassName="min-w-0 flex-1"
      />
      <Button type="submit" variant="outline" className="mt-6 shrink-0" loading={apply.isPending}>
        Apply
      </Button>
    </form>
  );
}
