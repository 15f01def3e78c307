import {
  INVITATION_KIND_LABELS,
  INVITATION_KINDS,
  INVITATION_MESSAGE_MAX,
  type InvitationKind,
  invitationInputSchema,
} from '@app/domain/pros/invitations';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { EmailField } from '../../../components/ui/EmailField.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { showServerFieldErrors, throttledMessage } from '../../../lib/server-field-errors.ts';
import { notify } from '../../../lib/toast.ts';
import { INVITATION_FIELDS, useInvite } from '../api/invitations.ts';

type Values = { kind: InvitationKind; email: string; name: string; message: string };

const KIND_OPTIONS = INVITATION_KINDS.map((kind) => ({ value: kind, label: INVITATION_KIND_LABELS[kind] }));

/** What the invitee's link does, per kind. */
const KIND_HINTS: Record<InvitationKind, string> = {
  client: 'The link registers them as your client, straight into your showroom.',
  designer: 'The link opens the pro registration with the Designer trade chosen.',
  vendor: 'The link opens the vendor registration; we review every vendor before its products go live.',
};

/** Invite a client, a vendor or a designer by mail (issue 11 point 4); errors show under their fields. */
export function InviteForm() {
  const form = useForm<Values>({
    resolver: zodResolver(invitationInputSchema, undefined, { raw: true }) as never,
    defaultValues: { kind: 'client', email: '', name: '', message: '' },
  });
  const field = fieldBinder(form);
  const invite = useInvite();
  const [formError, setFormError] = useState<string | null>(null);
  const kind = useWatch({ control: form.control, name: 'kind' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await invite.mutateAsync(values);
      notify.success(reply.message ?? 'The invitation is sent.');
      form.reset({ kind: values.kind, email: '', name: '', message: values.message });
    } catch (error) {
      showServerFieldErrors(error, form.setError, INVITATION_FIELDS);
      setFormError(throttledMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Invite by mail" className="space-y-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label="Invite a"
          options={KIND_OPTIONS}
          required
          hint={KIND_HINTS[kind] ?? KIND_HINTS.client}
          containerClassName="md:col-span-2"
          {...field('kind')}
        />
        <EmailField required {...field('email')} />
        <TextField label="Name" autoComplete="off" placeholder="Optional" {...field('name')} />
        <TextAreaField
          label="Personal message"
          placeholder="Optional: a line from you, quoted in the mail"
          maxLength={INVITATION_MESSAGE_MAX}
          containerClassName="md:col-span-2"
          {...field('message')}
        />
      </div>
      <Button type="submit" loading={invite.isPending}>
        Send invitation
      </Button>
    </form>
  );
}
