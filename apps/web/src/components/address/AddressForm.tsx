import { fieldMessage, shippingStepSchema } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Address } from '../../lib/api/get-profile.ts';
import { isApiError } from '../../lib/api-client.ts';
import { fieldBinder } from '../../lib/form-fields.ts';
import { notify } from '../../lib/toast.ts';
import { AddressFields, type AddressPart } from '../forms/AddressFields.tsx';
import { Button } from '../ui/Button.tsx';

type Values = Record<`shipping_${AddressPart}`, string>;
const PARTS: AddressPart[] = ['street', 'apartment', 'city', 'state', 'zip_code'];
const resolver = zodResolver(shippingStepSchema.omit({ i_accept: true }), undefined, { raw: true });

const valuesOf = (a: Address | null): Values => ({
  shipping_street: a?.street ?? '',
  shipping_apartment: a?.apartment ?? '',
  shipping_city: a?.city ?? '',
  shipping_state: a?.state ?? '',
  shipping_zip_code: a?.zip_code ?? '',
});
const addressOf = (v: Values): Address => ({
  street: v.shipping_street,
  apartment: v.shipping_apartment,
  city: v.shipping_city,
  state: v.shipping_state,
  zip_code: v.shipping_zip_code,
});

/** The address form shows every error of a refusal (its parts under them, the rest above its buttons). */
export const ADDRESS_FORM_FIELDS = 'all' as const;

export type AddressFormProps = {
  address: Address | null;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** Saves the address and resolves to the success message to toast. */
  save: (address: Address) => Promise<string>;
  /** The key under which the server reports a part's errors (`shipping_street` on the profile, `street` on an order). */
  serverField: (part: AddressPart) => string;
  onCancel?: () => void;
};

/**
 * A shipping address form (the shared address fields, the registration rules): saves through `save`, toasts
 * its message, and puts a 422's field errors under their fields; an error about the address as a whole
 * (e.g. `ship_to`) shows above the buttons.
 */
export function AddressForm({ address, label, submitLabel, save, serverField, onCancel }: AddressFormProps) {
  const form = useForm<Values>({ resolver: resolver as never, defaultValues: valuesOf(address) });
  const field = fieldBinder(form);
  const [formError, setFormError] = useState('');
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError('');
    try {
      notify.success(await save(addressOf(values)));
    } catch (error) {
      if (!isApiError(error) || error.status !== 422) return;
      const own = new Set(PARTS.map(serverField));
      let first = true;
      for (const part of PARTS) {
        const message = fieldMessage(error.fieldErrors[serverField(part)]);
        if (!message) continue;
        form.setError(`shipping_${part}`, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
      const other = Object.entries(error.fieldErrors).filter(([key]) => !own.has(key));
      setFormError(other.map(([, messages]) => fieldMessage(messages)).join(' '));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="grid gap-4 md:grid-cols-2">
      <AddressFields kind="shipping" required field={(part) => field(`shipping_${part}`)} />
      {formError && (
        <p role="alert" className="text-sm text-red-700 md:col-span-2">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
