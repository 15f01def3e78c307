import { paginationRecord } from '@app/domain/catalog/pagination';
import { activityText } from '@app/domain/projects/activity';
import {
  ACTIVITY_PER_PAGE,
  type ActivityPage,
  type ChecklistCounts,
  checklistCountsOf,
  PROJECTS_PER_PAGE,
  type ProjectCard,
  type ProjectOverview,
  projectTitle,
} from '@app/domain/projects/overview';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ProjectAccess, projectAccessOf } from '../projects/project-access.repository.ts';
import {
  type CardRow,
  checklistCountRows,
  projectsOfPage,
  projectsSharedWithPage,
} from './project-cards.repository.ts';
import { activityOf, ordersOf, peopleOf, projectHeader, roomsOf } from './project-overview.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The caller's place in the project; 404 to anyone without one, as if it did not exist. */
async function accessTo(db: Database, userId: number, projectId: number): Promise<ProjectAccess> {
  const access = await projectAccessOf(db, projectId, userId);
  if (!access) throw new AppError('not_found');
  return access;
}

async function countsByProject(db: Database, projectIds: number[]) {
  const rows = await checklistCountRows(db, projectIds);
  const byProject = new Map<number, ChecklistCounts>();
  for (const id of projectIds) {
    byProject.set(id, checklistCountsOf(rows.filter((r) => r.projectId === id)));
  }
  return byProject;
}

const showroomOf = (row: {
  showroomUserId: number | null;
  companyName: string | null;
  vsdId: string | null;
}) =>
  row.showroomUserId !== null && row.companyName !== null && row.vsdId !== null
    ? { user_id: row.showroomUserId, company_name: row.companyName, vsd_id: row.vsdId }
    : null;

/** Cards of one page: the caller's role in each is the owner's when they own it, else their membership's. */
async function cardsOf(
  db: Database,
  rows: CardRow[],
  roleOf: (row: CardRow) => ProjectCard['role'],
): Promise<ProjectCard[]> {
  const counts = await countsByProject(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: projectTitle(row.name, row.firstRoom),
    role: roleOf(row),
    owner_name: row.ownerName,
    showroom: showroomOf(row),
    rooms: row.rooms,
    checklist: counts.get(row.id)!,
    created_at: iso(row.createdAt),
    last_activity_at: iso(row.lastActivityAt),
    shared_with_pro_at: row.sharedWithProAt ? iso(row.sharedWithProAt) : null,
  }));
}

const pageOf = (page: number) => ({ limit: PROJECTS_PER_PAGE, offset: (page - 1) * PROJECTS_PER_PAGE });

/** GET /api/project: the projects the caller owns or works on, the most recently active first. */
export async function listProjects(db: Database, userId: number, page: number, path: string) {
  const { rows, total } = await projectsOfPage(db, userId, pageOf(page));
  const data = await cardsOf(db, rows, (row) =>
    row.ownerId === userId ? 'owner' : (row.memberRole ?? 'pro'),
  );
  return paginationRecord({ data, total, perPage: PROJECTS_PER_PAGE, currentPage: page, path });
}

/** GET /api/pro/projects: the projects homeowners shared with the calling pro, and those they design. */
export async function listSharedProjects(db: Database, proId: number, page: number, path: string) {
  const { rows, total } = await projectsSharedWithPage(db, proId, pageOf(page));
  const data = await cardsOf(db, rows, (row) => row.memberRole ?? 'pro');
  return paginationRecord({ data, total, perPage: PROJECTS_PER_PAGE, currentPage: page, path });
}

/** One page of the timeline, newest first, each entry in words. */
async function activityPage(db: Database, projectId: number, before?: number): Promise<ActivityPage> {
  const rows = await activityOf(db, projectId, before, ACTIVITY_PER_PAGE);
  const items = rows.slice(0, ACTIVITY_PER_PAGE).map((row) => ({
    id: row.id,
    kind: row.kind,
    text: activityText(row.kind, row.actorName, row.detail),
    actor_name: row.actorName,
    created_at: iso(row.createdAt),
  }));
  const more = rows.length > ACTIVITY_PER_PAGE;
  return { items, next_before: more ? items[items.length - 1].id : null };
}

/** GET /api/project/{projectId}/activity?before=: older entries of the timeline, for its people only. */
export async function getActivity(db: Database, userId: number, projectId: number, before?: number) {
  await accessTo(db, userId, projectId);
  return activityPage(db, projectId, before);
}

/**
 * GET /api/project/{projectId}: the project as its people see it: its showroom, the caller's role, its rooms,
 * the checklist's counts, its people with their contact details and the newest page of its timeline.
 */
export async function getOverview(db: Database, userId: number, projectId: number): Promise<ProjectOverview> {
  const access = await accessTo(db, userId, projectId);
  const [header, rooms, people, counts, activity, placed] = await Promise.all([
    projectHeader(db, projectId),
    roomsOf(db, projectId),
    peopleOf(db, projectId),
    countsByProject(db, [projectId]),
    activityPage(db, projectId),
    access.role === 'owner' ? ordersOf(db, projectId) : [],
  ]);
  if (!header) throw new AppError('not_found');
  return {
    id: header.id,
    name: projectTitle(header.name, rooms[0]?.name),
    role: access.role,
    showroom: showroomOf(header),
    created_at: iso(header.createdAt),
    shared_with_pro_at: header.sharedWithProAt ? iso(header.sharedWithProAt) : null,
    rooms: rooms.map((r) => ({
      id: r.id,
      name: r.name,
      floorplan: r.floorplan,
      floorTemplate: r.floorTemplate,
      version: r.version,
      version_count: r.versionCount,
      updated_at: iso(r.updatedAt),
    })),
    checklist: counts.get(projectId)!,
    people: people.map((p) => ({
      user_id: p.userId,
      name: p.name,
      role: p.role,
      email: p.email,
      phone_number: p.phoneNumber,
      company_name: p.role === 'owner' ? null : p.companyName,
    })),
    activity,
    orders: placed.map((o) => ({
      number: o.number,
      placed_at: iso(o.placedAt),
      charge_cents: o.chargeCents,
      lines: o.lines,
    })),
  };
}
