import { formatDate } from '@app/domain/format/date';
import { INVITATION_KIND_LABELS, type Invitation, type InvitationStatus } from '@app/domain/pros/invitations';
import { useRef } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { notify } from '../../../lib/toast.ts';
import { useRevokeInvitation } from '../api/invitations.ts';

const STATUS: Record<InvitationStatus, { label: string; tone: string }> = {
  sent: { label: 'Sent', tone: 'bg-sky-50 text-sky-800 ring-sky-200' },
  accepted: { label: 'Accepted', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  expired: { label: 'Expired', tone: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

function StatusBadge({ status }: { status: InvitationStatus }) {
  const { label, tone } = STATUS[status];
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}>
      {label}
    </span>
  );
}

function When({ invitation: i }: { invitation: Invitation }) {
  if (i.status === 'accepted' && i.accepted_at) return <>Accepted {formatDate(i.accepted_at)}</>;
  const sent = `Sent ${formatDate(i.sent_at)}${i.sent_count > 1 ? ` (${i.sent_count} times)` : ''}`;
  return (
    <>
      {sent} · {i.status === 'expired' ? 'expired' : 'expires'} {formatDate(i.expires_at)}
    </>
  );
}

/** The pro's invitations with their status; each can be revoked (its link stops working). */
export function InvitationsList({ invitations }: { invitations: Invitation[] }) {
  const revoke = useRevokeInvitation();
  // The revoked row (and its focused button) goes away: the keyboard lands on the list, not the page top.
  const listRef = useRef<HTMLDivElement>(null);

  const onRevoke = async (id: number) => {
    const reply = await revoke.mutateAsync(id).catch(() => null);
    if (!reply) return;
    notify.success(reply.message ?? 'The invitation is revoked.');
    listRef.current?.focus();
  };

  return (
    <div ref={listRef} tabIndex={-1} className="rounded-lg focus:outline-none">
      {invitations.length === 0 ? (
        <p className="text-sm text-slate-600">No invitations yet: invite your first client above.</p>
      ) : (
        <ul
          aria-label="Invitations"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {invitations.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1 basis-56">
                <p className="truncate font-medium text-slate-900">{i.name || i.email}</p>
                {i.name && <p className="truncate text-sm text-slate-600">{i.email}</p>}
              </div>
              <span className="text-sm text-slate-700">{INVITATION_KIND_LABELS[i.kind]}</span>
              <StatusBadge status={i.status} />
              <span className="text-sm text-slate-600 max-md:basis-full">
                <When invitation={i} />
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Revoke the invitation to ${i.email}`}
                loading={revoke.isPending && revoke.variables === i.id}
                onClick={() => onRevoke(i.id)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
