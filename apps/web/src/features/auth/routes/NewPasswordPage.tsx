import { resetPasswordSchema } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/AuthLayout.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { notify } from '../../../lib/toast.ts';
import { NEW_PASSWORD_FIELDS, type NewPasswordBody, useResetPassword } from '../api/reset-password.ts';
import { FormFooterLink } from '../components/FormFooterLink.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';

/** /password_reset?token=&email=: sets the new password from the mailed link, then back to Sign In. */
export default function NewPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm<NewPasswordBody>({
    resolver: zodResolver(resetPasswordSchema, undefined, { raw: true }),
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const field = fieldBinder(form);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await resetPassword.mutateAsync(values);
      notify.success(result.message || 'Your password has been reset. Please sign in.', { nextPage: true });
      navigate(paths.login, { replace: true });
    } catch (error) {
      showServerFieldErrors(error, setError, NEW_PASSWORD_FIELDS);
    }
  });

  const linkProblem = errors.token?.message;
  return (
    <AuthLayout title="Set a new password">
      {!token || !email ? (
        <div className="space-y-4">
          <FormAlert>This reset link is incomplete. Please ask for a new one.</FormAlert>
          <ResetAgainLink />
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Set a new password">
          {linkProblem && <FormAlert>{linkProblem}</FormAlert>}
          <TextField
            label="Email"
            type="email"
            readOnly
            value={email}
            error={errors.email?.message}
            name="email"
          />
          <NewPasswordFields password={field('password')} confirmation={field('password_confirmation')} />
          <Button type="submit" fullWidth size="lg" loading={resetPassword.isPending}>
            Reset password
          </Button>
          {(linkProblem || errors.email) && <ResetAgainLink />}
        </form>
      )}
    </AuthLayout>
  );
}

function ResetAgainLink() {
  return <FormFooterLink to={paths.resetPassword}>Send me a new reset link</FormFooterLink>;
}
