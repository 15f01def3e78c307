import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projectMembers, projectMessages, projectReads, projects, users } from '../../db/schema/index.ts';
import type { ProjectRole } from '../projects/project-access.repository.ts';

/** A kept message with its author's name and place in the project (null once they left it). */
export type MessageRow = {
  id: number;
  projectId: number;
  authorId: number | null;
  authorName: string | null;
  authorRole: ProjectRole | null;
  body: string;
  mentions: number[];
  clientKey: string;
  createdAt: Date;
};

const messageColumns = {
  id: projectMessages.id,
  projectId: projectMessages.projectId,
  authorId: projectMessages.authorId,
  authorName: users.fullName,
  authorRole: sql<ProjectRole | null>`case when ${projectMessages.authorId} = ${projects.userId} then 'owner'
    else ${projectMembers.role} end`,
  body: projectMessages.body,
  mentions: projectMessages.mentions,
  clientKey: projectMessages.clientKey,
  createdAt: projectMessages.createdAt,
};

const selectMessages = (db: Database) =>
  db
    .select(messageColumns)
    .from(projectMessages)
    .innerJoin(projects, eq(projects.id, projectMessages.projectId))
    .leftJoin(users, eq(users.id, projectMessages.authorId))
    .leftJoin(
      projectMembers,
      and(
        eq(projectMembers.projectId, projectMessages.projectId),
        eq(projectMembers.userId, projectMessages.authorId),
      ),
    );

/**
 * A page of a project's messages, oldest first: after `after` (catching up), before `before` (older), else
 * the newest. `hasMore`: more lie beyond the page in the direction asked.
 */
export async function messagePage(
  db: Database,
  projectId: number,
  q: { after?: number; before?: number },
  limit: number,
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const ofProject = eq(projectMessages.projectId, projectId);
  if (q.after !== undefined) {
    const rows = await selectMessages(db)
      .where(and(ofProject, gt(projectMessages.id, q.after)))
      .orderBy(asc(projectMessages.id))
      .limit(limit + 1);
    return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
  }
  const rows = await selectMessages(db)
    .where(q.before !== undefined ? and(ofProject, lt(projectMessages.id, q.before)) : ofProject)
    .orderBy(desc(projectMessages.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

export async function messagesByIds(db: Database, ids: number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return selectMessages(db).where(inArray(projectMessages.id, ids)).orderBy(asc(projectMessages.id));
}

/** The newest message's id (0: none yet). */
export async function latestMessageId(db: Database, projectId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${projectMessages.id})` })
    .from(projectMessages)
    .where(eq(projectMessages.projectId, projectId));
  return Number(row?.id ?? 0);
}

/** Whether `messageId` is one of the project's messages. */
export async function isMessageOf(db: Database, projectId: number, messageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projectMessages.id })
    .from(projectMessages)
    .where(and(eq(projectMessages.id, messageId), eq(projectMessages.projectId, projectId)));
  return row !== undefined;
}

export async function messageIdByKey(db: Database, projectId: number, authorId: number, clientKey: string) {
  const [row] = await db
    .select({ id: projectMessages.id })
    .from(projectMessages)
    .where(
      and(
        eq(projectMessages.projectId, projectId),
        eq(projectMessages.authorId, authorId),
        eq(projectMessages.clientKey, clientKey),
      ),
    );
  return row?.id ?? null;
}

/**
 * Takes the project's chat lock until the transaction ends: messages of a project get their ids and commit
 * in one order, so "every message after id N" read at any moment has no hole a later commit could fill
 * (what catch-up and the live delivery rely on: no gap, no duplicate).
 */
export async function lockProjectChat(tx: Database, projectId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`project_chat:${projectId}`}, 0))`);
}

/** Keeps a message; null when this author already sent one with this key (a retry). */
export async function insertMessage(
  tx: Database,
  values: { projectId: number; authorId: number; body: string; mentions: number[]; clientKey: string },
): Promise<{ id: number; createdAt: Date } | null> {
  const [row] = await tx
    .insert(projectMessages)
    .values(values)
    .onConflictDoNothing({
      target: [projectMessages.projectId, projectMessages.authorId, projectMessages.clientKey],
    })
    .returning({ id: projectMessages.id, createdAt: projectMessages.createdAt });
  return row ?? null;
}

/** Each person's read position in a project. */
export async function readsOf(db: Database, projectId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: projectReads.userId, last: projectReads.lastReadMessageId })
    .from(projectReads)
    .where(eq(projectReads.projectId, projectId));
  return new Map(rows.map((r) => [r.userId, Number(r.last)]));
}

/**
 * Moves someone's read position up to `messageId`, never back (an older page read later changes nothing),
 * and stamps when they last read (the away mail waits for it). Answers the position now kept.
 */
export async function markRead(db: Database, projectId: number, userId: number, messageId: number) {
  const [row] = await db
    .insert(projectReads)
    .values({ projectId, userId, lastReadMessageId: messageId, lastReadAt: sql`now()` })
    .onConflictDoUpdate({
      target: [projectReads.projectId, projectReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${projectReads.lastReadMessageId}, excluded.last_read_message_id)`,
        lastReadAt: sql`now()`,
      },
    })
    .returning({ last: projectReads.lastReadMessageId });
  return Number(row.last);
}

/** Someone's unread messages: after their read position and not their own (domain `unreadCount`, in SQL). */
export async function unreadCountOf(db: Database, projectId: number, userId: number, lastRead: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(projectMessages)
    .where(
      and(
        eq(projectMessages.projectId, projectId),
        gt(projectMessages.id, lastRead),
        sql`${projectMessages.authorId} is distinct from ${userId}`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The conversations of these projects for one person: latest message id, unread count, their role. */
export async function conversationsOf(db: Database, userId: number, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  const lastRead = sql`coalesce(${projectReads.lastReadMessageId}, 0)`;
  const rows = await db
    .select({
      projectId: projects.id,
      name: projects.name,
      role: sql<ProjectRole>`case when ${projects.userId} = ${userId} then 'owner'
        else ${projectMembers.role} end`,
      lastId: sql<number | null>`max(${projectMessages.id})`,
      unread: sql<number>`count(${projectMessages.id}) filter (where ${projectMessages.id} > ${lastRead}
        and ${projectMessages.authorId} is distinct from ${userId})`,
    })
    .from(projects)
    .leftJoin(projectMessages, eq(projectMessages.projectId, projects.id))
    .leftJoin(projectReads, and(eq(projectReads.projectId, projects.id), eq(projectReads.userId, userId)))
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)),
    )
    .where(inArray(projects.id, projectIds))
    .groupBy(projects.id, projects.name, projects.userId, projectMembers.role, projectReads.lastReadMessageId)
    .orderBy(sql`max(${projectMessages.id}) desc nulls last`, desc(projects.id));
  return rows.map((r) => ({
    ...r,
    lastId: r.lastId == null ? null : Number(r.lastId),
    unread: Number(r.unread),
  }));
}
