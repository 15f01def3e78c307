import { DESIGNER_MESSAGES, mayWithdraw, requestMove } from '@app/domain/projects/designers';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  announcePeopleChanged,
  projectAccessOf,
  recordActivity,
} from '../projects/project-access.repository.ts';
import { requestView } from './designer-cards.ts';
import { tellDesigner } from './designer-notices.ts';
import {
  contactOf,
  moveOpenRequest,
  removeDesignerMember,
  requestById,
} from './designer-requests.repository.ts';

const projectTitle = (name: string) => name || 'Untitled project';

/**
 * POST /api/hire_designer/{id}/withdraw: the owner takes back an open request (the pro, one they sent); the
 * designer is told. Withdrawing again is harmless; a request already answered is a 409.
 */
export async function withdrawRequest(db: Database, userId: number, id: number) {
  const found = await requestById(db, id);
  const access = found ? await projectAccessOf(db, found.projectId, userId) : null;
  if (!found || !access) throw new AppError('not_found');
  if (!mayWithdraw(access.role, found.askedBy === userId))
    throw new AppError('forbidden', DESIGNER_MESSAGES.withdrawerOnly);
  return db.transaction(async (tx) => {
    const moved = await moveOpenRequest(tx, id, 'withdrawn');
    if (!moved) {
      const current = (await requestById(tx, id)) ?? found;
      const move = requestMove(current.status, 'withdraw');
      if (move.kind === 'refused') throw new AppError('conflict', move.message);
      return requestView(current);
    }
    const designer = await contactOf(tx, moved.designerId);
    await recordActivity(tx, moved.projectId, userId, 'designer_request_withdrawn', {
      request_id: moved.id,
      designer_name: designer?.name ?? '',
    });
    await tellDesigner(tx, moved.designerId, 'A project withdrew its request', projectTitle(access.name));
    return requestView(moved);
  });
}

/**
 * DELETE /api/project/{projectId}/designers/{designerId}: the owner lets a designer go; they no longer see
 * the project or edit its rooms (their saved versions stay, for the owner to keep or restore past).
 */
export async function removeDesigner(db: Database, userId: number, projectId: number, designerId: number) {
  const access = await projectAccessOf(db, projectId, userId);
  if (!access) throw new AppError('not_found');
  if (access.role !== 'owner') throw new AppError('forbidden', DESIGNER_MESSAGES.ownerOnly);
  await db.transaction(async (tx) => {
    if (!(await removeDesignerMember(tx, projectId, designerId)))
      throw new AppError('not_found', DESIGNER_MESSAGES.notInProject);
    await announcePeopleChanged(tx, projectId, designerId);
    const designer = await contactOf(tx, designerId);
    await recordActivity(tx, projectId, userId, 'designer_removed', {
      designer: designerId,
      designer_name: designer?.name ?? '',
    });
    await tellDesigner(tx, designerId, 'You were removed from a project', projectTitle(access.name));
  });
}
