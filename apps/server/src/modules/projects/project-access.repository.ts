import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { announce } from '../../db/broadcaster.ts';
import type { Database } from '../../db/client.ts';
import { projectActivity, projectMembers, projects, users } from '../../db/schema/index.ts';

/** The channel a change of a project's people is announced on (ids only): live chats check access again. */
export const PEOPLE_CHANNEL = 'project_people';

/** Announces, inside the writing transaction, that `userId`'s place in the project changed (let go, left). */
export const announcePeopleChanged = (tx: Database, projectId: number, userId: number) =>
  announce(tx, PEOPLE_CHANNEL, JSON.stringify({ project_id: projectId, user_id: userId }));

/** Who someone is in a project (issue 24): its owner, the showroom's pro it was shared with, or a designer. */
export type ProjectRole = 'owner' | 'pro' | 'designer';

export type ProjectAccess = { projectId: number; ownerId: number; name: string; role: ProjectRole };

/**
 * The caller's place in an account project, or null when they have none (the caller answers 404, as if the
 * project did not exist). A guest cart is nobody's project.
 */
export async function projectAccessOf(
  db: Database,
  projectId: number,
  userId: number,
): Promise<ProjectAccess | null> {
  const [row] = await db
    .select({ ownerId: projects.userId, name: projects.name, memberRole: projectMembers.role })
    .from(projects)
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)),
    )
    .where(and(eq(projects.id, projectId), isNotNull(projects.userId)))
    .limit(1);
  if (!row || row.ownerId === null) return null;
  const role: ProjectRole | null = row.ownerId === userId ? 'owner' : row.memberRole;
  return role ? { projectId, ownerId: row.ownerId, name: row.name, role } : null;
}

/** The project's people: its owner first, then its members, with the names the chat and checklist show (and their addresses, for mail). */
export async function projectPeople(db: Database, projectId: number) {
  const owner = await db
    .select({ userId: users.id, name: users.fullName, email: users.email, role: sql<ProjectRole>`'owner'` })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(eq(projects.id, projectId));
  const members = await db
    .select({ userId: users.id, name: users.fullName, email: users.email, role: projectMembers.role })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(projectMembers.createdAt);
  return [...owner, ...members];
}

/** The account projects someone owns or is a member of (ids). */
export async function projectIdsOf(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: projects.id })
    .from(projects)
    .leftJoin(projectMembers, eq(projectMembers.projectId, projects.id))
    .where(or(eq(projects.userId, userId), eq(projectMembers.userId, userId)));
  return rows.map((r) => r.id);
}

/** Adds an entry to the project's timeline. */
export async function recordActivity(
  db: Database,
  projectId: number,
  actorId: number | null,
  kind: string,
  detail: Record<string, unknown> = {},
) {
  await db.insert(projectActivity).values({ projectId, actorId, kind, detail });
}
