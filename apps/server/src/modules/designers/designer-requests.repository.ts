import type { DesignerRequestStatus } from '@app/domain/projects/designers';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  designerRequests,
  designs,
  projectActivity,
  projectMembers,
  projects,
  users,
} from '../../db/schema/index.ts';

export type RequestRow = typeof designerRequests.$inferSelect;

/** The timeline entry a decline leaves; its detail carries the reason the owner reads. */
export const DECLINED_KIND = 'designer_declined';

/** Serialises the asks of one project (the open-request count and the insert under one row lock). */
export async function lockProject(tx: Database, projectId: number): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
}

export async function countOpenRequests(db: Database, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(designerRequests)
    .where(and(eq(designerRequests.projectId, projectId), eq(designerRequests.status, 'asked')));
  return Number(row.n);
}

export async function openRequest(db: Database, projectId: number, designerId: number) {
  const [row] = await db
    .select()
    .from(designerRequests)
    .where(
      and(
        eq(designerRequests.projectId, projectId),
        eq(designerRequests.designerId, designerId),
        eq(designerRequests.status, 'asked'),
      ),
    );
  return row ?? null;
}

/** A new open request, or null when one is already open for the pair (the partial unique index decides). */
export async function insertRequest(
  tx: Database,
  request: { projectId: number; designerId: number; askedBy: number; note: string },
): Promise<RequestRow | null> {
  const [row] = await tx.insert(designerRequests).values(request).onConflictDoNothing().returning();
  return row ?? null;
}

export async function requestById(db: Database, id: number): Promise<RequestRow | null> {
  const [row] = await db.select().from(designerRequests).where(eq(designerRequests.id, id));
  return row ?? null;
}

/**
 * Moves an open request (of `designerId`, when named) to `to`; null when it was not open any more. One conditional UPDATE: of two answers
 * at once, the second waits for the first and then finds the request answered.
 */
export async function moveOpenRequest(
  tx: Database,
  id: number,
  to: DesignerRequestStatus,
  designerId?: number,
): Promise<RequestRow | null> {
  const [row] = await tx
    .update(designerRequests)
    .set({ status: to, answeredAt: sql`now()` })
    .where(
      and(
        eq(designerRequests.id, id),
        eq(designerRequests.status, 'asked'),
        designerId === undefined ? undefined : eq(designerRequests.designerId, designerId),
      ),
    )
    .returning();
  return row ?? null;
}

/** The project's requests, newest first. */
export function requestsOfProject(db: Database, projectId: number): Promise<RequestRow[]> {
  return db
    .select()
    .from(designerRequests)
    .where(eq(designerRequests.projectId, projectId))
    .orderBy(desc(designerRequests.id));
}

/** The reasons given for these declined requests, by request id (kept on the project's timeline). */
export async function declineReasons(db: Database, requestIds: readonly number[]) {
  if (requestIds.length === 0) return new Map<number, string>();
  const requestId = sql<number>`(${projectActivity.detail}->>'request_id')::int`;
  const rows = await db
    .select({ requestId, reason: sql<string>`coalesce(${projectActivity.detail}->>'reason', '')` })
    .from(projectActivity)
    .where(
      and(
        eq(projectActivity.kind, DECLINED_KIND),
        inArray(
          sql`${projectActivity.detail}->>'request_id'`,
          requestIds.map((id) => String(id)),
        ),
      ),
    );
  return new Map(rows.map((r) => [Number(r.requestId), r.reason]));
}

/** The designer members of a project (user ids). */
export async function designerMembersOf(db: Database, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.role, 'designer')));
  return rows.map((r) => r.userId);
}

/** Whether someone is a member of the project (in any role). */
export async function isMember(db: Database, projectId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  return !!row;
}

/** Makes the designer a member; a second accept (or a designer already in) changes nothing. */
export async function addDesignerMember(
  tx: Database,
  projectId: number,
  designerId: number,
  addedBy: number | null,
) {
  await tx
    .insert(projectMembers)
    .values({ projectId, userId: designerId, role: 'designer', addedBy })
    .onConflictDoNothing();
}

/** Takes a designer out of the project; false when they were not one of its designers. */
export async function removeDesignerMember(tx: Database, projectId: number, designerId: number) {
  const rows = await tx
    .delete(projectMembers)
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.userId, designerId),
        eq(projectMembers.role, 'designer'),
      ),
    )
    .returning({ userId: projectMembers.userId });
  return rows.length > 0;
}

/** A designer's requests, newest first, with the project, its owner and showroom, and who asked. */
export function inboxOf(db: Database, designerId: number, status: DesignerRequestStatus | undefined) {
  const owner = sql<string>`(select u.full_name from users u where u.id = ${projects.userId})`;
  const showroom = sql<string | null>`(select s.company_name from showrooms s
    where s.user_id = ${projects.showroomUserId} order by s.id limit 1)`;
  const member = sql<boolean>`exists (select 1 from project_members m where m.project_id = ${projects.id}
    and m.user_id = ${designerRequests.designerId} and m.role = 'designer')`;
  return db
    .select({
      request: designerRequests,
      projectName: projects.name,
      ownerId: projects.userId,
      ownerName: owner,
      showroom,
      askerName: users.fullName,
      member,
    })
    .from(designerRequests)
    .innerJoin(projects, eq(projects.id, designerRequests.projectId))
    .leftJoin(users, eq(users.id, designerRequests.askedBy))
    .where(
      and(
        eq(designerRequests.designerId, designerId),
        status ? eq(designerRequests.status, status) : undefined,
      ),
    )
    .orderBy(desc(designerRequests.id))
    .limit(200);
}

/** The saved designs of these projects: the rooms a designer in them edits. */
export function roomsOf(db: Database, projectIds: readonly number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      projectId: designs.projectId,
      id: designs.id,
      name: designs.name,
      version: designs.version,
      updatedAt: designs.updatedAt,
    })
    .from(designs)
    .where(inArray(designs.projectId, [...projectIds]))
    .orderBy(desc(designs.updatedAt), desc(designs.id));
}

/** Who to tell: an account's name and address. */
export async function contactOf(db: Database, userId: number) {
  const [row] = await db
    .select({ name: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function projectNameById(db: Database, projectId: number): Promise<string> {
  const [row] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
  return row?.name ?? '';
}
