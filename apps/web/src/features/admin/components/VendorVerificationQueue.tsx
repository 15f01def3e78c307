import { formatDateTime } from '@app/domain/format/date';
import type { VendorVerificationRow } from '@app/domain/vendors/contract';
import { ExternalLink } from '../../../components/ui/ExternalLink.tsx';
import { useSession } from '../../../lib/session.tsx';
import { notify } from '../../../lib/toast.ts';
import { useDecideVendorVerification, useVendorQueue } from '../api/vendor-verifications.ts';
import { DecisionButtons, waited } from './DecisionButtons.tsx';
import { QueueSection } from './QueueSection.tsx';

function VendorCard({ row, now }: { row: VendorVerificationRow; now: number }) {
  const decide = useDecideVendorVerification();
  const taken = row.brands.filter((b) => b.taken);
  const approve = async () => {
    const reply = await decide.mutateAsync({ id: row.user_id });
    // Naming a brand another vendor owns: approved without it, and the admin is told (decisions/0016).
    if (reply.data.brands.some((b) => b.outcome === 'withheld')) notify.warning(reply.message ?? 'Approved.');
    else notify.success(reply.message ?? 'Approved.');
  };
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">{row.company_name}</h3>
          <p className="text-sm text-slate-700">
            {row.contact_name} · {row.email} · {row.phone}
          </p>
        </div>
        <p className="text-sm font-medium text-slate-700">
          Waiting {waited(row.submitted_at, now)} · since {formatDateTime(row.submitted_at)}
        </p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">Brands</dt>
        <dd>
          <ul className="flex flex-wrap gap-2">
            {row.brands.map((b) => (
              <li
                key={b.name}
                className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${
                  b.taken
                    ? 'bg-amber-50 text-amber-900 ring-amber-300'
                    : 'bg-slate-50 text-slate-800 ring-slate-200'
                }`}
              >
                {b.name}
                {b.taken && ' — another vendor’s'}
              </li>
            ))}
          </ul>
        </dd>
        <dt className="text-slate-600">Website</dt>
        <dd className="text-slate-900">
          {row.website ? (
            <ExternalLink href={row.website} className="break-all text-brand-700 underline">
              {row.website}
            </ExternalLink>
          ) : (
            'None given'
          )}
        </dd>
        {row.invited_by && (
          <>
            <dt className="text-slate-600">Invited by</dt>
            <dd className="text-slate-900">{row.invited_by}</dd>
          </>
        )}
      </dl>
      {taken.length > 0 && (
        <p className="mt-3 text-sm text-amber-900">
          Approving leaves out {taken.map((b) => b.name).join(', ')}: a brand another vendor sells is never
          handed over.
        </p>
      )}
      <DecisionButtons
        company={row.company_name}
        who="vendor"
        busy={decide.isPending}
        onApprove={approve}
        onDecline={async (reason) => {
          const reply = await decide.mutateAsync({ id: row.user_id, reason });
          notify.success(reply.message ?? 'Declined.');
        }}
      />
    </li>
  );
}

/**
 * The admin's vendor queue (issue 12): vendors waiting for approval, oldest first, each with the brands it
 * named (one another vendor owns is marked) and who invited it. Approving opens the portal and creates its
 * brands; declining mails the reason.
 */
export function VendorVerificationQueue() {
  const { user } = useSession();
  // Only an admin asks for the queue (anyone else would be refused with a 403).
  return user?.type === 'Admin' ? <Queue /> : null;
}

function Queue() {
  const queue = useVendorQueue();
  const now = Date.now();
  return (
    <QueueSection
      id="vendor-queue-title"
      title="Vendor verifications"
      intro="Vendors wait for approval before they can sign in and list their brands’ products."
      query={queue}
      loadingLabel="Loading the vendors waiting"
      empty="No vendor is waiting for approval."
    >
      {(row) => <VendorCard key={row.user_id} row={row} now={now} />}
    </QueueSection>
  );
}
