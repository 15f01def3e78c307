import { z } from 'zod';
import { idField, PG_INT_MAX, strictInt } from '../shared/input-limits.ts';
import type { ChatMessage } from './chat-view.ts';

/**
 * The project chat's live connection (issue 24, docs/api-project-chat.md): a WebSocket at CHAT_LIVE_PATH
 * opened with the subprotocols [CHAT_PROTOCOL, BEARER_PROTOCOL + token] (a token never goes in a URL, where
 * logs and history keep it). Frames are JSON text both ways.
 */
export const CHAT_LIVE_PATH = '/api/projectChat/live';
export const CHAT_PROTOCOL = 'chat.v1';
export const BEARER_PROTOCOL = 'bearer.';

export const LIVE_LIMITS = {
  /** Projects one connection may follow. */
  projects: 100,
  /** A client frame (typing, read, subscribe): small; messages are posted over HTTP. */
  frameBytes: 16 * 1024,
  /** A member's typing is passed on at most this often per project. */
  typingEveryMs: 2000,
} as const;

export const LIVE_MESSAGES = {
  protocol: `Open the connection with the ${CHAT_PROTOCOL} subprotocol.`,
  frame: 'The frame is not one this connection understands.',
  notSubscribed: 'Subscribe to the project first.',
} as const;

const projectId = idField('project');

/**
 * What a client sends. `subscribe`: follow projects; with `after` (the last message id the client has, 0 for
 * none) the messages after it come first, then live ones, none twice and none missed; without it only the
 * messages from now. `typing`: shown to the others, never stored. `read`: the client's read position.
 */
export const chatClientFrame = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('subscribe'),
      projects: z
        .array(
          z.object({
            project_id: projectId,
            after: strictInt('after', { min: 0, max: PG_INT_MAX }).optional(),
          }),
        )
        .min(1)
        .max(LIVE_LIMITS.projects),
    }),
    z.object({ type: z.literal('unsubscribe'), project_id: projectId }),
    z.object({ type: z.literal('typing'), project_id: projectId }),
    z.object({ type: z.literal('read'), project_id: projectId, message_id: idField('message') }),
  ],
  { error: LIVE_MESSAGES.frame },
);
export type ChatClientFrame = z.infer<typeof chatClientFrame>;

/** What the server sends: the same message shape as GET /api/projectChat/{projectId}. */
export type ChatServerFrame =
  | { type: 'subscribed'; project_id: number; last_message_id: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'typing'; project_id: number; user: { id: number; name: string } }
  | { type: 'read'; project_id: number; user_id: number; last_read_message_id: number }
  | { type: 'error'; message: string; project_id?: number; errors?: Record<string, string[]> };
