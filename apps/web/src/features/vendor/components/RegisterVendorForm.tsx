import type { VendorRegistered } from '@app/domain/vendors/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ContactFields } from '../../../components/forms/ContactFields.tsx';
import { NewAccountFields } from '../../../components/forms/NewAccountFields.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Checkbox } from '../../../components/ui/Checkbox.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { showServerFieldErrors, throttledMessage } from '../../../lib/server-field-errors.ts';
import { useRegisterVendor } from '../api/register-vendor.ts';
import { BrandNamesFields } from './BrandNamesFields.tsx';
import {
  formFieldOf,
  toRegisterBody,
  VENDOR_FORM_DEFAULTS,
  VENDOR_FORM_FIELDS,
  type VendorFormValues,
  vendorFormResolver,
} from './vendor-form.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-slate-200 pt-5 md:grid-cols-2">
      <legend className="pr-2 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * /register/vendor: the company, its website, the contact who signs in, and the brands it sells. Validated by
 * the server's own schema (vendorRegisterSchema); server errors show under their fields, a brand's under its
 * row. `invitation` is the token of the link a pro or the admin mailed.
 */
export function RegisterVendorForm({
  invitation,
  onRegistered,
}: {
  invitation: string | null;
  onRegistered: (registered: VendorRegistered) => void;
}) {
  const form = useForm<VendorFormValues>({
    resolver: vendorFormResolver,
    defaultValues: VENDOR_FORM_DEFAULTS,
  });
  const field = fieldBinder(form);
  const register = useRegisterVendor();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await register.mutateAsync({
        ...toRegisterBody(values),
        ...(invitation ? { invitation } : {}),
      });
      onRegistered(data);
    } catch (error) {
      const shown = showServerFieldErrors(error, form.setError, VENDOR_FORM_FIELDS);
      if (isApiError(error) && error.status === 422) {
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          if (!key.startsWith('brand_names') || !messages?.length) continue;
          const name = formFieldOf(key.split('.')) as `brands.${number}.name`;
          form.setError(
            name,
            { type: 'server', message: messages.join(', ') },
            { shouldFocus: !shown.length },
          );
        }
      }
      setFormError(throttledMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Register as a vendor" className="space-y-6">
      {formError && <FormAlert>{formError}</FormAlert>}
      <Section title="Your company">
        <TextField
          label="Company name"
          autoComplete="organization"
          required
          containerClassName="md:col-span-2"
          {...field('company_name')}
        />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          hint="Optional."
          containerClassName="md:col-span-2"
          {...field('website')}
        />
        <BrandNamesFields form={form} />
      </Section>
      <Section title="Contact">
        <ContactFields form={form} zip={false}>
          {() => <NewAccountFields field={field} />}
        </ContactFields>
      </Section>
      <Checkbox
        label={
          <>
            I agree to the{' '}
            <TextLink to={paths.termsOfService} target="_blank">
              Terms of Service
            </TextLink>
          </>
        }
        {...field('agree')}
      />
      <Button type="submit" size="lg" className="w-full" loading={register.isPending}>
        Register as a vendor
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already selling with us?{' '}
        <TextLink to={paths.vendorLogin} tone="strong">
          Vendor sign in
        </TextLink>
      </p>
    </form>
  );
}
