import { phoneAsTyped } from '@app/domain/shared/phone-as-typed';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Checkbox } from '../../../../components/ui/Checkbox.tsx';
import { CountryCodeSelect } from '../../../../components/ui/CountryCodeSelect.tsx';
import { PasswordField } from '../../../../components/ui/PasswordField.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { paths } from '../../../../config/paths.ts';
import type { RegisterFormValues } from '../../hooks/register-form.ts';
import type { PolicyKind } from '../policies/PolicyModal.tsx';

const linkButton = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** Step 1 — Account: full name, email, password, country code, phone, zip code and the terms. */
export function AccountStep({ openPolicy }: { openPolicy: (kind: PolicyKind) => void }) {
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<RegisterFormValues>();
  const countryCode = useWatch({ control, name: 'country_code' });

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        label="Full name"
        autoComplete="name"
        required
        containerClassName="md:col-span-2"
        error={errors.full_name?.message}
        {...register('full_name')}
      />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        containerClassName="md:col-span-2"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        containerClassName="md:col-span-2"
        error={errors.password?.message}
        {...register('password')}
      />
      <CountryCodeSelect
        error={errors.country_code?.message}
        {...register('country_code', {
          // Re-shape the typed phone for the new calling code.
          onChange: (e) => setValue('phone_number', phoneAsTyped(getValues('phone_number'), e.target.value)),
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
            placeholder={countryCode === '+1' ? '(555) 555-5555' : undefined}
            error={fieldState.error?.message}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(phoneAsTyped(e.target.value, countryCode))}
          />
        )}
      />
      <TextField
        label="Zip code"
        autoComplete="postal-code"
        inputMode="numeric"
        required
        error={errors.zip_code?.message}
        {...register('zip_code')}
      />
      <Checkbox
        containerClassName="md:col-span-2"
        error={errors.agree?.message}
        label={
          <>
            I agree to the{' '}
            <button type="button" className={linkButton} onClick={() => openPolicy('terms-of-use')}>
              Terms of Use
            </button>{' '}
            and the{' '}
            <button type="button" className={linkButton} onClick={() => openPolicy('privacy-policy')}>
              Privacy Policy
            </button>
          </>
        }
        {...register('agree')}
      />
      <p className="text-sm text-slate-600 md:col-span-2">
        Already have an account?{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          Sign In
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to={paths.home} className="text-slate-700 hover:underline">
          Continue Shopping
        </Link>
      </p>
    </div>
  );
}
