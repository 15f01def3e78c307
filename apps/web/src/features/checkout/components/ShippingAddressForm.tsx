import { shippingStepSchema } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AddressFields } from '../../../components/forms/AddressFields.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { notify } from '../../../lib/toast.ts';
import type { Address, Profile } from '../../account/api/get-profile.ts';
import { useUpdateProfile } from '../../account/api/update-profile.ts';
import { showServerFieldErrors } from '../../auth/hooks/server-field-errors.ts';

type Values = Record<`shipping_${keyof Address}`, string>;
const FIELDS = [
  'shipping_street',
  'shipping_apartment',
  'shipping_city',
  'shipping_state',
  'shipping_zip_code',
] as const;
const resolver = zodResolver(shippingStepSchema.omit({ i_accept: true }), undefined, { raw: true });

const valuesOf = (a: Address | null): Values => ({
  shipping_street: a?.street ?? '',
  shipping_apartment: a?.apartment ?? '',
  shipping_city: a?.city ?? '',
  shipping_state: a?.state ?? '',
  shipping_zip_code: a?.zip_code ?? '',
});

/** Edits the shipping address with the shared address fields and saves it to the profile (PUT /api/profile). */
export function ShippingAddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address: Address | null;
  onSaved: (profile: Profile) => void;
  onCancel?: () => void;
}) {
  const update = useUpdateProfile();
  const form = useForm<Values>({ resolver: resolver as never, defaultValues: valuesOf(address) });
  const field = fieldBinder(form);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync(values);
      notify.success(answer.message || 'Your shipping address has been saved.');
      onSaved(answer.data);
    } catch (error) {
      showServerFieldErrors(error, form.setError, FIELDS);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Shipping address" className="grid gap-4 md:grid-cols-2">
      <AddressFields kind="shipping" required field={(part) => field(`shipping_${part}`)} />
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit" loading={update.isPending}>
          Save address
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
