import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  designs,
  designVersions,
  orderItems,
  orders,
  projectActivity,
  projectMembers,
  projects,
  showrooms,
  users,
} from '../../db/schema/index.ts';

/** The project's own fields and its showroom (by vsd_id, unique). */
export async function projectHeader(db: Database, projectId: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      createdAt: projects.createdAt,
      sharedWithProAt: projects.sharedWithProAt,
      showroomUserId: showrooms.userId,
      companyName: showrooms.companyName,
      vsdId: showrooms.vsdId,
    })
    .from(projects)
    .leftJoin(showrooms, eq(showrooms.vsdId, projects.vsdId))
    .where(eq(projects.id, projectId));
  return row ?? null;
}

/** The paid orders placed from the project, newest first, with their line counts. */
export function ordersOf(db: Database, projectId: number) {
  return db
    .select({
      number: orders.number,
      placedAt: orders.createdAt,
      chargeCents: orders.chargeCents,
      lines: sql<number>`count(${orderItems.id})::int`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.projectId, projectId), eq(orders.paymentStatus, 'paid')))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt));
}

/** The project's rooms: its saved designs with their newest version and how many versions are kept. */
export function roomsOf(db: Database, projectId: number) {
  return db
    .select({
      id: designs.id,
      name: designs.name,
      floorplan: designs.floorplan,
      floorTemplate: designs.floorTemplate,
      version: designs.version,
      versionCount: sql<number>`count(${designVersions.version})::int`,
      updatedAt: designs.updatedAt,
    })
    .from(designs)
    .leftJoin(designVersions, eq(designVersions.designId, designs.id))
    .where(eq(designs.projectId, projectId))
    .groupBy(designs.id)
    .orderBy(asc(designs.createdAt), asc(designs.id));
}

const personColumns = {
  userId: users.id,
  name: users.fullName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  // A pro's business, as the homeowner knows them (the showroom the project is in, else their first).
  companyName: sql<string | null>`(select ${showrooms.companyName} from ${showrooms}
    where ${showrooms.userId} = ${users.id} order by (${showrooms.vsdId} = ${projects.vsdId}) desc, ${showrooms.id} limit 1)`,
};

/** The project's people with their contact details: the owner first, then the members as they joined. */
export async function peopleOf(db: Database, projectId: number) {
  const [owner, members] = await Promise.all([
    db
      .select({ ...personColumns, role: sql<'owner'>`'owner'` })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.userId))
      .where(eq(projects.id, projectId)),
    db
      .select({ ...personColumns, role: projectMembers.role })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .where(eq(projectMembers.projectId, projectId))
      .orderBy(asc(projectMembers.createdAt), asc(projectMembers.userId)),
  ]);
  return [...owner, ...members];
}

/** Up to `limit` + 1 timeline entries older than `before` (all when absent), newest first, with who did them. */
export function activityOf(db: Database, projectId: number, before: number | undefined, limit: number) {
  return db
    .select({
      id: projectActivity.id,
      kind: projectActivity.kind,
      detail: projectActivity.detail,
      actorName: users.fullName,
      createdAt: projectActivity.createdAt,
    })
    .from(projectActivity)
    .leftJoin(users, eq(users.id, projectActivity.actorId))
    .where(
      and(
        eq(projectActivity.projectId, projectId),
        before === undefined ? undefined : lt(projectActivity.id, before),
      ),
    )
    .orderBy(desc(projectActivity.id))
    .limit(limit + 1);
}
