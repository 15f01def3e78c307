import { randomUUID } from 'node:crypto';
import {
  CHECKLIST_MESSAGES,
  type ChecklistChange,
  type ChecklistItem,
  type ChecklistItemInput,
  changeChecklist,
  type createChecklistBody,
  type putChecklistBody,
} from '@app/domain/projects/checklist';
import { formatDimensions } from '@app/domain/projects/checklist-dimensions';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { addNotification } from '../notifications/notifications.repository.ts';
import { photoIdsOf } from '../project-photos/photos.repository.ts';
import {
  type ProjectAccess,
  projectAccessOf,
  projectIdsOf,
  projectPeople,
  recordActivity,
} from '../projects/project-access.repository.ts';
import {
  type ChecklistRow,
  checklistById,
  checklistOfProject,
  checklistsOfProjects,
  insertChecklist,
  updateChecklist,
} from './checklist.repository.ts';

type Person = Awaited<ReturnType<typeof projectPeople>>[number];

/**
 * A checklist as members see it: each item's measures also as text in both units, and who can be assigned.
 * An item's photo deleted since reads as none, so that saving the item again is not refused for it.
 */
function viewOf(row: ChecklistRow, projectName: string, people: Person[] | null, photos: Set<number>) {
  return {
    id: row.id,
    project_id: row.projectId,
    project_name: projectName,
    title: row.title,
    notes: row.notes,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    items: row.items.map((item) => ({
      ...item,
      photo_id: item.photo_id !== null && photos.has(item.photo_id) ? item.photo_id : null,
      dimensions_text: formatDimensions(item.dimensions, item.dimensions.unit),
    })),
    members: people?.map((p) => ({ user_id: p.userId, name: p.name, role: p.role })) ?? [],
  };
}
export type ChecklistView = ReturnType<typeof viewOf>;

export type ChecklistWrite = { checklist: ChecklistView } | { conflict: ChecklistView };

async function access(db: Database, userId: number, projectId: number): Promise<ProjectAccess> {
  const found = await projectAccessOf(db, projectId, userId);
  if (!found) throw new AppError('not_found');
  return found;
}

/**
 * Assignees must be people of the project, and photos the project's own photos of the space (another
 * project's photo id is refused like one that never was): 422 on the item's field otherwise.
 */
function checkItems(items: readonly ChecklistItemInput[], people: Person[], photos: Set<number>) {
  const allowed = new Set(people.map((p) => p.userId));
  const errors: Record<string, string[]> = {};
  items.forEach((item, i) => {
    if (item.assignee_id != null && !allowed.has(item.assignee_id)) {
      errors[`items.${i}.assignee_id`] = [CHECKLIST_MESSAGES.notMember];
    }
    if (item.photo_id != null && !photos.has(item.photo_id)) {
      errors[`items.${i}.photo_id`] = [CHECKLIST_MESSAGES.notProjectPhoto];
    }
  });
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
}

/** Tells each newly assigned person (not the one assigning) and records the change on the timeline. */
async function afterChange(
  db: Database,
  project: ProjectAccess,
  actorId: number,
  assigned: ChecklistItem[],
  kind: string,
) {
  for (const item of assigned) {
    if (item.assignee_id === actorId || item.assignee_id === null) continue;
    await addNotification(db, item.assignee_id, {
      title: 'A checklist item was assigned to you',
      body: `${item.room}: ${item.title} (${project.name || 'your project'})`,
      link: `/projects/${project.projectId}`,
    });
  }
  await recordActivity(db, project.projectId, actorId, kind, { assigned: assigned.map((i) => i.id) });
}

/** GET /api/projectChecklist: the checklists of every project the caller owns or works on. */
export async function listChecklists(db: Database, userId: number): Promise<ChecklistView[]> {
  const projectIds = await projectIdsOf(db, userId);
  const rows = await checklistsOfProjects(db, projectIds);
  const photos = await photoIdsOf(db, projectIds);
  return rows.map((r) => viewOf(r.checklist, r.projectName, null, photos));
}

/** GET /api/projectChecklist/{projectId}: the project's checklist, or null before anyone started one. */
export async function getChecklist(
  db: Database,
  userId: number,
  projectId: number,
): Promise<ChecklistView | null> {
  const project = await access(db, userId, projectId);
  const row = await checklistOfProject(db, projectId);
  if (!row) return null;
  return viewOf(row, project.name, await projectPeople(db, projectId), await photoIdsOf(db, [projectId]));
}

/** POST /api/projectChecklist: starts the project's checklist; a second start answers the first (409). */
export async function createChecklist(
  db: Database,
  userId: number,
  body: z.output<typeof createChecklistBody>,
): Promise<ChecklistWrite> {
  const project = await access(db, userId, body.project_id);
  const people = await projectPeople(db, project.projectId);
  const photos = await photoIdsOf(db, [project.projectId]);
  checkItems(body.items, people, photos);
  const change = changeChecklist([], body.items, true, randomUUID);
  if (!change.ok) throw AppError.invalid({ [change.path.join('.')]: [change.message] });
  return db.transaction(async (tx) => {
    const row = await insertChecklist(tx, {
      projectId: project.projectId,
      items: change.items,
      title: body.project_checklist?.title,
      notes: body.project_checklist?.notes,
      updatedBy: userId,
    });
    if (!row) {
      const current = await checklistOfProject(tx, project.projectId);
      if (!current) throw new AppError('conflict', CHECKLIST_MESSAGES.exists);
      return { conflict: viewOf(current, project.name, people, photos) };
    }
    await afterChange(tx, project, userId, change.assigned, 'checklist_started');
    return { checklist: viewOf(row, project.name, people, photos) };
  });
}

/**
 * PUT /api/projectChecklist/{id}: the change made on `version`; when someone saved since, nothing is
 * written and the answer is the current copy (409), so the member makes their change again on it.
 */
export async function putChecklist(
  db: Database,
  userId: number,
  id: number,
  body: z.output<typeof putChecklistBody>,
): Promise<ChecklistWrite> {
  const stored = await checklistById(db, id);
  if (!stored) throw new AppError('not_found');
  const project = await access(db, userId, stored.projectId);
  const people = await projectPeople(db, project.projectId);
  const photos = await photoIdsOf(db, [project.projectId]);
  if (stored.version !== body.version) return { conflict: viewOf(stored, project.name, people, photos) };
  const sent = body.items ?? [];
  checkItems(sent, people, photos);
  // Without items, append adds nothing and a replace keeps the list: only the checklist's own fields change.
  const change: ChecklistChange = body.items
    ? changeChecklist(stored.items, sent, body.append_items, randomUUID)
    : { ok: true, items: stored.items, assigned: [] };
  if (!change.ok) throw AppError.invalid({ [change.path.join('.')]: [change.message] });
  return db.transaction(async (tx) => {
    const row = await updateChecklist(tx, id, body.version, {
      items: change.items,
      title: body.project_checklist?.title,
      notes: body.project_checklist?.notes,
      updatedBy: userId,
    });
    if (!row) {
      const current = await checklistById(tx, id);
      if (!current) throw new AppError('not_found');
      return { conflict: viewOf(current, project.name, people, photos) };
    }
    await afterChange(tx, project, userId, change.assigned, 'checklist_changed');
    return { checklist: viewOf(row, project.name, people, photos) };
  });
}
