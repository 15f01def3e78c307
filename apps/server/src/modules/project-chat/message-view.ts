import type { ChatFile, ChatMessage } from '@app/domain/projects/chat-view';
import type { Database } from '../../db/client.ts';
import type { MessageRow } from './chat.repository.ts';
import { type FileRow, filesOfMessages } from './chat-files.repository.ts';

/** Where a project's file is read: its bytes, and a picture's preview (`?size=preview`). */
export const fileUrl = (projectId: number, fileId: number) => `/api/projectChat/${projectId}/files/${fileId}`;

export function fileView(file: FileRow): ChatFile {
  const url = fileUrl(file.projectId, file.id);
  return {
    id: file.id,
    name: file.name,
    content_type: file.contentType,
    size: file.size,
    width: file.width,
    height: file.height,
    url,
    preview_url: file.contentType === 'image/webp' ? `${url}?size=preview` : null,
  };
}

/** A message as every reader gets it (GET, POST's answer, the WebSocket), with its files. */
export const messageView = (r: MessageRow, files: readonly FileRow[]): ChatMessage => ({
  id: r.id,
  project_id: r.projectId,
  author:
    r.authorId === null ? null : { id: r.authorId, name: r.authorName ?? '', role: r.authorRole ?? null },
  body: r.body,
  mentions: r.mentions,
  files: files.map(fileView),
  client_key: r.clientKey,
  created_at: r.createdAt.toISOString(),
});

/** Messages with their files attached (one query for the files of them all). */
export async function messageViews(db: Database, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
  const files = await filesOfMessages(
    db,
    rows.map((r) => r.id),
  );
  const byMessage = new Map<number | null, FileRow[]>();
  for (const f of files) byMessage.set(f.messageId, [...(byMessage.get(f.messageId) ?? []), f]);
  return rows.map((r) => messageView(r, byMessage.get(r.id) ?? []));
}
