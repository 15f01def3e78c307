import { type ChatMember, mentionSpans } from '@app/domain/projects/chat';
import type { ReactNode } from 'react';

/**
 * A message's text as written (line breaks kept), each @mention of a member it names highlighted: the
 * reader's own name more strongly, so "you were mentioned" stands out in a long thread.
 */
export function MessageBody({
  body,
  mentions,
  people,
  me,
}: {
  body: string;
  mentions: readonly number[];
  people: readonly ChatMember[];
  me: number;
}) {
  const named = people.filter((p) => mentions.includes(p.user_id));
  const parts: ReactNode[] = [];
  let at = 0;
  for (const span of mentionSpans(body, named)) {
    if (span.start > at) parts.push(body.slice(at, span.start));
    parts.push(
      <mark
        key={span.start}
        className={`rounded px-0.5 font-semibold ${
          span.user_id === me ? 'bg-amber-200 text-amber-950' : 'bg-sky-100 text-sky-900'
        }`}
      >
        {body.slice(span.start, span.end)}
      </mark>,
    );
    at = span.end;
  }
  if (at < body.length) parts.push(body.slice(at));
  return <p className="whitespace-pre-wrap break-words">{parts}</p>;
}
