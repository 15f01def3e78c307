import { changePasswordSchema } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { PasswordField } from '../../../components/ui/PasswordField.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { type ChangePasswordBody, useChangePassword } from '../api/change-password.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { showServerFieldErrors } from '../hooks/server-field-errors.ts';

/** /change_password (signed in): current password, then the new one twice. */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordSchema, undefined, { raw: true }),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await changePassword.mutateAsync(values);
      notify.success(result.message || 'Your password has been changed.');
      navigate(paths.account);
    } catch (error) {
      showServerFieldErrors(error, setError, ['current_password', 'password', 'password_confirmation']);
    }
  });

  return (
    <AuthLayout title="Change password">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change password">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <Button type="submit" fullWidth size="lg" loading={changePassword.isPending}>
          Change password
        </Button>
        <p className="text-center text-sm">
          <Link to={paths.account} className="font-medium text-brand-700 hover:underline">
            Back to My Account
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
