import { formatDate } from '@app/domain/format/date';
import type { ChatMessage, ProjectChat } from '@app/domain/projects/chat-view';

export type ChatPerson = ProjectChat['members'][number];

/**
 * A message this browser is sending: shown at once under its client key, and replaced by the kept message
 * with the same key, whichever comes first: the POST's answer or the live copy. Resending a failed one sends
 * the same key, so the server answers the message it may already have kept instead of keeping a second.
 */
export type Outgoing = {
  client_key: string;
  body: string;
  files: File[];
  created_at: string;
  status: 'sending' | 'failed';
  /** Share of the files uploaded, 0..1; null without files. */
  progress: number | null;
  error: string | null;
};

export type ChatState = {
  /** Kept messages, oldest first, each id once. */
  messages: ChatMessage[];
  outgoing: Outgoing[];
  members: ChatPerson[];
  /** Older messages exist before the first one shown. */
  hasMore: boolean;
};

export type ChatAction =
  | { type: 'loaded'; page: ProjectChat }
  | { type: 'older'; page: ProjectChat }
  | { type: 'arrived'; messages: readonly ChatMessage[] }
  | { type: 'queued'; outgoing: Outgoing }
  | { type: 'progress'; key: string; share: number }
  | { type: 'failed'; key: string; error: string }
  | { type: 'resending'; key: string }
  | { type: 'withdrawn'; key: string }
  | { type: 'read'; user_id: number; last_read_message_id: number };

export const emptyChat: ChatState = { messages: [], outgoing: [], members: [], hasMore: false };

/** Messages merged by id (a later copy of one replaces it), oldest first. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]) {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The kept messages in, and the outgoing ones they answer (same client key) gone. */
function withArrived(state: ChatState, incoming: readonly ChatMessage[]): ChatState {
  const messages = mergeMessages(state.messages, incoming);
  const kept = new Set(incoming.map((m) => m.client_key));
  const outgoing = state.outgoing.filter((o) => !kept.has(o.client_key));
  return { ...state, messages, outgoing };
}

const editOutgoing = (state: ChatState, key: string, edit: Partial<Outgoing>): ChatState => ({
  ...state,
  outgoing: state.outgoing.map((o) => (o.client_key === key ? { ...o, ...edit } : o)),
});

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'loaded': {
      const next = withArrived(state, action.page.Project_chats);
      // Read positions only move forward: a live read frame may be newer than this page.
      const members = action.page.members.map((m) => {
        const known = state.members.find((k) => k.user_id === m.user_id);
        return {
          ...m,
          last_read_message_id: Math.max(m.last_read_message_id, known?.last_read_message_id ?? 0),
        };
      });
      return { ...next, members, hasMore: state.messages.length ? state.hasMore : action.page.has_more };
    }
    case 'older':
      return { ...withArrived(state, action.page.Project_chats), hasMore: action.page.has_more };
    case 'arrived':
      return withArrived(state, action.messages);
    case 'queued':
      return { ...state, outgoing: [...state.outgoing, action.outgoing] };
    case 'progress':
      return editOutgoing(state, action.key, { progress: action.share });
    case 'failed':
      return editOutgoing(state, action.key, { status: 'failed', error: action.error });
    case 'resending':
      return editOutgoing(state, action.key, { status: 'sending', error: null });
    case 'withdrawn':
      return { ...state, outgoing: state.outgoing.filter((o) => o.client_key !== action.key) };
    case 'read':
      return {
        ...state,
        members: state.members.map((m) =>
          m.user_id === action.user_id && action.last_read_message_id > m.last_read_message_id
            ? { ...m, last_read_message_id: action.last_read_message_id }
            : m,
        ),
      };
  }
}

/**
 * Under which message each person's "Seen by" goes: the last message they have read, unless they wrote it
 * (answering says more than a receipt). The reader themself is left out.
 */
export function receiptsOf(messages: readonly ChatMessage[], members: readonly ChatPerson[], me: number) {
  const seen = new Map<number, ChatPerson[]>();
  for (const person of members) {
    if (person.user_id === me || person.last_read_message_id === 0) continue;
    const last = messages.findLast((m) => m.id <= person.last_read_message_id);
    if (!last || last.author?.id === person.user_id) continue;
    seen.set(last.id, [...(seen.get(last.id) ?? []), person]);
  }
  return seen;
}

export type DayGroup<T> = { day: string; label: string; items: T[] };

/** Items grouped by their day in the default time zone, labelled Today, Yesterday or MM.DD.YYYY. */
export function byDay<T>(items: readonly T[], at: (item: T) => string, now = new Date()): DayGroup<T>[] {
  const today = formatDate(now);
  const yesterday = formatDate(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = formatDate(at(item));
    let group = groups.at(-1);
    if (group?.day !== day) {
      const label = day === today ? 'Today' : day === yesterday ? 'Yesterday' : day;
      group = { day, label, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** A person's first name ("Seen by Hannah", "Carlos is typing…"). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
