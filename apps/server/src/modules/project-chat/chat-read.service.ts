import { CHAT_LIMITS } from '@app/domain/projects/chat';
import type { ChatMessage, ProjectChat, RoomFile } from '@app/domain/projects/chat-view';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStore } from '../../lib/object-store/object-store.ts';
import { storedBytes } from '../../lib/object-store/stored-objects.ts';
import {
  type ProjectAccess,
  projectAccessOf,
  projectIdsOf,
  projectPeople,
} from '../projects/project-access.repository.ts';
import {
  conversationsOf,
  markRead,
  messagePage,
  messagesByIds,
  readsOf,
  unreadCountOf,
} from './chat.repository.ts';
import { fileOfProject, filesOfProjects } from './chat-files.repository.ts';
import { fileView, messageViews } from './message-view.ts';

export async function chatAccess(db: Database, userId: number, projectId: number): Promise<ProjectAccess> {
  const found = await projectAccessOf(db, projectId, userId);
  if (!found) throw new AppError('not_found');
  return found;
}

/**
 * GET /api/projectChat/{projectId}: a page of messages oldest first (the newest, `after` an id to catch up,
 * or `before` one for older), every person's read position, and the caller's unread count once this page
 * is read: reading moves the caller's position up to the page's newest message, never back.
 */
export async function readProjectChat(
  db: Database,
  userId: number,
  projectId: number,
  q: { after?: number; before?: number },
): Promise<ProjectChat> {
  const project = await chatAccess(db, userId, projectId);
  const page = await messagePage(
    db,
    projectId,
    q.after !== undefined ? { after: q.after } : q,
    CHAT_LIMITS.page,
  );
  const messages = await messageViews(db, page.rows);
  const lastRead = await markRead(db, projectId, userId, page.rows.at(-1)?.id ?? 0);
  const [people, reads, unread] = await Promise.all([
    projectPeople(db, projectId),
    readsOf(db, projectId),
    unreadCountOf(db, projectId, userId, lastRead),
  ]);
  return {
    project: { id: projectId, name: project.name },
    members: people.map((p) => ({
      user_id: p.userId,
      name: p.name,
      role: p.role,
      last_read_message_id: reads.get(p.userId) ?? 0,
    })),
    designers: people.filter((p) => p.role === 'designer').map((p) => ({ user_id: p.userId, name: p.name })),
    Project_chats: messages,
    has_more: page.hasMore,
    unread_count: unread,
  };
}

/** GET /api/projectChat: each of the caller's projects with its latest message and their unread count. */
export async function listConversations(db: Database, userId: number) {
  const rows = await conversationsOf(db, userId, await projectIdsOf(db, userId));
  const lastIds = rows.flatMap((r) => (r.lastId === null ? [] : [r.lastId]));
  const latest = new Map<number, ChatMessage>(
    (await messageViews(db, await messagesByIds(db, lastIds))).map((m) => [m.id, m]),
  );
  return {
    Project_chats: rows.map((r) => ({
      project_id: r.projectId,
      project_name: r.name,
      role: r.role,
      last_message: r.lastId === null ? null : (latest.get(r.lastId) ?? null),
      unread_count: r.unread,
    })),
  };
}

/** GET /api/projectChat?t=files: the files of the caller's projects (or of one), newest first. */
export async function listRoomFiles(
  db: Database,
  userId: number,
  q: { before?: number; project_id?: number },
): Promise<{ room_files: RoomFile[]; has_more: boolean }> {
  const ids =
    q.project_id === undefined
      ? await projectIdsOf(db, userId)
      : [(await chatAccess(db, userId, q.project_id)).projectId];
  const page = await filesOfProjects(db, ids, { before: q.before, limit: CHAT_LIMITS.page });
  return {
    room_files: page.rows.map((f) => ({
      ...fileView(f),
      project_id: f.projectId,
      project_name: f.projectName,
      message_id: f.messageId,
      purpose: f.purpose,
      uploaded_by: f.uploaderId === null ? null : { id: f.uploaderId, name: f.uploaderName ?? '' },
      created_at: f.createdAt.toISOString(),
    })),
    has_more: page.hasMore,
  };
}

export type FileSize = 'full' | 'preview';

/**
 * A file of the project (its bytes or a picture's preview), for the project's people only: read from the
 * object store, or from its row when it was kept before the store. A PDF has no preview (404).
 */
export async function readProjectFile(
  db: Database,
  objects: ObjectStore,
  userId: number,
  ref: { projectId: number; fileId: number; size: FileSize },
) {
  await chatAccess(db, userId, ref.projectId);
  const file = await fileOfProject(db, ref.projectId, ref.fileId);
  if (!file) throw new AppError('not_found');
  const { objectKey, thumbKey, bytes: kept, thumbBytes, ...described } = file;
  const preview = ref.size === 'preview';
  if (preview && file.contentType !== 'image/webp') throw new AppError('not_found');
  const bytes = preview
    ? await storedBytes(objects, thumbKey, thumbBytes)
    : await storedBytes(objects, objectKey, kept);
  if (!bytes) throw new AppError('not_found');
  return { ...described, bytes, preview };
}
