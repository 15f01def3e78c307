import type { ChatMember } from '@app/domain/projects/chat';
import type { ChatMessage } from '@app/domain/projects/chat-view';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { focusRing } from '../../../../components/ui/focus-ring.ts';
import { byDay, type ChatState, type Outgoing, receiptsOf } from './chat-state.ts';
import { MessageItem, OutgoingItem } from './MessageItem.tsx';

/** The same person within this long is one run of messages (their name shown once). */
const RUN_MS = 5 * 60 * 1000;

type Item = { kind: 'kept'; message: ChatMessage } | { kind: 'outgoing'; outgoing: Outgoing };
const timeOf = (item: Item) => (item.kind === 'kept' ? item.message.created_at : item.outgoing.created_at);

const continues = (item: Item, before: Item | undefined) =>
  item.kind === 'kept' &&
  before?.kind === 'kept' &&
  before.message.author?.id === item.message.author?.id &&
  Date.parse(item.message.created_at) - Date.parse(before.message.created_at) < RUN_MS;

/**
 * The conversation: a log region the reader scrolls, oldest at the top, grouped by day, the newest page
 * first and older ones on request (the reader stays where they were). It follows new messages while the
 * reader is at the bottom; further up, a button says new ones came.
 */
export function MessageList({
  state,
  me,
  people,
  olderLoading,
  onOlder,
  onResend,
}: {
  state: ChatState;
  me: number;
  people: readonly ChatMember[];
  olderLoading: boolean;
  onOlder: () => void;
  onResend: (o: Outgoing) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const height = useRef(0);
  const [below, setBelow] = useState(false);
  const items: Item[] = [
    ...state.messages.map((message) => ({ kind: 'kept' as const, message })),
    ...state.outgoing.map((outgoing) => ({ kind: 'outgoing' as const, outgoing })),
  ];
  const seen = receiptsOf(state.messages, state.members, me);
  const first = state.messages[0]?.id;
  const last = items.at(-1);
  const lastKey = last?.kind === 'kept' ? last.message.id : last?.outgoing.client_key;
  const firstRef = useRef(first);

  // Older messages above: keep what the reader was looking at in place. New ones below: follow them if
  // the reader was at the bottom, or if they are the reader's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message comes or goes at the end (lastKey); it reads the DOM
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (firstRef.current !== undefined && first !== firstRef.current) {
      el.scrollTop += el.scrollHeight - height.current;
    } else if (atBottom.current || last?.kind === 'outgoing') {
      el.scrollTop = el.scrollHeight;
      setBelow(false);
    } else setBelow(true);
    firstRef.current = first;
    height.current = el.scrollHeight;
  }, [first, lastKey, last?.kind]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    if (atBottom.current) setBelow(false);
    height.current = el.scrollHeight;
  };

  return (
    <div className="relative min-h-0 flex-1">
      {/* aria-live off: new messages from others are announced once, by ChatPanel; not the reader's own or older pages. */}
      <div
        ref={box}
        role="log"
        aria-label="Messages"
        aria-live="off"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        onScroll={onScroll}
        className={`h-full overflow-y-auto overscroll-contain px-3 pb-4 sm:px-5 ${focusRing}`}
      >
        {state.hasMore && (
          <div className="flex justify-center pt-4">
            <Button variant="outline" size="sm" loading={olderLoading} onClick={onOlder}>
              Load earlier messages
            </Button>
          </div>
        )}
        {items.length === 0 && (
          <p className="mx-auto mt-16 max-w-sm text-center text-sm text-slate-600">
            No messages yet. Ask a question, share a photo of the space or a plan: everyone on the project
            sees it here, and gets an email if they are away.
          </p>
        )}
        {byDay(items, timeOf).map((group) => (
          <section key={group.day} aria-label={group.label}>
            <h3 className="mt-5 flex items-center gap-3 text-xs font-semibold text-slate-500">
              <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
              {group.label}
              <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            </h3>
            <ol className="pb-1">
              {group.items.map((item, i) =>
                item.kind === 'kept' ? (
                  <MessageItem
                    key={item.message.id}
                    message={item.message}
                    me={me}
                    people={people}
                    continued={continues(item, group.items[i - 1])}
                    seenBy={seen.get(item.message.id)}
                  />
                ) : (
                  <OutgoingItem key={item.outgoing.client_key} outgoing={item.outgoing} onResend={onResend} />
                ),
              )}
            </ol>
          </section>
        ))}
      </div>
      {below && (
        <button
          type="button"
          onClick={() => {
            const el = box.current;
            if (el) el.scrollTop = el.scrollHeight;
            setBelow(false);
          }}
          className={`absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white shadow-lg ${focusRing}`}
        >
          New messages ↓
        </button>
      )}
    </div>
  );
}
