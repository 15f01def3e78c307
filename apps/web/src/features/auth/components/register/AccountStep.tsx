import { useFormContext } from 'react-hook-form';
import { ContactFields } from '../../../../components/forms/ContactFields.tsx';
import { NewAccountFields } from '../../../../components/forms/NewAccountFields.tsx';
import { TextLink } from '../../../../components/ui/TextLink.tsx';
import { paths } from '../../../../config/paths.ts';
import { fieldBinder } from '../../../../lib/form-fields.ts';
import type { RegisterFormValues } from '../../hooks/register-form.ts';
import { PolicyButton } from '../policies/PolicyButton.tsx';
import type { PolicyKind } from '../policies/PolicyModal.tsx';
import { AcceptanceCheckbox } from './AcceptanceCheckbox.tsx';

/** Step 1 — Account: full name, email, password, country code, phone, zip code and the terms. */
export function AccountStep({ openPolicy }: { openPolicy: (kind: PolicyKind) => void }) {
  const form = useFormContext<RegisterFormValues>();
  const field = fieldBinder(form);

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ContactFields form={form}>{() => <NewAccountFields field={field} />}</ContactFields>
      <AcceptanceCheckbox
        name="agree"
        label={
          <>
            I agree to the{' '}
            <PolicyButton kind="terms-of-use" openPolicy={openPolicy}>
              Terms of Use
            </PolicyButton>
            ' ' and the' '
            <PolicyButton kind="privacy-policy" openPolicy={openPolicy}>
              Privacy Policy
            </PolicyButton>
          </>
        }
      />
      <p className="text-sm text-slate-600 md:col-span-2">
        Already have an account?{' '}
        <TextLink to={paths.login} tone="strong">
          Sign In
        </TextLink>
        <span aria-hidden="true"> · </span>
        <TextLink to={paths.home} tone="muted">
          Continue Shopping
        </TextLink>
      </p>
    </div>
  );
}
