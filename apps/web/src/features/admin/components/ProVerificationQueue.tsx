import { formatDateTime } from '@app/domain/format/date';
import type { ProVerificationRow } from '@app/domain/pros/contract';
import { useSession } from '../../../lib/session.tsx';
import { notify } from '../../../lib/toast.ts';
import { useDecideProVerification, useProQueue } from '../api/pro-verifications.ts';
import { DecisionButtons, waited } from './DecisionButtons.tsx';
import { QueueSection } from './QueueSection.tsx';

function ProCard({ row, now }: { row: ProVerificationRow; now: number }) {
  const decide = useDecideProVerification();
  const approve = async () => {
    const reply = await decide.mutateAsync({ id: row.user_id });
    notify.success(reply.message ?? 'Approved.');
  };
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">
            {row.company_name} <span className="font-mono text-sm text-slate-600">{row.vsd_id}</span>
          </h3>
          <p className="break-words text-sm text-slate-700">
            {row.full_name} · {row.trade === 'designer' ? 'Designer' : 'Contractor'} · {row.email} ·{' '}
            {row.phone}
          </p>
        </div>
        <p className={`text-sm font-medium ${row.overdue ? 'text-red-700' : 'text-slate-700'}`}>
          Waiting {waited(row.submitted_at, now)}
          {row.overdue ? ' — past the 24-hour promise' : ` · answer by ${formatDateTime(row.due_at)}`}
        </p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">License</dt>
        <dd className="font-medium text-slate-900">
          {row.license_number} ({row.license_state})
        </dd>
        <dt className="text-slate-600">Business address</dt>
        <dd className="text-slate-900">{row.business_address}</dd>
      </dl>
      <DecisionButtons
        company={row.company_name}
        who="pro"
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
 * /account for the admin: pros waiting for their licence check, oldest first, each with the 24-hour promise
 * (spec point 1). Approving opens the pro's showroom; declining mails the reason.
 */
export function ProVerificationQueue({ className = 'mt-8' }: { className?: string }) {
  const { user } = useSession();
  // Only an admin asks for the queue (anyone else would be refused with a 403).
  return user?.type === 'Admin' ? <Queue className={className} /> : null;
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
