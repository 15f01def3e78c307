import type { ChatServerFrame } from '@app/domain/projects/chat-live';
import type { ChatMessage } from '@app/domain/projects/chat-view';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { chatLive } from '../../../../lib/chat-live.ts';
import { readChat, setUnread } from '../../api/chat.ts';
import { chatReducer, emptyChat } from './chat-state.ts';
import { useChatLive } from './use-chat-live.ts';
import { TYPING_EVERY_MS, useTypists } from './use-typing.ts';

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * A project's conversation as the Chat tab shows it: the newest page, older pages on request, then what
 * arrives live merged by id (the connection follows from the page's newest message, so nothing between the
 * read and the follow is missed, and a catch-up after a reconnect adds nothing twice). Messages from others
 * seen while the page is in view are reported read; typing and read positions come the same way.
 */
export function useProjectChat(projectId: number, me: number) {
  const [state, dispatch] = useReducer(chatReducer, emptyChat);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [from, setFrom] = useState<number | null>(null);
  const [olderLoading, setOlderLoading] = useState(false);
  /** The newest message from someone else, for the polite announcement of new messages. */
  const [arrival, setArrival] = useState<ChatMessage | null>(null);
  const typists = useTypists();
  const client = useQueryClient();
  const unreadId = useRef(0);
  /** The newest message this member is known to have read (the page's, then each reported). */
  const readUpTo = useRef(0);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setStatus('loading');
      try {
        const page = await readChat(projectId, {}, signal);
        dispatch({ type: 'loaded', page });
        readUpTo.current = Math.max(readUpTo.current, page.Project_chats.at(-1)?.id ?? 0);
        setFrom((f) => f ?? page.Project_chats.at(-1)?.id ?? 0);
        setStatus('ready');
        setUnread(client, projectId, () => 0);
      } catch {
        if (!signal?.aborted) setStatus('failed');
      }
    },
    [projectId, client],
  );
  useEffect(() => {
    const abort = new AbortController();
    void load(abort.signal);
    return () => abort.abort();
  }, [load]);

  /** Tells the server (and so the others' receipts) how far this member has read. */
  const markRead = useCallback(
    (id: number) => {
      if (id <= readUpTo.current) return;
      if (chatLive.send({ type: 'read', project_id: projectId, message_id: id })) {
        readUpTo.current = id;
        unreadId.current = 0;
      } else unreadId.current = Math.max(unreadId.current, id);
      setUnread(client, projectId, () => 0);
    },
    [projectId, client],
  );

  useChatLive(projectId, from, (frame: ChatServerFrame) => {
    if (frame.type === 'message') {
      const m = frame.message;
      dispatch({ type: 'arrived', messages: [m] });
      if (m.author && m.author.id !== me) {
        typists.stopped(m.author.id);
        setArrival(m);
        if (visible()) markRead(m.id);
        else unreadId.current = Math.max(unreadId.current, m.id);
      }
    } else if (frame.type === 'typing' && frame.user.id !== me) typists.saw(frame.user);
    else if (frame.type === 'read') dispatch(frame);
  });

  // Back to the page after messages came in unseen: they are read now.
  useEffect(() => {
    const onVisible = () => {
      if (visible() && unreadId.current > 0) markRead(unreadId.current);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  const loadOlder = useCallback(async () => {
    const first = state.messages[0]?.id;
    if (first === undefined) return;
    setOlderLoading(true);
    try {
      dispatch({ type: 'older', page: await readChat(projectId, { before: first }) });
    } catch {
      // The button stays, to try again.
    } finally {
      setOlderLoading(false);
    }
  }, [projectId, state.messages]);

  const lastTyping = useRef(0);
  /** This member is typing: the others are told, at most every TYPING_EVERY_MS. */
  const typing = useCallback(() => {
    const now = Date.now();
    if (now - lastTyping.current < TYPING_EVERY_MS) return;
    if (chatLive.send({ type: 'typing', project_id: projectId })) lastTyping.current = now;
  }, [projectId]);

  return {
    state,
    dispatch,
    status,
    reload: () => void load(),
    loadOlder,
    olderLoading,
    arrival,
    typing,
    typingLine: typists.typing,
  };
}
