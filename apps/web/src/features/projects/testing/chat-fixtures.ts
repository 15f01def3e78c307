import {
  type ChatMessage,
  chatMessageSchema,
  type ProjectChat,
  projectChatSchema,
} from '@app/domain/projects/chat-view';
import { OWNER, PRO } from './fixtures.ts';

type Author = { user_id: number; name: string; role: 'owner' | 'pro' | 'designer' };

/** A kept message of project 5 as the API (and the live connection) delivers it. */
export const messageOf = (
  id: number,
  author: Author,
  body: string,
  over: Partial<ChatMessage> = {},
): ChatMessage =>
  chatMessageSchema.parse({
    id,
    project_id: 5,
    author: { id: author.user_id, name: author.name, role: author.role },
    body,
    mentions: [],
    files: [],
    client_key: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    created_at: new Date(Date.UTC(2026, 10, 22, 18, id % 60)).toISOString(),
    ...over,
  });

/** GET /api/projectChat/5's answer: Ann Lee (the owner, authUser()) and Carl Pro talking. */
export const chatOf = (messages: ChatMessage[], over: Partial<ProjectChat> = {}): ProjectChat =>
  projectChatSchema.parse({
    project: { id: 5, name: 'Kitchen remodel' },
    members: [
      { ...OWNER, last_read_message_id: messages.at(-1)?.id ?? 0 },
      { ...PRO, last_read_message_id: 0 },
    ],
    designers: [],
    Project_chats: messages,
    has_more: false,
    unread_count: 0,
    ...over,
  });

/** GET /api/projectChat's answer with project 5's unread count. */
export const conversationsOf = (unread: number, last: ChatMessage | null = null) => ({
  Project_chats: [
    {
      project_id: 5,
      project_name: 'Kitchen remodel',
      role: 'owner',
      last_message: last,
      unread_count: unread,
    },
  ],
});
