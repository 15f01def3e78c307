import { ADDRESS_FORM_FIELDS, AddressForm } from '../../../components/address/AddressForm.tsx';
import type { Address, Profile } from '../../../lib/api/get-profile.ts';
import { useUpdateProfile } from '../../../lib/api/update-profile.ts';

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
  const update = useUpdateProfile(ADDRESS_FORM_FIELDS);
  const save = async (a: Address) => {
    const answer = await update.mutateAsync({
      shipping_street: a.street,
      shipping_apartment: a.apartment,
      shipping_city: a.city,
      shipping_state: a.state,
      shipping_zip_code: a.zip_code,
    });
    onSaved(answer.data);
    return answer.message || 'Your shipping address has been saved.';
  };
  return (
    <AddressForm
      address={address}
      label="Shipping address"
      submitLabel="Save address"
      save={save}
      serverField={(part) => `shipping_${part}`}
      onCancel={onCancel}
    />
  );
}
