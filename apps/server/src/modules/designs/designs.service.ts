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
import { floorPlanById } from '@app/domain/room/floor-plans';
import { roomProblems } from '@app/domain/room/room-validity';
import { templateById } from '@app/domain/room/templates';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import {
  addVersion,
  countDesigns,
  type DesignRow,
  deleteDesign,
  findDesign,
  insertDesign,
  listDesigns,
  lockDesign,
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

const designOf = (d: DesignRow, version: number, document: RoomDocument): Design => ({
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
 * The floor plan and template a design names: a plan we have, and a template (when named) of that plan's
 * kind; 422 on the field otherwise (issue 21 B8), never a 404 that reads as a missing page.
 */
export function planAndTemplate(floorplan: string, floorTemplate: string | null | undefined) {
  const plan = floorPlanById(floorplan);
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
  planAndTemplate(body.floorplan, body.floorTemplate);
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

/**
 * PUT /api/designs/{id}: the next version, made from `base_version`. When another save got there first the
 * answer is 409, unless it saved this very document (the same request retried after a lost answer): then
 * that version is the answer, and nothing is saved twice.
 */
export async function saveDesign(
  db: Database,
  userId: number,
  id: number,
  body: { base_version: number; name?: string; document: RoomDocument },
): Promise<Design> {
  checkRoom(body.document);
  return db.transaction(async (tx) => {
    const design = await lockDesign(tx, id, userId);
    if (!design) throw new AppError('not_found');
    if (design.version !== body.base_version) {
      const newest = await findDesign(tx, id, userId);
      const retried =
        design.version === body.base_version + 1 && isDeepStrictEqual(newest?.document, body.document);
      if (retried && newest) return designOf(design, newest.version, newest.document);
      throw new AppError('conflict', DESIGN_MESSAGES.stale);
    }
    const version = design.version + 1;
    const saved = await addVersion(tx, design, {
      version,
      name: body.name ?? design.name,
      document: body.document,
      keep: MAX_DESIGN_VERSIONS,
    });
    return designOf(saved, version, body.document);
  });
}

/** GET /api/designs/{id}[?version=n]: the caller's design with that version's document (404 otherwise). */
export async function getDesign(db: Database, userId: number, id: number, version?: number): Promise<Design> {
  const found = await findDesign(db, id, userId, version);
  if (!found) throw new AppError('not_found');
  return designOf(found.design, found.version, found.document);
}

export async function listMyDesigns(db: Database, userId: number): Promise<DesignSummary[]> {
  return (await listDesigns(db, userId)).map(summaryOf);
}

export async function removeDesign(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteDesign(db, id, userId))) throw new AppError('not_found');
}
