import type { ChatServerFrame } from '@app/domain/projects/chat-live';
import { useEffect, useRef } from 'react';
import { chatLive } from '../../../../lib/chat-live.ts';
import { useSession } from '../../../../lib/session.tsx';

/**
 * Follows a project on the tab's live connection while mounted and signed in (lib/chat-live.ts).
 * `after`: the last message id the caller has (the messages after it come first); undefined follows from
 * now; null waits (the first page is still loading).
 */
export function useChatLive(
  projectId: number | null,
  after: number | null | undefined,
  listener: (frame: ChatServerFrame) => void,
) {
  const { token } = useSession();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!token || projectId === null || after === null) return;
    return chatLive.follow(projectId, (frame) => latest.current(frame), after);
  }, [projectId, after, token]);
}
