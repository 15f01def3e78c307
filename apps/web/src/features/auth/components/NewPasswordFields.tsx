import { PasswordField } from '../../../components/ui/PasswordField.tsx';
import type { BoundField } from '../../../lib/form-fields.ts';

/** 'New password' and its confirmation (reset from the mailed link, change while signed in). */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: BoundField;
  confirmation: BoundField;
}) {
  return (
    <>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        {...password}
      />
      <PasswordField label="Confirm new password" autoComplete="new-password" required {...confirmation} />
    </>
  );
}
