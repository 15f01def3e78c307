import { formatDate } from '@app/domain/format/date';
import type { DesignerCard } from '@app/domain/projects/designers-view';
import type { ProjectPerson } from '@app/domain/projects/overview';
import type { ReactNode } from 'react';
import { Initials } from './DesignerChoice.tsx';
import { placeOf } from './designer-words.ts';

const row = 'flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between';

/** A designer working on the project: who, where, since when, how to reach them; `actions` (Remove). */
export function MemberRow({
  person,
  card,
  actions,
}: {
  person: ProjectPerson;
  card: DesignerCard | undefined;
  actions?: ReactNode;
}) {
  const joined = card?.request?.status === 'accepted' ? card.request.answered_at : null;
  const place = card ? placeOf(card) : '';
  return (
    <li className={row}>
      <div className="flex min-w-0 items-start gap-3 text-sm">
        <Initials name={person.name} />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{person.name}</p>
          <p className="text-slate-600">
            {[person.company_name, place].filter(Boolean).join(' · ') || 'Designer'}
          </p>
          <p className="mt-1 text-slate-600">
            {joined ? `Joined ${formatDate(joined)} · ` : ''}
            <a href={`mailto:${person.email}`} className="break-all text-brand-700 hover:underline">
              {person.email}
            </a>
          </p>
        </div>
      </div>
      {actions && <div className="flex shrink-0 gap-2 sm:self-center">{actions}</div>}
    </li>
  );
}

const STATUS = {
  asked: { text: 'Waiting for an answer', tone: 'bg-amber-50 text-amber-800' },
  declined: { text: 'Declined', tone: 'bg-red-50 text-red-800' },
} as const;

/** A request of the project to a designer: open (waiting) or declined, with its message and the reason. */
export function RequestRow({ card, actions }: { card: DesignerCard; actions?: ReactNode }) {
  const request = card.request!;
  const status = request.status === 'declined' ? STATUS.declined : STATUS.asked;
  return (
    <li className={row}>
      <div className="flex min-w-0 items-start gap-3 text-sm">
        <Initials name={card.name} />
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{card.name}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${status.tone}`}>
              {status.text}
            </span>
          </p>
          <p className="text-slate-600">
            {[card.business, placeOf(card)].filter(Boolean).join(' · ')}
            {' · '}
            {request.status === 'declined' && request.answered_at
              ? `Declined ${formatDate(request.answered_at)}`
              : `Asked ${formatDate(request.asked_at)}`}
          </p>
          {request.message && (
            <p className="whitespace-pre-line break-words border-l-2 border-slate-200 pl-3 text-slate-700">
              <span className="sr-only">Message: </span>
              {request.message}
            </p>
          )}
          {request.status === 'declined' && (
            <p className="text-slate-700">
              <span className="font-medium">Reason:</span> {request.decline_reason ?? 'none given'}
            </p>
          )}
        </div>
      </div>
      {actions && <div className="flex shrink-0 gap-2 sm:self-center">{actions}</div>}
    </li>
  );
}
