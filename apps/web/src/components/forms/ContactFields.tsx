import { DEFAULT_COUNTRY_CODE } from '@app/domain';
import { phoneAsTyped } from '@app/domain/shared/phone-as-typed';
import type { ReactNode } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { fieldBinder } from '../../lib/form-fields.ts';
import { CountryCodeSelect } from '../ui/CountryCodeSelect.tsx';
import { TextField } from '../ui/TextField.tsx';
import { FormattedField } from './FormattedField.tsx';

type ContactValues = { full_name: string; country_code: string; phone_number: string; zip_code?: string };

/**
 * Who the customer is (register step 1, profile): full name, then `children` (what only some forms ask, e.g.
 * email and password), country calling code, phone number and zip code, all required but the code. `children`
 * is a function so its fields register after the full name; `zip={false}` leaves the zip code out (a pro's is
 * the business address's): react-hook-form focuses the first invalid field
 * in the order the fields registered, which must be the order on screen. The phone
 * is re-shaped as it is typed for its code, e.g. (555) 555-5555 for +1, and again when the code changes.
 * Sits in a two-column grid.
 */
export function ContactFields<T extends ContactValues>({
  form,
  children,
  zip = true,
}: {
  form: UseFormReturn<T>;
  children?: () => ReactNode;
  zip?: boolean;
}) {
  // Every form given here holds these fields (T extends ContactValues); seen as just those, the calls type-check.
  const contact = form as unknown as UseFormReturn<ContactValues>;
  const { control, setValue, getValues } = contact;
  const field = fieldBinder(contact);
  const countryCode = useWatch({ control, name: 'country_code' });
  return (
    <>
      <TextField
        label="Full name"
        autoComplete="name"
        required
        containerClassName="md:col-span-2"
        {...field('full_name')}
      />
      {children?.()}
      <CountryCodeSelect
        {...field('country_code', {
          // Re-shape the typed phone for the new calling code.
          onChange: (e) => setValue('phone_number', phoneAsTyped(getValues('phone_number'), e.target.value)),
        })}
      />
      <FormattedField
        control={control}
        name="phone_number"
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        placeholder={countryCode === DEFAULT_COUNTRY_CODE ? '(555) 555-5555' : undefined}
        format={(typed) => phoneAsTyped(typed, countryCode)}
      />
      {zip && (
        <TextField
          label="Zip code"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          {...field('zip_code')}
        />
      )}
    </>
  );
}
