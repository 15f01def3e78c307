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
import { addNotification } from '../notifications/notifications.repository.ts';
import {
  type ProjectAccess,
  type ProjectRole,
  projectAccessOf,
  projectPeople,
  recordActivity,
} from '../projects/project-access.repository.ts';
import { release, take } from '../throttle/throttle.service.ts';
import {
  insertMessage,
  lockProjectChat,
  markRead,
  messageIdByKey,
  messagesByIds,
} from './chat.repository.ts';
import { insertChatFiles, type NewChatFile } from './chat-files.repository.ts';
import { messageViews } from './message-view.ts';

/** The channel a kept message is announced on, by ids only (db/broadcaster.ts). */
export const CHAT_CHANNEL = 'project_chat';
export type ChatAnnouncement = { project_id: number; message_id: number };

export type PostFields = z.output<typeof chatMessageBody>;
export type Poster = { id: number; fullName: string };
/** A post under way: its project, and the rate-limit slot it took (given back if nothing is kept). */
export type OpenedPost =
  | { existing: ChatMessage }
  | { existing: null; project: ProjectAccess; fields: PostFields; slot: number[] };
export type Posted = { message: ChatMessage; created: boolean };

const MINUTE_MS = 60_000;

/** Where each person opens the project: the homeowner in their projects, a pro or designer in the portal. */
export const projectLink = (role: ProjectRole, projectId: number) =>
  role === 'owner' ? `/projects/${projectId}` : `/pro/projects/${projectId}`;

async function viewOf(db: Database, id: number): Promise<ChatMessage> {
  const [message] = await messageViews(db, await messagesByIds(db, [id]));
  return message!;
}

/**
 * The steps before any file is read: the caller belongs to the project (404 otherwise), a retry of a kept
 * message answers it (nothing counted, no file read), and the member's rate limit takes a slot (429 with
 * Retry-After when used up).
 */
export async function openPost(db: Database, user: Poster, fields: PostFields): Promise<OpenedPost> {
  const project = await projectAccessOf(db, fields.project_id, user.id);
  if (!project) throw new AppError('not_found');
  const kept = await messageIdByKey(db, project.projectId, user.id, fields.client_key);
  if (kept !== null) return { existing: await viewOf(db, kept) };
  const slot = await take(
    db,
    [{ key: `project-chat:user:${user.id}`, max: CHAT_LIMITS.perMinute, windowMs: MINUTE_MS }],
    CHAT_MESSAGES.tooFast,
  );
  return { existing: null, project, fields, slot };
}

/** A post that keeps nothing gives its rate-limit slot back. */
export async function abandonPost(db: Database, opened: OpenedPost) {
  if (opened.existing === null) await release(db, opened.slot);
}

/** Tells each person the message names; they open it where their role works on the project. */
async function notifyMentioned(tx: Database, project: ProjectAccess, author: Poster, mentioned: number[]) {
  const people = await projectPeople(tx, project.projectId);
  for (const person of people.filter((p) => mentioned.includes(p.userId))) {
    await addNotification(tx, person.userId, {
      title: `${author.fullName} mentioned you in the project chat`,
      body: project.name || 'Your project',
      link: projectLink(person.role, project.projectId),
    });
  }
}

/**
 * Keeps the message with its files, mentions and the timeline entry, and announces its id, in one
 * transaction under the project's chat lock. Two posts of one key at once: the second finds the first's
 * row and answers it (200), keeping nothing.
 */
export async function finishPost(
  db: Database,
  user: Poster,
  opened: OpenedPost,
  files: readonly NewChatFile[],
): Promise<Posted> {
  if (opened.existing) return { message: opened.existing, created: false };
  const { project, fields } = opened;
  try {
    const body = fields.message.trim();
    if (body === '' && files.length === 0) throw AppError.invalid(fieldError('message', CHAT_MESSAGES.empty));
    const people = await projectPeople(db, project.projectId);
    const members = people.map((p) => ({ user_id: p.userId, name: p.name }));
    const mentions = mentionedMembers(body, members, user.id);
    const kept = await db.transaction(async (tx) => {
      await lockProjectChat(tx, project.projectId);
      const clientKey = fields.client_key;
      const id = await insertMessage(tx, {
        projectId: project.projectId,
        authorId: user.id,
        body,
        mentions,
        clientKey,
      });
      if (id === null)
        return { id: await messageIdByKey(tx, project.projectId, user.id, clientKey), created: false };
      const ref = { projectId: project.projectId, messageId: id, uploaderId: user.id };
      await insertChatFiles(tx, ref, files);
      await notifyMentioned(tx, project, user, mentions);
      // Writing is reading: the sender has seen the conversation up to their own message.
      await markRead(tx, project.projectId, user.id, id);
      await recordActivity(tx, project.projectId, user.id, 'chat_message', {
        message_id: id,
        files: files.length,
      });
      const announcement: ChatAnnouncement = { project_id: project.projectId, message_id: id };
      await announce(tx, CHAT_CHANNEL, JSON.stringify(announcement));
      return { id, created: true };
    });
    if (!kept.created) await abandonPost(db, opened);
    return { message: await viewOf(db, kept.id!), created: kept.created };
  } catch (error) {
    await abandonPost(db, opened);
    throw error;
  }
}
