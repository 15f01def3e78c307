import { z } from 'zod';
import { paginationSchema } from '../catalog/pagination.ts';
import { strictInt } from '../shared/input-limits.ts';
import { CHECKLIST_STATUSES, type ChecklistStatus } from './checklist.ts';

/**
 * A project as its people see it (issue 24 point 1): GET /api/project (the caller's projects), GET
 * /api/project/{projectId} (one project), GET /api/pro/projects (those shared with the pro's showroom).
 */

export const PROJECT_ROLES = ['owner', 'pro', 'designer'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];
export const PROJECT_ROLE_LABELS: Record<ProjectRole, string> = {
  owner: 'Homeowner',
  pro: 'Contractor',
  designer: 'Designer',
};

/** Projects per page of the lists (spec point 9: default pagination size 10). */
export const PROJECTS_PER_PAGE = 10;
/** Timeline entries per page, newest first. */
export const ACTIVITY_PER_PAGE = 20;

const id = z.number().int();

/** How many checklist items are at each status, and in all. */
export const checklistCountsSchema = z.object({
  total: id,
  to_decide: id,
  chosen: id,
  ordered: id,
  installed: id,
});
export type ChecklistCounts = z.infer<typeof checklistCountsSchema>;

export const noChecklistCounts = (): ChecklistCounts => ({
  total: 0,
  to_decide: 0,
  chosen: 0,
  ordered: 0,
  installed: 0,
});

/** Counts from (status, count) rows; a status the rules do not know is left out. */
export function checklistCountsOf(rows: ReadonlyArray<{ status: string; count: number }>): ChecklistCounts {
  const counts = noChecklistCounts();
  for (const row of rows) {
    if (!(CHECKLIST_STATUSES as readonly string[]).includes(row.status)) continue;
    counts[row.status as ChecklistStatus] += row.count;
    counts.total += row.count;
  }
  return counts;
}

export const projectShowroomSchema = z.object({
  user_id: id,
  company_name: z.string(),
  vsd_id: z.string(),
});

/** A card of the project lists. */
export const projectCardSchema = z.object({
  id,
  /** The project's name, else its first room's, else "Untitled project" (projectTitle). */
  name: z.string(),
  /** The caller's place in it. */
  role: z.enum(PROJECT_ROLES),
  owner_name: z.string(),
  showroom: projectShowroomSchema.nullable(),
  rooms: id,
  checklist: checklistCountsSchema,
  created_at: z.string(),
  /** The newest of: the timeline's last entry, a room saved, the project changed. */
  last_activity_at: z.string(),
  shared_with_pro_at: z.string().nullable(),
});
export type ProjectCard = z.infer<typeof projectCardSchema>;
export const projectCardsPageSchema = paginationSchema(projectCardSchema);
export type ProjectCardsPage = z.infer<typeof projectCardsPageSchema>;

/** A room of the project: a saved 3-D design with its newest version. */
export const projectRoomSchema = z.object({
  id,
  name: z.string(),
  floorplan: z.string(),
  floorTemplate: z.string().nullable(),
  version: id,
  /** Versions kept (the newest MAX_DESIGN_VERSIONS). */
  version_count: id,
  updated_at: z.string(),
});
export type ProjectRoom = z.infer<typeof projectRoomSchema>;

/** A person of the project; their contact details, since only the project's people read this. */
export const projectPersonSchema = z.object({
  user_id: id,
  name: z.string(),
  role: z.enum(PROJECT_ROLES),
  email: z.string(),
  phone_number: z.string(),
  company_name: z.string().nullable(),
});
export type ProjectPerson = z.infer<typeof projectPersonSchema>;

export const activityEntrySchema = z.object({
  id,
  kind: z.string(),
  /** "Ann Home shared the project with the contractor" (activity.ts). */
  text: z.string(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** One page of the timeline, newest first; `next_before` asks for the older ones (null: none older). */
export const activityPageSchema = z.object({
  items: z.array(activityEntrySchema),
  next_before: id.nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/**
 * An order placed from the project: what its owner paid, in cents. Only the owner is answered these; the
 * project's pro and designers see the project's orders in their own portals, with their own money (by role).
 */
export const projectOrderSchema = z.object({
  number: z.number().int(),
  placed_at: z.string(),
  charge_cents: z.number().int(),
  lines: z.number().int(),
});
export type ProjectOrder = z.infer<typeof projectOrderSchema>;

export const projectOverviewSchema = z.object({
  id,
  name: z.string(),
  role: z.enum(PROJECT_ROLES),
  showroom: projectShowroomSchema.nullable(),
  created_at: z.string(),
  shared_with_pro_at: z.string().nullable(),
  rooms: z.array(projectRoomSchema),
  checklist: checklistCountsSchema,
  people: z.array(projectPersonSchema),
  activity: activityPageSchema,
  orders: z.array(projectOrderSchema),
});
export type ProjectOverview = z.infer<typeof projectOverviewSchema>;

export const projectListQuery = z.object({
  page: strictInt('page', { min: 1, max: 100_000 }).optional().default(1),
});

export const activityQuery = z.object({
  before: strictInt('before', { min: 1, max: Number.MAX_SAFE_INTEGER }).optional(),
});

/** What a project is called where it is listed: its name, else its first room's, else "Untitled project". */
export const projectTitle = (name: string, firstRoom?: string | null) =>
  name.trim() || firstRoom?.trim() || 'Untitled project';
