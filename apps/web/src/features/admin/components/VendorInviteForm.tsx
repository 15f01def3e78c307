import { vendorInvitationInputSchema } from '@app/domain/vendors/contract';
import { InviteByMailForm } from '../../../components/forms/InviteByMailForm.tsx';
import { useInviteVendor } from '../api/vendor-verifications.ts';

type Values = { email: string; name: string; message: string };
const FIELDS = ['email', 'name', 'message'] as const;

/**
 * The admin invites a vendor by mail (issue 12): the link opens the vendor registration, and the vendor then
 * waits in the queue below like any other. Errors show under their fields.
 */
export function VendorInviteForm() {
  const invite = useInviteVendor();
  return (
    <InviteByMailForm<Values>
      label="Invite a vendor"
      schema={vendorInvitationInputSchema}
      defaultValues={{ email: '', name: '', message: '' }}
      fields={FIELDS}
      send={(values) => invite.mutateAsync(values)}
      sending={invite.isPending}
      messagePlaceholder="Optional: quoted in the mail"
    />
  );
}
