import {
  INVITATION_KIND_LABELS,
  INVITATION_KINDS,
  type InvitationKind,
  invitationInputSchema,
} from '@app/domain/pros/invitations';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { InviteByMailForm } from '../../../components/forms/InviteByMailForm.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import type { BoundField } from '../../../lib/form-fields.ts';
import { INVITATION_FIELDS, useInvite } from '../api/invitations.ts';

type Values = { kind: InvitationKind; email: string; name: string; message: string };

const KIND_OPTIONS = INVITATION_KINDS.map((kind) => ({ value: kind, label: INVITATION_KIND_LABELS[kind] }));

/** What the invitee's link does, per kind. */
const KIND_HINTS: Record<InvitationKind, string> = {
  client: 'The link registers them as your client, straight into your showroom.',
  designer: 'The link opens the pro registration with the Designer trade chosen.',
  vendor: 'The link opens the vendor registration; we review every vendor before its products go live.',
};

/** "Invite a": who the invitation is for, with what its link does. */
function KindField({ field, form }: { field: BoundField; form: UseFormReturn<Values> }) {
  const kind = useWatch({ control: form.control, name: 'kind' });
  return (
    <SelectField
      label="Invite a"
      options={KIND_OPTIONS}
      required
      hint={KIND_HINTS[kind] ?? KIND_HINTS.client}
      containerClassName="md:col-span-2"
      {...field}
    />
  );
}

/** Invite a client, a vendor or a designer by mail (issue 11 point 4); errors show under their fields. */
export function InviteForm() {
  const invite = useInvite();
  return (
    <InviteByMailForm<Values>
      label="Invite by mail"
      schema={invitationInputSchema}
      defaultValues={{ kind: 'client', email: '', name: '', message: '' }}
      fields={INVITATION_FIELDS}
      send={(values) => invite.mutateAsync(values)}
      sending={invite.isPending}
      messagePlaceholder="Optional: a line from you, quoted in the mail"
      lead={(field, form) => <KindField field={field('kind')} form={form} />}
    />
  );
}
