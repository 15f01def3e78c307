import { DESIGN_MESSAGES } from '@app/domain/designs/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { projectAccessOf } from '../projects/project-access.repository.ts';
import type { DesignRow } from './designs.repository.ts';

/**
 * Who opens and saves a design: its owner, or a designer working on the project it belongs to; the pro the
 * project was shared with opens it only (a viewer: its takeoff at the showroom's prices, issue 24 point 3).
 */
export type DesignRole = 'owner' | 'designer' | 'viewer';

/**
 * A design is its owner's (issue 10); a designer who accepted a request into the design's project edits it
 * too (issue 24 point 5), each save a new version the owner can compare and restore; the project's pro reads
 * it. Nobody else: not a designer of another project, not one who was let go. A design whose project belongs
 * to someone else than the design's owner gives its project's people nothing.
 */
export async function designRoleOf(
  db: Database,
  design: DesignRow,
  userId: number,
): Promise<DesignRole | null> {
  if (design.userId === userId) return 'owner';
  if (design.projectId == null) return null;
  const access = await projectAccessOf(db, design.projectId, userId);
  if (!access || access.ownerId !== design.userId) return null;
  if (access.role === 'designer') return 'designer';
  return access.role === 'pro' ? 'viewer' : null;
}

/**
 * The caller's role in the design, or 404 as if it did not exist; a change (`write`) by a viewer is a 403 in
 * the domain's words.
 */
export async function requireDesignRole(
  db: Database,
  design: DesignRow | null,
  userId: number,
  { write = false } = {},
) {
  const role = design ? await designRoleOf(db, design, userId) : null;
  if (!design || !role) throw new AppError('not_found');
  if (write && role === 'viewer') throw new AppError('forbidden', DESIGN_MESSAGES.readOnly);
  return { design, role };
}
