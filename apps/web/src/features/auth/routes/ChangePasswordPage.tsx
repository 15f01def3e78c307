import { changePasswordSchema } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layout/AuthLayout.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PasswordField } from '../../../components/ui/PasswordField.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { notify } from '../../../lib/toast.ts';
import {
  CHANGE_PASSWORD_FIELDS,
  type ChangePasswordBody,
  useChangePassword,
} from '../api/change-password.ts';
import { FormFooterLink } from '../components/FormFooterLink.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';

/** /change_password (signed in): current password, then the new one twice. */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordSchema, undefined, { raw: true }),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const { handleSubmit, setError } = form;
  const field = fieldBinder(form);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await changePassword.mutateAsync(values);
      notify.success(result.message || 'Your password has been changed.', { nextPage: true });
      navigate(paths.account);
    } catch (error) {
      showServerFieldErrors(error, setError, CHANGE_PASSWORD_FIELDS);
    }
  });

  return (
    <AuthLayout title="Change password">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change password">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          {...field('current_password')}
        />
        <NewPasswordFields password={field('password')} confirmation={field('password_confirmation')} />
        <Button type="submit" fullWidth size="lg" loading={changePassword.isPending}>
          Change password
        </Button>
        <FormFooterLink to={paths.account}>Back to My Account</FormFooterLink>
      </form>
    </AuthLayout>
  );
}
