import { CHAT_MESSAGES } from '@app/domain/projects/chat';
import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import { isApiError } from '../../../../lib/api-client.ts';
import { postMessage } from '../../api/chat.ts';
import { newClientKey, type Refusal, refusalsOf } from './attachments.ts';
import type { ChatAction, Outgoing } from './chat-state.ts';

export const NOT_SENT = 'Not sent: check your connection and send it again.';

/** What the composer is told when the server refused a message: the draft back, and why. */
export type Refused = { body: string; files: File[]; refusals: Refusal[] };

/**
 * Sends messages optimistically: each shows at once under a new client key and is replaced by the kept
 * message. A network failure or a 429 leaves it marked not sent, to resend with the same key (the server
 * answers the message it may already have kept: never two). A 422 hands the draft back to the composer with
 * the server's reasons, since sending it again unchanged would be refused again.
 */
export function useSend(projectId: number, dispatch: Dispatch<ChatAction>, onRefused: (r: Refused) => void) {
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  });

  const deliver = useCallback(
    async (o: Outgoing) => {
      const progress = o.files.length
        ? (share: number) => dispatch({ type: 'progress', key: o.client_key, share })
        : undefined;
      try {
        const kept = await postMessage(
          { project_id: projectId, message: o.body, client_key: o.client_key, files: o.files },
          progress,
        );
        dispatch({ type: 'arrived', messages: [kept] });
      } catch (error) {
        if (isApiError(error) && error.status === 422) {
          dispatch({ type: 'withdrawn', key: o.client_key });
          refused.current({ body: o.body, files: o.files, refusals: refusalsOf(error.fieldErrors, o.files) });
        } else if (isApiError(error) && error.status === 429) {
          dispatch({ type: 'failed', key: o.client_key, error: CHAT_MESSAGES.tooFast });
        } else {
          dispatch({ type: 'failed', key: o.client_key, error: NOT_SENT });
        }
      }
    },
    [projectId, dispatch],
  );

  const send = useCallback(
    (body: string, files: File[]) => {
      const outgoing: Outgoing = {
        client_key: newClientKey(),
        body,
        files,
        created_at: new Date().toISOString(),
        status: 'sending',
        progress: files.length ? 0 : null,
        error: null,
      };
      dispatch({ type: 'queued', outgoing });
      void deliver(outgoing);
    },
    [deliver, dispatch],
  );

  const resend = useCallback(
    (o: Outgoing) => {
      dispatch({ type: 'resending', key: o.client_key });
      void deliver({ ...o, status: 'sending', error: null });
    },
    [deliver, dispatch],
  );

  return { send, resend };
}
