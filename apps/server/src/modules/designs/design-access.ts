import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { projectAccessOf } from '../projects/project-access.repository.ts';
import type { DesignRow } from './designs.repository.ts';

/** Who opens and saves a design: its owner, or a designer working on the project it belongs to. */
export type DesignRole = 'owner' | 'designer';

/**
 * A design is its owner's (issue 10); a designer who accepted a request into the design's project edits it
 * too (issue 24 point 5), each save a new version the owner can compare and restore. Nobody else: not the
 * project's pro, not a designer of another project, not one who was let go. A design whose project belongs
 * to someone else than the design's owner gives its designers nothing.
 */
export async function designRoleOf(
  db: Database,
  design: DesignRow,
  userId: number,
): Promise<DesignRole | null> {
  if (design.userId === userId) return 'owner';
  if (design.projectId == null) return null;
  const access = await projectAccessOf(db, design.projectId, userId);
  return access?.role === 'designer' && access.ownerId === design.userId ? 'designer' : null;
}

/** The caller's role in the design, or 404 as if it did not exist. */
export async function requireDesignRole(db: Database, design: DesignRow | null, userId: number) {
  const role = design ? await designRoleOf(db, design, userId) : null;
  if (!design || !role) throw new AppError('not_found');
  return { design, role };
}
