import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  designs,
  projectActivity,
  projectChecklists,
  projectMembers,
  projects,
  showrooms,
  users,
} from '../../db/schema/index.ts';

/**
 * The newest sign of life of a project: its timeline's last entry, a room saved, its checklist or itself
 * changed (greatest() skips the nulls of a project with no rooms or no checklist).
 */
export const lastActivityAt = sql<Date>`greatest(
  ${projects.updatedAt},
  (select max(${projectActivity.createdAt}) from ${projectActivity} where ${projectActivity.projectId} = ${projects.id}),
  (select max(${designs.updatedAt}) from ${designs} where ${designs.projectId} = ${projects.id}),
  (select ${projectChecklists.updatedAt} from ${projectChecklists} where ${projectChecklists.projectId} = ${projects.id})
)`.mapWith(projects.updatedAt);

const roomCount = sql<number>`(select count(*)::int from ${designs} where ${designs.projectId} = ${projects.id})`;
const firstRoom = sql<string | null>`(select ${designs.name} from ${designs}
  where ${designs.projectId} = ${projects.id} order by ${designs.createdAt}, ${designs.id} limit 1)`;
const hasChecklist = sql`exists (select 1 from ${projectChecklists} where ${projectChecklists.projectId} = ${projects.id})`;
const hasMembers = sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id})`;

/**
 * A project the homeowner works on, as /projects lists it: one with a name, a room, a checklist or someone
 * besides its owner. Their cart and past orders with none of these are the cart's and /your_orders' (every
 * cart is a project row, spec "Project cart"; an order turns its cart into a project).
 */
const isWorkingProject = sql`(${projects.name} <> '' or ${roomCount} > 0 or ${hasChecklist} or ${hasMembers})`;

/** The projects someone owns (working ones) or was let into: the pro it was shared with, a designer. */
const visibleTo = (userId: number): SQL =>
  or(
    and(eq(projects.userId, userId), isWorkingProject),
    sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id}
      and ${projectMembers.userId} = ${userId})`,
  ) as SQL;

/**
 * The projects a pro works on from the portal: shared with their showroom (the member of role 'pro', issue 24
 * point 3) or designed by them (a designer who accepted, point 5: a designer is a pro too, and opens the
 * project at /pro/projects/{id}).
 */
const inPortalOf = (proId: number): SQL =>
  sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id}
    and ${projectMembers.userId} = ${proId})`;

/** A card's columns, with the viewer's membership (null for the owner). */
const cardColumns = (viewerId: number) => ({
  id: projects.id,
  name: projects.name,
  ownerId: projects.userId,
  ownerName: users.fullName,
  createdAt: projects.createdAt,
  sharedWithProAt: projects.sharedWithProAt,
  showroomUserId: showrooms.userId,
  companyName: showrooms.companyName,
  vsdId: showrooms.vsdId,
  rooms: roomCount,
  firstRoom,
  lastActivityAt,
  memberRole: sql<'pro' | 'designer' | null>`(select ${projectMembers.role} from ${projectMembers}
    where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.userId} = ${viewerId})`,
});
export type CardRow = {
  id: number;
  name: string;
  ownerId: number | null;
  ownerName: string;
  createdAt: Date;
  sharedWithProAt: Date | null;
  showroomUserId: number | null;
  companyName: string | null;
  vsdId: string | null;
  rooms: number;
  firstRoom: string | null;
  lastActivityAt: Date;
  memberRole: 'pro' | 'designer' | null;
};

type Page = { limit: number; offset: number };

async function cardsPage(db: Database, viewerId: number, where: SQL, page: Page) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(cardColumns(viewerId))
      .from(projects)
      .innerJoin(users, eq(users.id, projects.userId))
      // vsd_id is unique; a pro may run more than one showroom (showroom_user_id alone would not say which).
      .leftJoin(showrooms, eq(showrooms.vsdId, projects.vsdId))
      .where(where)
      .orderBy(desc(lastActivityAt), desc(projects.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return { rows: rows as CardRow[], total: Number(total) };
}

/** One page of the projects the user owns or is a member of, the most recently active first. */
export const projectsOfPage = (db: Database, userId: number, page: Page) =>
  cardsPage(db, userId, visibleTo(userId), page);

/** One page of the projects shared with the pro or that they design, the most recently active first. */
export const projectsSharedWithPage = (db: Database, proId: number, page: Page) =>
  cardsPage(db, proId, inPortalOf(proId), page);

/** The checklist items at each status, per project. */
export async function checklistCountRows(db: Database, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  const status = sql<string>`item->>'status'`;
  return db
    .select({ projectId: projectChecklists.projectId, status, count: sql<number>`count(*)::int` })
    .from(projectChecklists)
    .innerJoin(sql`jsonb_array_elements(${projectChecklists.items}) as item`, sql`true`)
    .where(inArray(projectChecklists.projectId, projectIds))
    .groupBy(projectChecklists.projectId, status);
}
