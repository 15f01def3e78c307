import type { BoundField } from '../../lib/form-fields.ts';
import { EmailField } from '../ui/EmailField.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';

/** A new account's email and password (at least 8 characters), each the width of a two-column grid. */
export function NewAccountFields({ field }: { field: (name: 'email' | 'password') => BoundField }) {
  return (
    <>
      <EmailField required containerClassName="md:col-span-2" {...field('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        containerClassName="md:col-span-2"
        {...field('password')}
      />
    </>
  );
}
