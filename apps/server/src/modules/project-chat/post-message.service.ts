import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type chatMessageBody,
  mentionedMembers,
} from '@app/domain/projects/chat';
import type { ChatMessage } from '@app/domain/projects/chat-view';
import type { z } from 'zod';
import { announce } from '../../db/broadcaster.ts';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { ObjectStore } from '../../lib/object-store/object-store.ts';
import { deleteObjects, putThenRecord } from '../../lib/object-store/stored-objects.ts';
import { addNotification } from '../notifications/notifications.repository.ts';
import {
  type ProjectAccess,
  type ProjectRole,
  projectAccessOf,
  projectPeople,
  recordActivity,
} from '../projects/project-access.repository.ts';
import { type Limit, retryAfterMs, take } from '../throttle/throttle.service.ts';
import {
  insertMessage,
  lockProjectChat,
  markRead,
  messageIdByKey,
  messagesByIds,
} from './chat.repository.ts';
import { insertChatFiles, type NewChatFile } from './chat-files.repository.ts';
import { projectFileObjects } from './file-objects.ts';
import { messageView, messageViews } from './message-view.ts';

/** The channel a kept message is announced on, by ids only (db/broadcaster.ts). */
export const CHAT_CHANNEL = 'project_chat';
export type ChatAnnouncement = { project_id: number; message_id: number };

export type PostFields = z.output<typeof chatMessageBody>;
export type Poster = { id: number; fullName: string };
/** A post under way: a retry's kept message, or the project it goes to. */
export type OpenedPost =
  | { existing: ChatMessage }
  | { existing: null; project: ProjectAccess; fields: PostFields };
export type Posted = { message: ChatMessage; created: boolean };

/** A member's pace: CHAT_LIMITS.perMinute messages in any minute, whatever the project. */
const paceOf = (userId: number): Limit => ({
  key: `project-chat:user:${userId}`,
  max: CHAT_LIMITS.perMinute,
  windowMs: 60_000,
});

/** Where each person opens the project: the homeowner in their projects, a pro or designer in the portal. */
export const projectLink = (role: ProjectRole, projectId: number) =>
  role === 'owner' ? `/projects/${projectId}` : `/pro/projects/${projectId}`;

async function viewOf(db: Database, id: number): Promise<ChatMessage> {
  const [message] = await messageViews(db, await messagesByIds(db, [id]));
  return message!;
}

/**
 * The steps before any file is read: the caller belongs to the project (404 otherwise) and a retry of a
 * kept message answers it (nothing counted, no file read).
 */
export async function openPost(db: Database, user: Poster, fields: PostFields): Promise<OpenedPost> {
  const project = await projectAccessOf(db, fields.project_id, user.id);
  if (!project) throw new AppError('not_found');
  const kept = await messageIdByKey(db, project.projectId, user.id, fields.client_key);
  if (kept !== null) return { existing: await viewOf(db, kept) };
  return { existing: null, project, fields };
}

/**
 * A look at the member's pace before their files are decoded (429 with Retry-After); the count that holds
 * is taken with the message (finishPost).
 */
export async function checkPace(db: Database, userId: number) {
  const { key, max, windowMs } = paceOf(userId);
  const waitMs = await retryAfterMs(db, key, max, windowMs);
  if (waitMs > 0) {
    throw new AppError('too_many_requests', CHAT_MESSAGES.tooFast, undefined, {
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    });
  }
}

type Person = Awaited<ReturnType<typeof projectPeople>>[number];

/** Tells each person the message names; they open it where their role works on the project. */
async function notifyMentioned(
  tx: Database,
  project: ProjectAccess,
  author: Poster,
  people: Person[],
  mentioned: number[],
) {
  for (const person of people.filter((p) => mentioned.includes(p.userId))) {
    await addNotification(tx, person.userId, {
      title: `${author.fullName} mentioned you in the project chat`,
      body: project.name || 'Your project',
      link: projectLink(person.role, project.projectId),
    });
  }
}

/**
 * Keeps the message with its files, mentions, the member's pace count and the timeline entry, and
 * announces its id: one transaction (one commit) under the project's chat lock. A member past their pace
 * gets 429 and nothing is kept. Two posts of one key at once: the second finds the first's row and answers
 * it (200), keeping and counting nothing.
 */
export async function finishPost(
  db: Database,
  objects: ObjectStore,
  user: Poster,
  opened: OpenedPost,
  files: readonly NewChatFile[],
): Promise<Posted> {
  if (opened.existing) return { message: opened.existing, created: false };
  const { project, fields } = opened;
  const body = fields.message.trim();
  if (body === '' && files.length === 0) throw AppError.invalid(fieldError('message', CHAT_MESSAGES.empty));
  // Only a message with an "@" can name anyone: the others need no list of people.
  const people = body.includes('@') ? await projectPeople(db, project.projectId) : [];
  const members = people.map((p) => ({ user_id: p.userId, name: p.name }));
  const mentions = mentionedMembers(body, members, user.id);
  const clientKey = fields.client_key;
  type Kept = { created: true; view: ChatMessage } | { created: false; id: number | null };
  // The files' bytes go to the object store first; the rows naming them are written with the message.
  const stored = projectFileObjects(files);
  const record = () =>
    db.transaction(async (tx): Promise<Kept> => {
      await lockProjectChat(tx, project.projectId);
      const ref = { projectId: project.projectId, authorId: user.id };
      const row = await insertMessage(tx, { ...ref, body, mentions, clientKey });
      if (!row)
        return { created: false, id: await messageIdByKey(tx, ref.projectId, ref.authorId, clientKey) };
      await take(tx, [paceOf(user.id)], CHAT_MESSAGES.tooFast);
      const kept = await insertChatFiles(tx, { ...ref, messageId: row.id, uploaderId: user.id }, stored.rows);
      await notifyMentioned(tx, project, user, people, mentions);
      // Writing is reading: the sender has seen the conversation up to their own message.
      await markRead(tx, project.projectId, user.id, row.id);
      await recordActivity(tx, project.projectId, user.id, 'chat_message', {
        message_id: row.id,
        files: files.length,
      });
      const announcement: ChatAnnouncement = { project_id: project.projectId, message_id: row.id };
      await announce(tx, CHAT_CHANNEL, JSON.stringify(announcement));
      const author = { authorId: user.id, authorName: user.fullName, authorRole: project.role };
      return {
        created: true,
        view: messageView({ ...row, ...ref, ...author, body, mentions, clientKey }, kept),
      };
    });
  const posted = await putThenRecord(objects, stored.objects, record);
  if (posted.created) return { message: posted.view, created: true };
  // The same message was kept by a concurrent retry, with its own files: these are nobody's.
  await deleteObjects(
    objects,
    stored.objects.map((o) => o.key),
  );
  return { message: await viewOf(db, posted.id!), created: false };
}
