import { formatClock } from '@app/domain/format/date';
import type { ChatMember } from '@app/domain/projects/chat';
import type { ChatMessage } from '@app/domain/projects/chat-view';
import { PROJECT_ROLE_LABELS } from '@app/domain/projects/overview';
import { Button } from '../../../../components/ui/Button.tsx';
import { initials } from '../PeopleList.tsx';
import { type ChatPerson, firstName, type Outgoing } from './chat-state.ts';
import { MessageBody } from './MessageBody.tsx';
import { FileChip, MessageFiles } from './MessageFiles.tsx';

function Avatar({ name, hidden }: { name: string; hidden: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`mt-5 flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 ${
        hidden ? 'invisible' : ''
      }`}
    >
      {initials(name) || '?'}
    </span>
  );
}

const bubble = (mine: boolean) =>
  `inline-block max-w-full rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-relaxed ${
    mine ? 'rounded-br-md bg-brand-600 text-white' : 'rounded-bl-md bg-slate-100 text-slate-900'
  }`;

/**
 * One kept message: who wrote it (name and role; "You" for the reader) and when, its text with mentions,
 * its files, and who has read up to it. `continued`: the same person again within minutes, drawn under the
 * one before without repeating the name.
 */
export function MessageItem({
  message,
  me,
  people,
  continued,
  seenBy,
}: {
  message: ChatMessage;
  me: number;
  people: readonly ChatMember[];
  continued: boolean;
  seenBy: readonly ChatPerson[] | undefined;
}) {
  const mine = message.author?.id === me;
  const name = message.author?.name ?? 'Former member';
  const role = message.author?.role ? PROJECT_ROLE_LABELS[message.author.role] : null;
  return (
    <li className={`flex gap-2 ${mine ? 'justify-end' : ''} ${continued ? 'mt-1' : 'mt-4'}`}>
      {!mine && <Avatar name={name} hidden={continued} />}
      <div
        className={`flex min-w-0 max-w-[85%] flex-col sm:max-w-[75%] ${mine ? 'items-end' : 'items-start'}`}
      >
        <p className={`mb-0.5 text-xs text-slate-600 ${continued ? 'sr-only' : ''}`}>
          <span className="font-semibold text-slate-900">{mine ? 'You' : name}</span>
          {!mine && role && <span> · {role}</span>}
          <span> · </span>
          <time dateTime={message.created_at} className="whitespace-nowrap">
            {formatClock(message.created_at)}
          </time>
        </p>
        {message.body && (
          <div className={bubble(mine)}>
            <MessageBody body={message.body} mentions={message.mentions} people={people} me={me} />
          </div>
        )}
        <MessageFiles files={message.files} mine={mine} />
        {seenBy && seenBy.length > 0 && (
          <p className="mt-1 text-xs text-slate-500">
            Seen by {seenBy.map((p) => firstName(p.name)).join(', ')}
          </p>
        )}
      </div>
    </li>
  );
}

/** A message on its way (or not sent): the reader's own, with its progress or a way to send it again. */
export function OutgoingItem({
  outgoing,
  onResend,
}: {
  outgoing: Outgoing;
  onResend: (o: Outgoing) => void;
}) {
  const failed = outgoing.status === 'failed';
  return (
    <li className="mt-4 flex justify-end">
      <div className="flex min-w-0 max-w-[85%] flex-col items-end sm:max-w-[75%]">
        <p className="mb-0.5 text-xs text-slate-600">
          <span className="font-semibold text-slate-900">You</span>
        </p>
        {outgoing.body && (
          <div className={`${bubble(true)} ${failed ? 'bg-brand-600/60' : 'opacity-80'}`}>
            <p className="whitespace-pre-wrap break-words">{outgoing.body}</p>
          </div>
        )}
        {outgoing.files.length > 0 && (
          <ul aria-label="Files being sent" className="mt-1.5 flex flex-col items-end gap-1.5">
            {outgoing.files.map((f) => (
              <li key={`${f.name}-${f.size}`}>
                <FileChip name={f.name} size={f.size} />
              </li>
            ))}
          </ul>
        )}
        {failed ? (
          <div className="mt-1 flex flex-wrap items-center justify-end gap-x-2 text-xs text-red-700">
            <p>{outgoing.error}</p>
            <Button variant="link" size="sm" className="text-xs" onClick={() => onResend(outgoing)}>
              Send again
            </Button>
          </div>
        ) : (
          <p className="mt-1 text-xs text-slate-500">
            {outgoing.progress !== null && outgoing.progress < 1
              ? `Sending… ${Math.round(outgoing.progress * 100)}%`
              : 'Sending…'}
          </p>
        )}
      </div>
    </li>
  );
}
