import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { AddressFields } from '../../../components/forms/AddressFields.tsx';
import { ContactFields } from '../../../components/forms/ContactFields.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import type { Profile } from '../../../lib/api/get-profile.ts';
import { useUpdateProfile } from '../../../lib/api/update-profile.ts';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { notify } from '../../../lib/toast.ts';
import {
  PROFILE_FIELDS,
  type ProfileFormValues,
  profileFormValues,
  profileResolver,
  profileUpdateBody,
} from '../hooks/profile-form.ts';

/** Edits name, phone, zip code and both addresses with PUT /api/profile. */
export function ProfileForm({
  profile,
  onDone,
}: {
  profile: Profile;
  onDone: (saved: Profile | null) => void;
}) {
  const update = useUpdateProfile(PROFILE_FIELDS);
  const form = useForm<ProfileFormValues>({
    resolver: profileResolver,
    defaultValues: profileFormValues(profile),
  });
  const { handleSubmit, setError } = form;
  const field = fieldBinder(form);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync(profileUpdateBody(values));
      notify.success(answer.message || 'Your profile has been saved.');
      onDone(answer.data);
    } catch (error) {
      showServerFieldErrors(error, setError, PROFILE_FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit profile" className="space-y-6">
      <ProfileSection legend="Contact">
        <ContactFields form={form} />
      </ProfileSection>
      <ProfileSection legend="Shipping address">
        <AddressFields kind="shipping" field={(part) => field(`shipping_${part}`)} />
      </ProfileSection>
      <ProfileSection legend="Billing address">
        <AddressFields kind="billing" field={(part) => field(`pay_${part}`)} />
      </ProfileSection>
      <div className="flex flex-col-reverse gap-3 md:flex-row md:justify-end">
        <Button variant="outline" onClick={() => onDone(null)} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}

/** One titled group of the form, its fields in two columns from tablet width up. */
function ProfileSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-3 text-base font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
