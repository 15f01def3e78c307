import { formatDateTime } from '@app/domain/format/date';
import type { ProVerificationRow } from '@app/domain/pros/contract';
import { useDecideProVerification, useProQueue } from '../api/pro-verifications.ts';
import { waited } from './DecisionButtons.tsx';
import { AdminOnly, QueueSection } from './QueueSection.tsx';
import { VerificationCard } from './VerificationCard.tsx';

function ProCard({ row, now }: { row: ProVerificationRow; now: number }) {
  const decide = useDecideProVerification();
  return (
    <VerificationCard
      row={row}
      who="pro"
      decide={decide}
      heading={
        <>
          {row.company_name} <span className="font-mono text-sm text-slate-600">{row.vsd_id}</span>
        </>
      }
      contact={
        <>
          {row.full_name} · {row.trade === 'designer' ? 'Designer' : 'Contractor'} · {row.email} · {row.phone}
        </>
      }
      late={row.overdue}
      waiting={
        <>
          Waiting {waited(row.submitted_at, now)}
          {row.overdue ? ' — past the 24-hour promise' : ` · answer by ${formatDateTime(row.due_at)}`}
        </>
      }
      details={
        <>
          <dt className="text-slate-600">License</dt>
          <dd className="font-medium text-slate-900">
            {row.license_number} ({row.license_state})
          </dd>
          <dt className="text-slate-600">Business address</dt>
          <dd className="text-slate-900">{row.business_address}</dd>
        </>
      }
    />
  );
}

/**
 * /account for the admin: pros waiting for their licence check, oldest first, each with the 24-hour promise
 * (spec point 1). Approving opens the pro's showroom; declining mails the reason.
 */
export function ProVerificationQueue({ className = 'mt-8' }: { className?: string }) {
  return (
    <AdminOnly>
      <Queue className={className} />
    </AdminOnly>
  );
}

function Queue({ className }: { className: string }) {
  const queue = useProQueue();
  const now = Date.now();
  return (
    <QueueSection
      id="pro-queue-title"
      title="Pro verifications"
      intro="Pros wait for their licence check: we promise an answer within 24 hours."
      query={queue}
      loadingLabel="Loading the pros waiting"
      empty="No pro is waiting for verification."
      className={className}
    >
      {(row) => <ProCard key={row.user_id} row={row} now={now} />}
    </QueueSection>
  );
}
