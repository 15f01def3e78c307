import { CHAT_MESSAGES } from '@app/domain/projects/chat';
import { PROJECT_ROLE_LABELS, type ProjectOverview } from '@app/domain/projects/overview';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { LoadFailed, Loading } from '../../../../components/ui/LoadStates.tsx';
import { chatLive } from '../../../../lib/chat-live.ts';
import { useSession } from '../../../../lib/session.tsx';
import { Composer, type Draft } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import { useProjectChat } from './use-project-chat.ts';
import { useSend } from './use-send.ts';

/** Whether what others write arrives by itself: "Live", or "Reconnecting…" after the connection dropped. */
function LiveBadge() {
  const status = useSyncExternalStore(chatLive.onStatus, chatLive.getStatus, () => 'idle' as const);
  if (status === 'open')
    return (
      <span className="inline-flex items-center gap-1.5 text-xs font-medium text-emerald-700">
        <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
        Live
      </span>
    );
  if (status !== 'waiting') return null;
  return (
    <span role="status" className="inline-flex items-center gap-1.5 text-xs font-medium text-amber-700">
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-amber-500" />
      Reconnecting…
    </span>
  );
}

const emptyDraft: Draft = { text: '', files: [], refusals: [] };

/**
 * The project's Chat tab (issue 24 point 4): its people's conversation, live. The log of messages, who is
 * typing, and the composer; beside it on a wide screen, who is in the conversation. New messages from others
 * are announced politely to screen readers (the log itself stays quiet, so older pages and the reader's own
 * messages are not read out).
 */
export function ChatPanel({ project }: { project: ProjectOverview }) {
  const { user } = useSession();
  const me = user?.id ?? 0;
  const chat = useProjectChat(project.id, me);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const input = useRef<HTMLTextAreaElement>(null);
  const section = useRef<HTMLElement>(null);
  const { send, resend } = useSend(project.id, chat.dispatch, (refused) => {
    setDraft({ text: refused.body, files: refused.files, refusals: refused.refusals });
    input.current?.focus();
  });
  const { state } = chat;
  const others = state.members.filter((m) => m.user_id !== me);
  const ready = state.members.length > 0;
  // Once there, the whole conversation is brought into view, its composer included (as a messenger is).
  useEffect(() => {
    if (ready) section.current?.scrollIntoView({ block: 'nearest' });
  }, [ready]);
  const tooFast = state.outgoing.some((o) => o.status === 'failed' && o.error === CHAT_MESSAGES.tooFast);

  if (state.members.length === 0 && chat.status === 'loading')
    return <Loading label="Loading the conversation" tall />;
  if (state.members.length === 0 && chat.status === 'failed')
    return <LoadFailed what="The conversation" onRetry={chat.reload} />;
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
      <section
        ref={section}
        aria-labelledby="project-chat"
        className="flex h-[calc(100dvh-11rem)] min-h-[26rem] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm md:h-[min(44rem,calc(100dvh-14rem))]"
      >
        <header className="flex items-baseline justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
          <div className="flex items-baseline gap-3">
            <h2 id="project-chat" className="font-semibold text-slate-900">
              Project chat
            </h2>
            <LiveBadge />
          </div>
          <p className="truncate text-sm text-slate-600 lg:hidden">
            With {others.map((m) => m.name).join(', ') || 'no one else yet'}
          </p>
        </header>
        <MessageList
          state={state}
          me={me}
          people={state.members}
          olderLoading={chat.olderLoading}
          onOlder={() => void chat.loadOlder()}
          onResend={resend}
        />
        <p className="min-h-6 px-4 text-xs italic text-slate-600 sm:px-5">{chat.typingLine}</p>
        <Composer
          draft={draft}
          setDraft={setDraft}
          people={others}
          notice={tooFast ? CHAT_MESSAGES.tooFast : null}
          onSend={send}
          onTyping={chat.typing}
          input={input}
        />
        <p aria-live="polite" className="sr-only">
          {chat.arrival && `${chat.arrival.author?.name ?? 'Someone'}: ${chat.arrival.body || 'sent files'}`}
        </p>
      </section>
      <aside
        aria-labelledby="chat-people"
        className="hidden rounded-lg border border-slate-200 bg-white p-5 shadow-sm lg:block"
      >
        <h2 id="chat-people" className="mb-3 font-semibold text-slate-900">
          In this conversation
        </h2>
        <ul className="space-y-2 text-sm">
          {state.members.map((m) => (
            <li key={m.user_id}>
              <p className="font-medium text-slate-900">
                {m.name}
                {m.user_id === me && <span className="font-normal text-slate-500"> (you)</span>}
              </p>
              <p className="text-slate-600">{PROJECT_ROLE_LABELS[m.role]}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 border-t border-slate-100 pt-3 text-xs text-slate-500">
          Anyone away for a couple of minutes gets one email about new messages. @mention someone to name
          them.
        </p>
      </aside>
    </div>
  );
}
