import { useFormContext } from 'react-hook-form';
import { AddressFields } from '../../../../components/forms/AddressFields.tsx';
import { CardFields } from '../../../../components/forms/CardFields.tsx';
import { fieldBinder } from '../../../../lib/form-fields.ts';
import type { RegisterFormValues } from '../../hooks/register-form.ts';

/** Step 3 — Payment Information: optional, but checked when filled; a card needs its billing address. */
export function PaymentStep() {
  const field = fieldBinder(useFormContext<RegisterFormValues>());
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <p className="text-sm text-slate-600 md:col-span-2">
        Save a card for faster checkout. Your card goes straight to our payment provider: we keep only its
        brand, last four digits and expiry. You can skip this step.
      </p>
      <CardFields />
      <h3 className="mt-2 text-base font-semibold text-slate-900 md:col-span-2">Billing address</h3>
      <AddressFields kind="billing" field={(part) => field(`pay_${part}`)} />
    </div>
  );
}
