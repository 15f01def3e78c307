import { formatDate } from '@app/domain/format/date';
import type { DesignerInboxItem } from '@app/domain/projects/designers-view';
import { Button } from '../../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../../config/paths.ts';

const STATUS = {
  asked: { text: 'Waiting for you', tone: 'bg-amber-50 text-amber-800' },
  accepted: { text: 'Accepted', tone: 'bg-emerald-50 text-emerald-800' },
  declined: { text: 'Declined', tone: 'bg-slate-100 text-slate-700' },
  withdrawn: { text: 'Withdrawn', tone: 'bg-slate-100 text-slate-700' },
} as const;

const ASKER_ROLE = { owner: 'the homeowner', pro: 'the contractor' } as const;

/** "Ann Lee, the homeowner" (who asked may be gone: then only the name we keep). */
const askerOf = (item: DesignerInboxItem) =>
  item.asked_by.role ? `${item.asked_by.name}, ${ASKER_ROLE[item.asked_by.role]}` : item.asked_by.name;

/**
 * A request to design a project, as the designer reads it in the portal: the project, its owner and showroom,
 * who asked and their message; Accept and Decline while it is open, the project's rooms once accepted.
 */
export function RequestCard({
  item,
  busy,
  onAccept,
  onDecline,
}: {
  item: DesignerInboxItem;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const status = STATUS[item.status];
  const headingId = `request-${item.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col-reverse items-start gap-2 sm:flex-row sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {item.project.name}
          </h2>
          <p className="text-sm text-slate-600">
            Client: {item.project.owner_name}
            {item.project.showroom && ` · Showroom: ${item.project.showroom}`}
          </p>
        </div>
        <span className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-medium ${status.tone}`}>
          {status.text}
        </span>
      </div>
      <div className="space-y-2 text-sm">
        <p className="text-slate-600">
          Asked {formatDate(item.asked_at)} by {askerOf(item)}
          {item.answered_at && item.status !== 'asked' && ` · ${status.text} ${formatDate(item.answered_at)}`}
        </p>
        {item.message ? (
          <blockquote className="whitespace-pre-line break-words rounded-md bg-slate-50 px-4 py-3 text-slate-800">
            <span className="sr-only">Their message: </span>
            {item.message}
          </blockquote>
        ) : (
          <p className="text-slate-500">No message.</p>
        )}
        {item.status === 'declined' && item.decline_reason && (
          <p className="text-slate-700">
            <span className="font-medium">Your reason:</span> {item.decline_reason}
          </p>
        )}
        {item.status === 'withdrawn' && <p className="text-slate-600">The project withdrew this request.</p>}
        {item.rooms.length > 0 && (
          <p className="text-slate-700">
            <span className="font-medium">Rooms:</span>{' '}
            {item.rooms.map((r) => `${r.name} (version ${r.version})`).join(', ')}
          </p>
        )}
      </div>
      {item.status === 'asked' && (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          <Button
            onClick={onAccept}
            loading={busy}
            aria-label={`Accept the request for ${item.project.name}`}
          >
            Accept
          </Button>
          <Button
            variant="outline"
            onClick={onDecline}
            disabled={busy}
            aria-label={`Decline the request for ${item.project.name}`}
          >
            Decline
          </Button>
        </div>
      )}
      {item.status === 'accepted' && (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          <ButtonLink
            to={paths.proProject(item.project.id)}
            aria-label={`Open the project ${item.project.name}`}
          >
            Open project
          </ButtonLink>
        </div>
      )}
    </li>
  );
}
