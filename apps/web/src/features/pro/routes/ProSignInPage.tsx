import { firstFieldMessage, type LoginInput, loginSchema } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { SignInFields } from '../../../components/forms/SignInFields.tsx';
import { AuthLayout } from '../../../components/layout/AuthLayout.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { useSignIn } from '../../../lib/api/sign-in.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { showServerFieldErrors, throttledMessage } from '../../../lib/server-field-errors.ts';
import { useSession } from '../../../lib/session.tsx';
import { useProSignIn } from '../hooks/use-pro-sign-in.ts';

/** /pro/login: the pro portal's own sign-in (decisions/0011); the main sign-in page stays the homeowners'. */
export default function ProSignInPage() {
  const { user } = useSession();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema, undefined, { raw: true }),
    defaultValues: { email: '', password: '', remember: false },
  });
  const signIn = useSignIn();
  const complete = useProSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (user?.type === 'Contractor') return <Navigate to={paths.pro} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setPending(false);
    try {
      const { data } = await signIn.mutateAsync({ ...values, email: values.email.trim() });
      await complete(data);
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['email', 'password'], firstFieldMessage);
      // A pro waiting for approval (or declined) learns where it stands on /account_verify.
      if (isApiError(error) && error.status === 403) {
        setFormError(error.body?.message ?? null);
        setPending(true);
      } else setFormError(throttledMessage(error));
    }
  });

  return (
    <AuthLayout title="Pro sign in" subtitle="Run your showroom: orders, earnings and payouts.">
      <form noValidate onSubmit={onSubmit} aria-label="Pro sign in" className="space-y-4">
        {formError && (
          <FormAlert>
            {formError}
            {pending && (
              <>
                {' '}
                <TextLink to={paths.accountVerify} state={{ email: form.getValues('email') }} tone="strong">
                  See where your verification stands
                </TextLink>
              </>
            )}
          </FormAlert>
        )}
        <SignInFields form={form} />
        <Button type="submit" className="w-full" loading={signIn.isPending}>
          Sign In
        </Button>
        <p className="text-center text-sm text-slate-600">
          New pro?{' '}
          <TextLink to={paths.registerContractor} tone="strong">
            Open your pro showroom
          </TextLink>
        </p>
      </form>
    </AuthLayout>
  );
}
