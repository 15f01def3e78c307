import { type AiRegisterRequest, aiRegisterBody } from '@app/domain/ai-design/ai-account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { EmailField } from '../../../components/ui/EmailField.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PasswordField } from '../../../components/ui/PasswordField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { signInAi } from '../../../lib/ai-session.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { showServerFieldErrors, throttledMessage } from '../../../lib/server-field-errors.ts';
import { useAiRegister } from '../api/ai-design.ts';

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

/**
 * The AI account's sign-up: name, email, password twice, by the domain's rules and messages (the
 * marketplace registration's, spec point 5); the server's 422s under their fields. The AI register signs in
 * only if a user is returned (spec point 4); then the welcome page.
 */
export function AiSignupForm() {
  const form = useForm<AiRegisterRequest>({
    resolver: zodResolver(aiRegisterBody, undefined, { raw: true }),
    defaultValues: { action: 'register', name: '', email: '', password: '', password_confirmation: '' },
  });
  const field = fieldBinder(form);
  const register = useAiRegister();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await register.mutateAsync({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
      });
      if (data?.user && data.token) signInAi(data);
      navigate(paths.designAiWelcome, { replace: true });
    } catch (error) {
      const shown = showServerFieldErrors(error, form.setError, FIELDS);
      // A refusal with nothing to show under a field (an unknown action) still says why.
      const unplaced = isApiError(error) && error.status === 422 && shown.length === 0;
      setFormError(throttledMessage(error) ?? (unplaced ? error.message : null));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign up for AI 3D Design">
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField label="Full name" autoComplete="name" required {...field('name')} />
      <EmailField required {...field('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        {...field('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        required
        {...field('password_confirmation')}
      />
      <Button type="submit" fullWidth size="lg" loading={register.isPending}>
        Sign Up
      </Button>
    </form>
  );
}
