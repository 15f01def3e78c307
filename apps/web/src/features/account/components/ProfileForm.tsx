import { DEFAULT_COUNTRY_CODE, fieldMessage, US_STATES } from '@app/domain';
import { phoneAsTyped } from '@app/domain/shared/phone-as-typed';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { CountryCodeSelect } from '../../../components/ui/CountryCodeSelect.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import type { Profile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  PROFILE_FIELDS,
  type ProfileFormValues,
  profileFormValues,
  profileResolver,
  profileUpdateBody,
} from '../hooks/profile-form.ts';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/** Edits name, phone, zip code and both addresses with PUT /api/profile. */
export function ProfileForm({
  profile,
  onDone,
}: {
  profile: Profile;
  onDone: (saved: Profile | null) => void;
}) {
  const update = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ProfileFormValues>({ resolver: profileResolver, defaultValues: profileFormValues(profile) });
  const countryCode = useWatch({ control, name: 'country_code' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync(profileUpdateBody(values));
      notify.success(answer.message || 'Your profile has been saved.');
      onDone(answer.data);
    } catch (error) {
      if (!isApiError(error) || error.status !== 422) return;
      let focus = true;
      for (const field of PROFILE_FIELDS) {
        const message = fieldMessage(error.fieldErrors[field]);
        if (!message) continue;
        setError(field, { type: 'server', message }, { shouldFocus: focus });
        focus = false;
      }
    }
  });

  const text = (name: keyof ProfileFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} error={errors[name]?.message} {...extra} {...register(name)} />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit profile" className="space-y-6">
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Contact</legend>
        {text('full_name', 'Full name', {
          autoComplete: 'name',
          required: true,
          containerClassName: 'md:col-span-2',
        })}
        <CountryCodeSelect
          error={errors.country_code?.message}
          {...register('country_code', {
            onChange: (e) =>
              setValue('phone_number', phoneAsTyped(getValues('phone_number'), e.target.value)),
          })}
        />
        <Controller
          control={control}
          name="phone_number"
          render={({ field, fieldState }) => (
            <TextField
              label="Phone number"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              placeholder={countryCode === DEFAULT_COUNTRY_CODE ? '(555) 555-5555' : undefined}
              error={fieldState.error?.message}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(phoneAsTyped(e.target.value, countryCode))}
            />
          )}
        />
        {text('zip_code', 'Zip code', { autoComplete: 'postal-code', inputMode: 'numeric', required: true })}
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Shipping address</legend>
        {text('shipping_street', 'Street', {
          autoComplete: 'shipping address-line1',
          containerClassName: 'md:col-span-2',
        })}
        {text('shipping_apartment', 'Apartment, suite, etc. (optional)', {
          autoComplete: 'shipping address-line2',
          containerClassName: 'md:col-span-2',
        })}
        {text('shipping_city', 'City', { autoComplete: 'shipping address-level2' })}
        <SelectField
          label="State"
          placeholder="Select a state"
          options={STATE_OPTIONS}
          error={errors.shipping_state?.message}
          {...register('shipping_state')}
        />
        {text('shipping_zip_code', 'Zip code', {
          autoComplete: 'shipping postal-code',
          inputMode: 'numeric',
        })}
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Billing address</legend>
        {text('pay_street', 'Billing street', {
          autoComplete: 'billing address-line1',
          containerClassName: 'md:col-span-2',
        })}
        {text('pay_city', 'Billing city', { autoComplete: 'billing address-level2' })}
        <SelectField
          label="Billing state"
          placeholder="Select a state"
          options={STATE_OPTIONS}
          error={errors.pay_state?.message}
          {...register('pay_state')}
        />
        {text('pay_zip_code', 'Billing zip code', {
          autoComplete: 'billing postal-code',
          inputMode: 'numeric',
        })}
      </fieldset>

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
