import { INVITATION_DAYS } from '@app/domain/pros/invitations';
import { PageHeader } from '../components/PageHeader.tsx';
import { ProVerificationQueue } from '../components/ProVerificationQueue.tsx';
import { VendorInviteForm } from '../components/VendorInviteForm.tsx';
import { VendorVerificationQueue } from '../components/VendorVerificationQueue.tsx';

/**
 * /admin/verifications: the pros waiting for their licence check and the vendors waiting for approval, side
 * by side on a wide screen; and the admin's invitation to a vendor, who then waits in the vendor queue.
 */
export default function AdminVerificationsPage() {
  return (
    <div className="space-y-8">
      <PageHeader title="Verifications">
        Approve who may sell and run a showroom on the marketplace. Every decision is mailed and recorded in
        the audit log.
      </PageHeader>
      <div className="grid items-start gap-8 xl:grid-cols-2">
        <ProVerificationQueue className="" />
        <div className="space-y-8">
          <VendorVerificationQueue />
          <section
            aria-labelledby="vendor-invite-title"
            className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="vendor-invite-title" className="mb-1 text-lg font-semibold text-slate-900">
              Invite a vendor
            </h2>
            <p className="mb-4 text-sm text-slate-600">
              We mail a link to the vendor registration (valid {INVITATION_DAYS} days); the vendor then waits
              in the queue above.
            </p>
            <VendorInviteForm />
          </section>
        </div>
      </div>
    </div>
  );
}
