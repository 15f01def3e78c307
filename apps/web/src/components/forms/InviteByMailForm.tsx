import { INVITATION_MESSAGE_MAX } from '@app/domain/pros/invitations';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type BoundField, fieldBinder } from '../../lib/form-fields.ts';
import { showServerFieldErrors, throttledMessage } from '../../lib/server-field-errors.ts';
import { notify } from '../../lib/toast.ts';
import { Button } from '../ui/Button.tsx';
import { EmailField } from '../ui/EmailField.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';

type Invite = { email: string; name: string; message: string };

type Props<Values extends Invite> = {
  /** The form's accessible name. */
  label: string;
  schema: z.ZodType;
  defaultValues: DefaultValues<Values>;
  /** The fields a 422 may name, in screen order. */
  fields: ReadonlyArray<Path<Values>>;
  send: (values: Values) => Promise<{ message?: string }>;
  sending: boolean;
  messagePlaceholder: string;
  /** Fields above the email (the pro's "Invite a" choice), bound through `field`. */
  lead?: (field: (name: Path<Values>) => BoundField, form: UseFormReturn<Values>) => ReactNode;
};

/**
 * An invitation by mail (the pro's, issue 11 point 4; the admin's vendor invitation, issue 12): email, name
 * and a personal message checked by the domain's schema; a 422 under its fields, a 429 above the form. After
 * sending, the email and name clear and the rest stays for the next invitation.
 */
export function InviteByMailForm<Values extends Invite>({
  label,
  schema,
  defaultValues,
  fields,
  send,
  sending,
  messagePlaceholder,
  lead,
}: Props<Values>) {
  const form = useForm<Values>({
    resolver: zodResolver(schema as never, undefined, { raw: true }) as never,
    defaultValues,
  });
  const field = fieldBinder(form);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await send(values);
      notify.success(reply.message ?? 'The invitation is sent.');
      form.reset({ ...values, email: '', name: '', message: values.message ?? '' });
    } catch (error) {
      showServerFieldErrors(error, form.setError, fields);
      setFormError(throttledMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="space-y-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-4 md:grid-cols-2">
        {lead?.(field, form)}
        <EmailField required {...field('email' as Path<Values>)} />
        <TextField
          label="Name"
          autoComplete="off"
          placeholder="Optional"
          {...field('name' as Path<Values>)}
        />
        <TextAreaField
          label="Personal message"
          placeholder={messagePlaceholder}
          maxLength={INVITATION_MESSAGE_MAX}
          containerClassName="md:col-span-2"
          {...field('message' as Path<Values>)}
        />
      </div>
      <Button type="submit" loading={sending}>
        Send invitation
      </Button>
    </form>
  );
}
