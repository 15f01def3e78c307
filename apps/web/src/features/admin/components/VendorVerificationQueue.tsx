import { formatDateTime } from '@app/domain/format/date';
import type { VendorVerificationRow } from '@app/domain/vendors/contract';
import { ExternalLink } from '../../../components/ui/ExternalLink.tsx';
import { useDecideVendorVerification, useVendorQueue } from '../api/vendor-verifications.ts';
import { waited } from './DecisionButtons.tsx';
import { AdminOnly, QueueSection } from './QueueSection.tsx';
import { VerificationCard } from './VerificationCard.tsx';

function VendorCard({ row, now }: { row: VendorVerificationRow; now: number }) {
  const decide = useDecideVendorVerification();
  const taken = row.brands.filter((b) => b.taken);
  return (
    <VerificationCard
      row={row}
      who="vendor"
      decide={decide}
      // Naming a brand another vendor owns: approved without it, and the admin is told (decisions/0016).
      approvedTone={(decided) =>
        decided.brands.some((b) => b.outcome === 'withheld') ? 'warning' : 'success'
      }
      heading={row.company_name}
      contact={
        <>
          {row.contact_name} · {row.email} · {row.phone}
        </>
      }
      waiting={
        <>
          Waiting {waited(row.submitted_at, now)} · since {formatDateTime(row.submitted_at)}
        </>
      }
      details={<VendorDetails row={row} />}
      note={
        taken.length > 0 && (
          <p className="mt-3 text-sm text-amber-900">
            Approving leaves out {taken.map((b) => b.name).join(', ')}: a brand another vendor sells is never
            handed over.
          </p>
        )
      }
    />
  );
}

function VendorDetails({ row }: { row: VendorVerificationRow }) {
  return (
    <>
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
    </>
  );
}

/**
 * The admin's vendor queue (issue 12): vendors waiting for approval, oldest first, each with the brands it
 * named (one another vendor owns is marked) and who invited it. Approving opens the portal and creates its
 * brands; declining mails the reason.
 */
export function VendorVerificationQueue() {
  return (
    <AdminOnly>
      <Queue />
    </AdminOnly>
  );
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
