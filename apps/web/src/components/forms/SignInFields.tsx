import type { LoginInput } from '@app/domain';
import type { UseFormReturn } from 'react-hook-form';
import { paths } from '../../config/paths.ts';
import { fieldBinder } from '../../lib/form-fields.ts';
import { Checkbox } from '../ui/Checkbox.tsx';
import { EmailField } from '../ui/EmailField.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { TextLink } from '../ui/TextLink.tsx';

/** A sign-in's email, password, 'Remember me' and 'Forgot your password?' (the main page and the portals). */
export function SignInFields({ form }: { form: UseFormReturn<LoginInput> }) {
  const field = fieldBinder(form);
  return (
    <>
      <EmailField required {...field('email')} />
      <PasswordField label="Password" required {...field('password')} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox label="Remember me" {...form.register('remember')} />
        <TextLink to={paths.resetPassword} className="text-sm">
          Forgot your password?
        </TextLink>
      </div>
    </>
  );
}
