import type { ReactNode } from 'react';
import { notify } from '../../../lib/toast.ts';
import type { useQueueDecision } from '../api/verification-queue.ts';
import { DecisionButtons } from './DecisionButtons.tsx';

type Props<Decided> = {
  row: { user_id: number; company_name: string };
  who: 'pro' | 'vendor';
  /** The card's heading: the company (and what else names it). */
  heading: ReactNode;
  /** Who to reach: name, email, phone. */
  contact: ReactNode;
  /** How long it has waited; `late` shows it in red. */
  waiting: ReactNode;
  late?: boolean;
  /** The `dt`/`dd` pairs the admin checks. */
  details: ReactNode;
  /** A warning above the buttons. */
  note?: ReactNode;
  decide: ReturnType<typeof useQueueDecision<Decided>>;
  /** The toast after approving: a warning when the approval left something out. */
  approvedTone?: (decided: Decided) => 'success' | 'warning';
};

/** A registration waiting in an admin queue (pro or vendor): who, how long, what to check, Approve or Decline. */
export function VerificationCard<Decided>({
  row,
  who,
  heading,
  contact,
  waiting,
  late = false,
  details,
  note,
  decide,
  approvedTone = () => 'success',
}: Props<Decided>) {
  const approve = async () => {
    const reply = await decide.mutateAsync({ id: row.user_id });
    notify[approvedTone(reply.data)](reply.message ?? 'Approved.');
  };
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">{heading}</h3>
          <p className="break-words text-sm text-slate-700">{contact}</p>
        </div>
        <p className={`text-sm font-medium ${late ? 'text-red-700' : 'text-slate-700'}`}>{waiting}</p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">{details}</dl>
      {note}
      <DecisionButtons
        company={row.company_name}
        who={who}
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
