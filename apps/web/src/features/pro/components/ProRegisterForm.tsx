import { US_STATES } from '@app/domain';
import { INVITE_QUERY } from '@app/domain/pros/invitations';
import { contractorRegisterSchema, PRO_TRADES } from '@app/domain/pros/registration';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressFields } from '../../../components/forms/AddressFields.tsx';
import { ContactFields } from '../../../components/forms/ContactFields.tsx';
import { NewAccountFields } from '../../../components/forms/NewAccountFields.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Checkbox } from '../../../components/ui/Checkbox.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { showServerFieldErrors, throttledMessage } from '../../../lib/server-field-errors.ts';
import { useRegisterPro } from '../api/register-pro.ts';
import { PRO_FORM_DEFAULTS, PRO_FORM_FIELDS, type ProFormValues, toRegisterBody } from './pro-form.ts';
import { VsdIdField } from './VsdIdField.tsx';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
const TRADE_LABELS = { contractor: 'Contractor', designer: 'Designer' } as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-slate-200 pt-5 md:grid-cols-2">
      <legend className="pr-2 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * /register/contractor: the company and its showroom ID, the pro, the licence the admin verifies within 24
 * hours, the business address and the trade. Validated by the server's own schema (contractorRegisterSchema);
 * server errors show under their fields. On success the pro lands on /account_verify.
 */
export function ProRegisterForm() {
  // A pro's designer invitation links here with the trade preset and its token (domain invitationPath).
  const [query] = useSearchParams();
  const invite = query.get(INVITE_QUERY.invite) || null;
  const form = useForm<ProFormValues>({
    resolver: zodResolver(contractorRegisterSchema, undefined, { raw: true }) as never,
    defaultValues: {
      ...PRO_FORM_DEFAULTS,
      trade: query.get(INVITE_QUERY.trade) === 'designer' ? 'designer' : PRO_FORM_DEFAULTS.trade,
    },
  });
  const field = fieldBinder(form);
  const register = useRegisterPro();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await register.mutateAsync({
        ...toRegisterBody(values),
        ...(invite ? { invite } : {}),
      });
      navigate(paths.accountVerify, {
        state: {
          verification: data.verification,
          company_name: data.user.shop_profile?.company_name ?? values.company_name,
          vsd_id: data.user.shop_profile?.vsd_id ?? null,
          email: data.user.email,
        },
      });
    } catch (error) {
      showServerFieldErrors(error, form.setError, PRO_FORM_FIELDS);
      setFormError(throttledMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Register as a pro" className="space-y-6">
      {formError && <FormAlert>{formError}</FormAlert>}
      <Section title="Your company">
        <TextField
          label="Company name"
          autoComplete="organization"
          required
          containerClassName="md:col-span-2"
          {...field('company_name')}
        />
        <VsdIdField form={form} />
        <fieldset className="md:col-span-2">
          <legend className="text-sm font-medium text-slate-800">You are a</legend>
          <div className="mt-2 flex gap-6">
            {PRO_TRADES.map((trade) => (
              <label key={trade} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  value={trade}
                  className="size-4 accent-brand-600"
                  {...form.register('trade')}
                />
                {TRADE_LABELS[trade]}
              </label>
            ))}
          </div>
        </fieldset>
      </Section>
      <Section title="You">
        <ContactFields form={form} zip={false}>
          {() => <NewAccountFields field={field} />}
        </ContactFields>
      </Section>
      <Section title="Your licence">
        <TextField label="License number" autoComplete="off" required {...field('license_number')} />
        <SelectField
          label="Issuing state"
          placeholder="Select a state"
          options={STATE_OPTIONS}
          required
          {...field('license_state')}
        />
        <p className="text-sm text-slate-600 md:col-span-2">
          We verify every licence within 24 hours; your showroom opens to clients once it is verified.
        </p>
      </Section>
      <Section title="Business address">
        <AddressFields kind="business" required field={(part) => field(`business_${part}`)} />
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
        Register my showroom
      </Button>
      <p className="text-center text-sm text-slate-600">
        A homeowner?{' '}
        <TextLink to={paths.register} tone="strong">
          Sign up for free as a homeowner
        </TextLink>
      </p>
    </form>
  );
}
