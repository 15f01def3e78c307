import { INVITATION_MESSAGE_MAX } from '@app/domain/pros/invitations';
import { type VendorInvitationInput, vendorInvitationInputSchema } from '@app/domain/vendors/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { EmailField } from '../../../components/ui/EmailField.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { showServerFieldErrors, throttledMessage } from '../../../lib/server-field-errors.ts';
import { notify } from '../../../lib/toast.ts';
import { useInviteVendor } from '../api/vendor-verifications.ts';

type Values = { email: string; name: string; message: string };
const FIELDS = ['email', 'name', 'message'] as const;

/**
 * The admin invites a vendor by mail (issue 12): the link opens the vendor registration, and the vendor then
 * waits in the queue below like any other. Errors show under their fields.
 */
export function VendorInviteForm() {
  const form = useForm<Values>({
    resolver: zodResolver(vendorInvitationInputSchema, undefined, { raw: true }) as never,
    defaultValues: { email: '', name: '', message: '' },
  });
  const field = fieldBinder(form);
  const invite = useInviteVendor();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values: VendorInvitationInput) => {
    setFormError(null);
    try {
      const reply = await invite.mutateAsync(values);
      notify.success(reply.message ?? 'The invitation is sent.');
      form.reset({ email: '', name: '', message: values.message ?? '' });
    } catch (error) {
      showServerFieldErrors(error, form.setError, FIELDS);
      setFormError(throttledMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Invite a vendor" className="space-y-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-4 md:grid-cols-2">
        <EmailField required {...field('email')} />
        <TextField label="Name" autoComplete="off" placeholder="Optional" {...field('name')} />
        <TextAreaField
          label="Personal message"
          placeholder="Optional: quoted in the mail"
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
