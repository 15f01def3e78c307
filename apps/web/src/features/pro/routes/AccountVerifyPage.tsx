import { type LoginInput, loginSchema } from '@app/domain';
import type { Verification } from '@app/domain/pros/registration';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { AuthLayout } from '../../../components/layout/AuthLayout.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { EmailField } from '../../../components/ui/EmailField.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PasswordField } from '../../../components/ui/PasswordField.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { showServerFieldErrors, throttledMessage } from '../../../lib/server-field-errors.ts';
import { useCheckVerification } from '../api/check-verification.ts';
import { VerificationStatus } from '../components/VerificationStatus.tsx';

type Registered = {
  verification: Verification;
  company_name?: string;
  vsd_id?: string | null;
  email?: string;
};

/**
 * /account_verify: where a pro's licence verification stands (spec point 2). Right after registering it shows
 * the answer the registration gave; otherwise the pro checks with their email and password (a pending pro
 * cannot sign in yet).
 */
export default function AccountVerifyPage() {
  const registered = useLocation().state as Registered | null;
  const [checked, setChecked] = useState<Verification | null>(null);
  const verification = checked ?? registered?.verification ?? null;
  return (
    <AuthLayout title="Your pro verification" subtitle="Licences are verified within 24 hours.">
      {verification ? (
        <VerificationStatus
          verification={verification}
          companyName={checked ? null : registered?.company_name}
          vsdId={checked ? null : registered?.vsd_id}
        />
      ) : (
        <CheckForm email={registered?.email} onChecked={setChecked} />
      )}
    </AuthLayout>
  );
}

function CheckForm({ email, onChecked }: { email?: string; onChecked: (v: Verification) => void }) {
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema, undefined, { raw: true }),
    defaultValues: { email: email ?? '', password: '', remember: false },
  });
  const field = fieldBinder(form);
  const check = useCheckVerification();
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onChecked((await check.mutateAsync({ email: values.email.trim(), password: values.password })).data);
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['email', 'password']);
      setFormError(
        isApiError(error) && error.status === 404 ? (error.body?.message ?? null) : throttledMessage(error),
      );
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Check your verification" className="space-y-4">
      <p className="text-sm text-slate-600">Enter the email and password you registered with.</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <EmailField required {...field('email')} />
      <PasswordField label="Password" required {...field('password')} />
      <Button type="submit" className="w-full" loading={check.isPending}>
        Check my verification
      </Button>
    </form>
  );
}
