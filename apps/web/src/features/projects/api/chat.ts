import type { ChatMessage, chatConversationSchema, ProjectChat } from '@app/domain/projects/chat-view';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { uploadForm } from '../../../lib/api-upload.ts';

/**
 * GET /api/projectChat/{projectId}: the newest page (oldest first), `before` an id for older, `after` one
 * to catch up. Reading it moves the caller's read position to its newest message.
 */
export const readChat = async (
  projectId: number,
  query: { before?: number; after?: number } = {},
  signal?: AbortSignal,
) => (await api.get<ProjectChat>(apiPaths.projectChatOf(projectId), { query, signal, silent: true })).data;

export type Conversation = z.infer<typeof chatConversationSchema>;

export const conversationsKey = ['projectChat', 'conversations'] as const;

/** GET /api/projectChat: the caller's conversations, each with its unread count (tabs and cards show it). */
export const useConversations = (enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: conversationsKey,
      queryFn: async ({ signal }) =>
        (await api.get<{ Project_chats: Conversation[] }>(apiPaths.projectChat, { signal, silent: true }))
          .data.Project_chats,
      // Messages arrive from others all the time: asked again on each visit and when the window is back.
      staleTime: 0,
      refetchOnWindowFocus: true,
      enabled,
    }),
  );

/** Moves a conversation's unread count in the cache (a message arrived live, or the chat was read). */
export function setUnread(client: QueryClient, projectId: number, next: (count: number) => number) {
  client.setQueryData<Conversation[]>(conversationsKey, (list) =>
    list?.map((c) => (c.project_id === projectId ? { ...c, unread_count: next(c.unread_count) } : c)),
  );
}

export type NewMessage = { project_id: number; message: string; client_key: string; files: File[] };

/**
 * POST /api/projectChat: JSON, or multipart (fields first, then `files`) with upload progress. Silent: the
 * chat says what went wrong beside the composer or on the message. A retry sends the same `client_key`,
 * which the server answers with the message it kept (never a second one).
 */
export async function postMessage(m: NewMessage, onProgress?: (share: number) => void) {
  if (m.files.length === 0) {
    const { files: _, ...body } = m;
    return (await api.post<ChatMessage>(apiPaths.projectChat, body, { silent: true })).data;
  }
  const form = new FormData();
  form.append('project_id', String(m.project_id));
  form.append('message', m.message);
  form.append('client_key', m.client_key);
  for (const file of m.files) form.append('files', file, file.name);
  return (await uploadForm<ChatMessage>(apiPaths.projectChat, form, { silent: true, onProgress })).data;
}
