import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../../components/ui/Checkbox.tsx';
import { fieldBinder } from '../../../../lib/form-fields.ts';
import type { RegisterFormValues } from '../../hooks/register-form.ts';

/**
 * The checkbox that closes a step (the terms, the terms and procedures). It binds itself, so it registers after
 * the fields above it: react-hook-form focuses the first invalid field in the order the fields registered.
 */
export function AcceptanceCheckbox({ name, label }: { name: 'agree' | 'i_accept'; label: ReactNode }) {
  const field = fieldBinder(useFormContext<RegisterFormValues>());
  return <Checkbox containerClassName="md:col-span-2" label={label} {...field(name)} />;
}
