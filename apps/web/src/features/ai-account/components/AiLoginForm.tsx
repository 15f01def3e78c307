import { firstFieldMessage } from '@app/domain';
import { type AiLoginRequest, aiLoginBody } from '@app/domain/ai-design/ai-account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { EmailField } from '../../../components/ui/EmailField.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PasswordField } from '../../../components/ui/PasswordField.tsx';
import { paths } from '../../../config/paths.ts';
import { signInAi } from '../../../lib/ai-session.ts';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { showServerFieldErrors, throttledMessage } from '../../../lib/server-field-errors.ts';
import { useAiLogin } from '../api/ai-design.ts';

/**
 * The AI account's email and password, checked by the domain's rules; the server's first message per field
 * under it (spec point 5). Signed in only when the answer carries a user; then on to the designer.
 */
export function AiLoginForm() {
  const form = useForm<AiLoginRequest>({
    resolver: zodResolver(aiLoginBody, undefined, { raw: true }),
    defaultValues: { action: 'login', email: '', password: '' },
  });
  const field = fieldBinder(form);
  const login = useAiLogin();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await login.mutateAsync({ ...values, email: values.email.trim() });
      if (!data?.user || !data.token) return;
      signInAi(data);
      navigate(paths.designAi, { replace: true });
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['email', 'password'], firstFieldMessage);
      setFormError(throttledMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in to AI 3D Design">
      {formError && <FormAlert>{formError}</FormAlert>}
      <EmailField required {...field('email')} />
      <PasswordField label="Password" required {...field('password')} />
      <Button type="submit" fullWidth size="lg" loading={login.isPending}>
        Sign In
      </Button>
    </form>
  );
}
