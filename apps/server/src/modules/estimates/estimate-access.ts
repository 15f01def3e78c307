import { ESTIMATE_MESSAGES } from '@app/domain/estimates/requests';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type ProjectAccess,
  type ProjectRole,
  projectAccessOf,
} from '../projects/project-access.repository.ts';
import { type EstimateRow, estimateOfProject } from './estimates.repository.ts';

/**
 * Who may do what with a project's estimates (issue 25): its pro and designers draft, change and send them
 * and read every version; its owner reads what was sent and answers it; anyone else gets 404, as if the
 * project did not exist.
 */
export const draftsEstimates = (role: ProjectRole) => role === 'pro' || role === 'designer';

export async function accessTo(db: Database, userId: number, projectId: number): Promise<ProjectAccess> {
  const access = await projectAccessOf(db, projectId, userId);
  if (!access) throw new AppError('not_found');
  return access;
}

/** The project's pro or a designer; the owner is refused in the domain's words (403). */
export async function drafterOf(db: Database, userId: number, projectId: number): Promise<ProjectAccess> {
  const access = await accessTo(db, userId, projectId);
  if (!draftsEstimates(access.role)) throw new AppError('forbidden', ESTIMATE_MESSAGES.draftersOnly);
  return access;
}

/** The project's owner; its pro and designers are refused (403). */
export async function ownerOf(db: Database, userId: number, projectId: number): Promise<ProjectAccess> {
  const access = await accessTo(db, userId, projectId);
  if (access.role !== 'owner') throw new AppError('forbidden', ESTIMATE_MESSAGES.ownerOnly);
  return access;
}

/** The estimate, if the caller may see it: one of the project's, and for its owner one sent to them. */
export async function estimateFor(
  db: Database,
  access: ProjectAccess,
  estimateId: number,
): Promise<EstimateRow> {
  const estimate = await estimateOfProject(db, access.projectId, estimateId);
  if (!estimate || (access.role === 'owner' && estimate.sentVersion === null))
    throw new AppError('not_found');
  return estimate;
}

/**
 * An estimate a drafter may still change (a new version, a send): theirs to see, and not approved (409
 * then: an approved estimate is frozen).
 */
export async function changeableEstimate(
  db: Database,
  userId: number,
  projectId: number,
  estimateId: number,
) {
  const access = await drafterOf(db, userId, projectId);
  const estimate = await estimateFor(db, access, estimateId);
  if (estimate.status === 'approved') throw new AppError('conflict', ESTIMATE_MESSAGES.approved);
  return { access, estimate };
}
