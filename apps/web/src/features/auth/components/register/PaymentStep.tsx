import { useFormContext } from 'react-hook-form';
import { SelectField } from '../../../../components/ui/SelectField.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import type { RegisterFormValues } from '../../hooks/register-form.ts';
import { CardFields } from './CardFields.tsx';
import { US_STATE_OPTIONS } from './us-state-options.ts';

/** Step 3 — Payment Information: optional, but checked when filled; a card needs its billing address. */
export function PaymentStep() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RegisterFormValues>();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <p className="text-sm text-slate-600 md:col-span-2">
        Save a card for faster checkout. Your card goes straight to our payment provider: we keep only its
        brand, last four digits and expiry. You can skip this step.
      </p>
      <CardFields />
      <h3 className="mt-2 text-base font-semibold text-slate-900 md:col-span-2">Billing address</h3>
      <TextField
        label="Billing street"
        autoComplete="billing address-line1"
        containerClassName="md:col-span-2"
        error={errors.pay_street?.message}
        {...register('pay_street')}
      />
      <TextField
        label="Billing city"
        autoComplete="billing address-level2"
        error={errors.pay_city?.message}
        {...register('pay_city')}
      />
      <SelectField
        label="Billing state"
        placeholder="Select a state"
        options={US_STATE_OPTIONS}
        autoComplete="billing address-level1"
        error={errors.pay_state?.message}
        {...register('pay_state')}
      />
      <TextField
        label="Billing zip code"
        autoComplete="billing postal-code"
        inputMode="numeric"
        error={errors.pay_zip_code?.message}
        {...register('pay_zip_code')}
      />
    </div>
  );
}
