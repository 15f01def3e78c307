import { useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../../components/ui/Checkbox.tsx';
import { SelectField } from '../../../../components/ui/SelectField.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import type { RegisterFormValues } from '../../hooks/register-form.ts';
import type { PolicyKind } from '../policies/PolicyModal.tsx';
import { US_STATE_OPTIONS } from './us-state-options.ts';

/** Step 2 — Shipping Address (apartment optional) and the acceptance of the terms and procedures. */
export function ShippingStep({ openPolicy }: { openPolicy: (kind: PolicyKind) => void }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<RegisterFormValues>();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        label="Street"
        autoComplete="shipping address-line1"
        required
        containerClassName="md:col-span-2"
        error={errors.shipping_street?.message}
        {...register('shipping_street')}
      />
      <TextField
        label="Apartment, suite, etc. (optional)"
        autoComplete="shipping address-line2"
        containerClassName="md:col-span-2"
        error={errors.shipping_apartment?.message}
        {...register('shipping_apartment')}
      />
      <TextField
        label="City"
        autoComplete="shipping address-level2"
        required
        error={errors.shipping_city?.message}
        {...register('shipping_city')}
      />
      <SelectField
        label="State"
        placeholder="Select a state"
        options={US_STATE_OPTIONS}
        autoComplete="shipping address-level1"
        required
        error={errors.shipping_state?.message}
        {...register('shipping_state')}
      />
      <TextField
        label="Zip code"
        autoComplete="shipping postal-code"
        inputMode="numeric"
        required
        error={errors.shipping_zip_code?.message}
        {...register('shipping_zip_code')}
      />
      <Checkbox
        containerClassName="md:col-span-2"
        error={errors.i_accept?.message}
        label={
          <>
            I accept the{' '}
            <button
              type="button"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              onClick={() => openPolicy('terms-and-procedures')}
            >
              terms and procedures
            </button>
          </>
        }
        {...register('i_accept')}
      />
    </div>
  );
}
