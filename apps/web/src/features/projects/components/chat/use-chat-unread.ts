import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../../../../lib/session.tsx';
import { setUnread, useConversations } from '../../api/chat.ts';
import { useChatLive } from './use-chat-live.ts';

/**
 * The project's unread messages for its Chat tab: the count GET /api/projectChat gives, raised live by each
 * message from someone else while the chat is not open (the open chat reads them, and says so).
 */
export function useChatUnread(projectId: number, chatOpen: boolean): number {
  const { user } = useSession();
  const client = useQueryClient();
  const conversations = useConversations(!!user && projectId > 0);
  const open = useRef(chatOpen);
  useEffect(() => {
    open.current = chatOpen;
  });
  // A message is counted once, whatever the connection sends again after a reconnect or a new follow.
  const counted = useRef(0);
  useChatLive(user && projectId > 0 ? projectId : null, undefined, (frame) => {
    if (frame.type !== 'message' || frame.message.id <= counted.current) return;
    counted.current = frame.message.id;
    if (open.current || frame.message.author?.id === user?.id) return;
    setUnread(client, projectId, (n) => n + 1);
  });
  return conversations.data?.find((c) => c.project_id === projectId)?.unread_count ?? 0;
}
