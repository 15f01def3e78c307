import { forgotPasswordSchema } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthLayout } from '../../../components/layout/AuthLayout.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { EmailField } from '../../../components/ui/EmailField.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { showServerFieldErrors, throttledMessage } from '../../../lib/server-field-errors.ts';
import { rememberedEmail } from '../../../lib/storage.ts';
import { useRequestResetLink } from '../api/forgot-password.ts';
import { FormFooterLink } from '../components/FormFooterLink.tsx';

/** /reset_password: asks for a reset link by email and shows the server's answer. */
export default function ResetPasswordPage() {
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema, undefined, { raw: true }),
    defaultValues: { email: rememberedEmail() ?? '' },
  });
  const { handleSubmit, setError } = form;
  const field = fieldBinder(form);
  const requestLink = useRequestResetLink();
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = handleSubmit(async ({ email }) => {
    setAnswer(null);
    try {
      const result = await requestLink.mutateAsync({ email: email.trim() });
      setAnswer({
        tone: 'success',
        text: result.message || 'If an account exists for this email, a reset link is on its way.',
      });
    } catch (error) {
      showServerFieldErrors(error, setError, ['email']);
      const throttled = throttledMessage(error);
      if (throttled) setAnswer({ tone: 'error', text: throttled });
    }
  });

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter your account's email and we will send you a link to set a new password."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Reset password">
        {answer && <FormAlert tone={answer.tone}>{answer.text}</FormAlert>}
        <EmailField required {...field('email')} />
        <Button type="submit" fullWidth size="lg" loading={requestLink.isPending}>
          Send reset link
        </Button>
        <FormFooterLink to={paths.login}>Back to Sign In</FormFooterLink>
      </form>
    </AuthLayout>
  );
}
