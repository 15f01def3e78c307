import { isDeepStrictEqual } from 'node:util';
import { toFieldErrors } from '@app/domain';
import {
  type CreateDesignBody,
  DESIGN_MESSAGES,
  type Design,
  type DesignSummary,
  designFits,
  MAX_DESIGN_VERSIONS,
  MAX_DESIGNS_PER_USER,
} from '@app/domain/designs/contract';
import type { RoomDocument } from '@app/domain/room/document';
import { roomProblems } from '@app/domain/room/room-validity';
import { templateById } from '@app/domain/room/templates';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { ObjectStore } from '../../lib/object-store/object-store.ts';
import { deleteObjects } from '../../lib/object-store/stored-objects.ts';
import { followDesignChange } from '../estimates/change-orders.service.ts';
import { type Caller, planFor } from '../project-rooms/room-plan.ts';
import { recordActivity } from '../projects/project-access.repository.ts';
import { requireDesignRole } from './design-access.ts';
import { photoKeysOfDesign } from './design-photos.repository.ts';
import {
  addVersion,
  countDesigns,
  type DesignRow,
  deleteDesign,
  findDesignVersion,
  insertDesign,
  listDesigns,
  lockDesign,
  lockDesignById,
  lockOwner,
  projectOwnedBy,
} from './designs.repository.ts';

const summaryOf = (d: DesignRow): DesignSummary => ({
  id: d.id,
  name: d.name,
  floorplan: d.floorplan,
  floorTemplate: d.floorTemplate,
  project: d.projectId,
  version: d.version,
  created_at: d.createdAt.toISOString(),
  updated_at: d.updatedAt.toISOString(),
});

export const designOf = (d: DesignRow, version: number, document: RoomDocument): Design => ({
  ...summaryOf(d),
  document_version: version,
  document,
});

/** A document over the size limit is refused on its field, before anything is written. */
export function checkSize(document: RoomDocument) {
  if (!designFits(document)) throw AppError.invalid(fieldError('document', DESIGN_MESSAGES.tooLarge));
}

/**
 * A room that cannot be measured (room-validity.ts: walls that do not close, an outline that crosses itself,
 * an opening larger than its wall...) is refused on its fields under `document.`, like the schema's own
 * issues, before anything is saved or priced: never a takeoff of 0 in silence.
 */
export function checkRoom(document: RoomDocument) {
  checkSize(document);
  const problems = roomProblems(document);
  if (problems.length > 0)
    throw AppError.invalid(toFieldErrors(problems.map((p) => ({ ...p, path: ['document', ...p.path] }))));
}

export const PLAN_MESSAGES = {
  noSuchPlan: 'The selected floor plan is invalid.',
  noSuchTemplate: 'The selected floor template is invalid.',
} as const;

/**
 * The floor plan and template a design names: a plan we have (built-in, or a room measured in a project the
 * caller is in: project-rooms/room-plan.ts), and a template (when named) of that plan's kind; 422 on the
 * field otherwise (issue 21 B8), never a 404 that reads as a missing page.
 */
export async function planAndTemplate(
  db: Database,
  floorplan: string,
  floorTemplate: string | null | undefined,
  caller: Caller,
) {
  const plan = await planFor(db, floorplan, caller);
  if (!plan) throw AppError.invalid(fieldError('floorplan', PLAN_MESSAGES.noSuchPlan));
  const template = floorTemplate == null ? null : templateById(floorTemplate);
  if (floorTemplate != null && !template)
    throw AppError.invalid(fieldError('floorTemplate', PLAN_MESSAGES.noSuchTemplate));
  if (template && template.kind !== plan.kind)
    throw AppError.invalid(fieldError('floorTemplate', `This template is not for a ${plan.kind} plan.`));
  return { plan, template };
}

/** POST /api/designs: version 1 of a new design; a named project must be the caller's (404 otherwise). */
export async function createDesign(db: Database, userId: number, body: CreateDesignBody): Promise<Design> {
  await planAndTemplate(db, body.floorplan, body.floorTemplate, async () => ({ id: userId }));
  checkRoom(body.document);
  return db.transaction(async (tx) => {
    if (body.project != null && !(await projectOwnedBy(tx, body.project, userId)))
      throw new AppError('not_found');
    await lockOwner(tx, userId);
    if ((await countDesigns(tx, userId)) >= MAX_DESIGNS_PER_USER)
      throw AppError.invalid(fieldError('name', DESIGN_MESSAGES.tooMany));
    const design = await insertDesign(
      tx,
      {
        userId,
        projectId: body.project ?? null,
        name: body.name,
        floorplan: body.floorplan,
        floorTemplate: body.floorTemplate ?? null,
      },
      body.document,
    );
    return designOf(design, 1, body.document);
  });
}

type VersionBody = { base_version: number; name?: string; document: RoomDocument };

/**
 * The next version of a design locked by the caller, made from `base_version`. When another save got there
 * first it is a 409, unless it saved this very document (the same request retried after a lost answer): then
 * that version is the answer (`saved` false), and nothing is saved twice.
 */
export async function saveNextVersion(
  tx: Database,
  design: DesignRow,
  body: VersionBody,
  actorId: number,
): Promise<{ design: Design; saved: boolean }> {
  if (design.version !== body.base_version) {
    const newest = await findDesignVersion(tx, design.id);
    const retried =
      design.version === body.base_version + 1 && isDeepStrictEqual(newest?.document, body.document);
    if (retried && newest) return { design: designOf(design, newest.version, newest.document), saved: false };
    throw new AppError('conflict', DESIGN_MESSAGES.stale);
  }
  const version = design.version + 1;
  const saved = await addVersion(tx, design, {
    version,
    name: body.name ?? design.name,
    document: body.document,
    keep: MAX_DESIGN_VERSIONS,
  });
  // A change to a room an approved estimate was drafted from is priced as a change order (issue 25).
  if (design.projectId != null)
    await followDesignChange(
      tx,
      { id: design.id, projectId: design.projectId, userId: design.userId, version, document: body.document },
      actorId,
    );
  return { design: designOf(saved, version, body.document), saved: true };
}

/**
 * PUT /api/designs/{id}: the next version, by the owner or a designer of the design's project (404 for
 * anyone else). A designer's save goes on the project's timeline, so the owner sees who changed the room.
 */
export async function saveDesign(
  db: Database,
  userId: number,
  id: number,
  body: VersionBody,
): Promise<Design> {
  checkRoom(body.document);
  return db.transaction(async (tx) => {
    const { design, role } = await requireDesignRole(tx, await lockDesignById(tx, id), userId, {
      write: true,
    });
    const result = await saveNextVersion(tx, design, body, userId);
    if (result.saved && role === 'designer' && design.projectId != null)
      await recordActivity(tx, design.projectId, userId, 'design_saved', {
        design: design.id,
        version: result.design.version,
        name: result.design.name,
      });
    return result.design;
  });
}

/** GET /api/designs/{id}[?version=n]: that version's document, to its owner, designers and the project's pro. */
export async function getDesign(db: Database, userId: number, id: number, version?: number): Promise<Design> {
  const found = await findDesignVersion(db, id, version);
  if (!found) throw new AppError('not_found');
  await requireDesignRole(db, found.design, userId);
  return designOf(found.design, found.version, found.document);
}

export async function listMyDesigns(db: Database, userId: number): Promise<DesignSummary[]> {
  return (await listDesigns(db, userId)).map(summaryOf);
}

/**
 * DELETE /api/designs/{id}: the caller's design with its versions and their photos; the photos' objects
 * are deleted once that commits (under the design's lock, so a photo being saved is either listed or waits).
 */
export async function removeDesign(db: Database, objects: ObjectStore, userId: number, id: number) {
  const photoKeys = await db.transaction(async (tx) => {
    if (!(await lockDesign(tx, id, userId))) throw new AppError('not_found');
    const keys = await photoKeysOfDesign(tx, id);
    if (!(await deleteDesign(tx, id, userId))) throw new AppError('not_found');
    return keys;
  });
  await deleteObjects(objects, photoKeys);
}
