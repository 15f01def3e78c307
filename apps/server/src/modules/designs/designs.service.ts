import { isDeepStrictEqual } from 'node:util';
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

/** POST /api/designs: version 1 of a new design; a named project must be the caller's (404 otherwise). */
export async function createDesign(db: Database, userId: number, body: CreateDesignBody): Promise<Design> {
  checkSize(body.document);
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
  checkSize(body.document);
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
