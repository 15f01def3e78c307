import { DESIGN_MESSAGES, type Design } from '@app/domain/designs/contract';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { recordActivity } from '../projects/project-access.repository.ts';
import { requireDesignRole } from './design-access.ts';
import { designById, findDesignVersion, lockDesignById, versionsOf } from './designs.repository.ts';
import { saveNextVersion } from './designs.service.ts';

/** GET /api/designs/{id}/versions: the versions kept, newest first, to the design's owner or designers. */
export async function listDesignVersions(db: Database, userId: number, id: number) {
  const { design } = await requireDesignRole(db, await designById(db, id), userId);
  const versions = await versionsOf(db, id);
  return {
    id: design.id,
    version: design.version,
    versions: versions.map((v) => ({ version: v.version, created_at: v.createdAt.toISOString() })),
  };
}

/**
 * POST /api/designs/{id}/restore: version `version`'s document becomes the next version, made from
 * `base_version` like any save (a stale one is a 409; the same restore retried answers the version it made).
 * Restoring is itself a version, so the edit it undoes stays there to compare.
 */
export async function restoreDesign(
  db: Database,
  userId: number,
  id: number,
  body: { version: number; base_version: number },
): Promise<Design> {
  return db.transaction(async (tx) => {
    const { design } = await requireDesignRole(tx, await lockDesignById(tx, id), userId, { write: true });
    const from = await findDesignVersion(tx, id, body.version);
    if (!from) throw AppError.invalid(fieldError('version', DESIGN_MESSAGES.versionGone));
    const result = await saveNextVersion(
      tx,
      design,
      {
        base_version: body.base_version,
        document: from.document,
      },
      userId,
    );
    if (result.saved && design.projectId != null)
      await recordActivity(tx, design.projectId, userId, 'design_restored', {
        design: design.id,
        from: body.version,
        version: result.design.version,
        name: design.name,
      });
    return result.design;
  });
}
