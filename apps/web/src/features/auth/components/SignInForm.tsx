import { firstFieldMessage, type LoginInput, loginSchema } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SignInFields } from '../../../components/forms/SignInFields.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { useSignIn } from '../../../lib/api/sign-in.ts';
import { showServerFieldErrors, throttledMessage } from '../../../lib/server-field-errors.ts';
import { forgetRememberedEmail, rememberEmail, rememberedEmail } from '../../../lib/storage.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';

/** Email and password with per-field errors (the first server message per field) and 'Remember me'. */
export function SignInForm({ onAdminOtp }: { onAdminOtp: () => void }) {
  const remembered = rememberedEmail();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema, undefined, { raw: true }),
    defaultValues: { email: remembered ?? '', password: '', remember: !!remembered },
  });
  const { handleSubmit, setError } = form;
  const signIn = useSignIn();
  const completeSignIn = useCompleteSignIn();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await signIn.mutateAsync({
        email: values.email.trim(),
        password: values.password,
        remember: !!values.remember,
      });
      // Remember me keeps the email only, never the password (product.md); the long session is the server's.
      if (values.remember) rememberEmail(values.email.trim());
      else forgetRememberedEmail();
      const outcome = await completeSignIn(data, 'password');
      if (outcome === 'admin-otp') onAdminOtp();
    } catch (error) {
      showServerFieldErrors(error, setError, ['email', 'password'], firstFieldMessage);
      setFormError(throttledMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
      {formError && <FormAlert>{formError}</FormAlert>}
      <SignInFields form={form} />
      <Button type="submit" fullWidth size="lg" loading={signIn.isPending}>
        Sign In
      </Button>
    </form>
  );
}
