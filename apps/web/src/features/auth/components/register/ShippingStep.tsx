import { useFormContext } from 'react-hook-form';
import { AddressFields } from '../../../../components/forms/AddressFields.tsx';
import { fieldBinder } from '../../../../lib/form-fields.ts';
import type { RegisterFormValues } from '../../hooks/register-form.ts';
import { PolicyButton } from '../policies/PolicyButton.tsx';
import type { PolicyKind } from '../policies/PolicyModal.tsx';
import { AcceptanceCheckbox } from './AcceptanceCheckbox.tsx';

/** Step 2 — Shipping Address (apartment optional) and the acceptance of the terms and procedures. */
export function ShippingStep({ openPolicy }: { openPolicy: (kind: PolicyKind) => void }) {
  const field = fieldBinder(useFormContext<RegisterFormValues>());
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <AddressFields kind="shipping" required field={(part) => field(`shipping_${part}`)} />
      <AcceptanceCheckbox
        name="i_accept"
        label={
          <>
            I accept the{' '}
            <PolicyButton kind="terms-and-procedures" openPolicy={openPolicy}>
              terms and procedures
            </PolicyButton>
          </>
        }
      />
    </div>
  );
}
