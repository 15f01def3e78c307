import {
  DESIGNER_MESSAGES,
  type DesignerRequestAction,
  type DesignerRequestStatus,
  requestMove,
} from '@app/domain/projects/designers';
import type { DesignerInboxItem } from '@app/domain/projects/designers-view';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../projects/project-access.repository.ts';
import { requestView } from './designer-cards.ts';
import { tellOfAnswer } from './designer-notices.ts';
import {
  addDesignerMember,
  contactOf,
  DECLINED_KIND,
  declineReasons,
  inboxOf,
  moveOpenRequest,
  requestById,
  roomsOf,
} from './designer-requests.repository.ts';

/** GET /api/pro/designer_requests: the caller's requests (none for a pro who is not a designer), newest first. */
export async function designerInbox(
  db: Database,
  designerId: number,
  status?: DesignerRequestStatus,
): Promise<DesignerInboxItem[]> {
  const rows = await inboxOf(db, designerId, status);
  const reasons = await declineReasons(
    db,
    rows.filter((r) => r.request.status === 'declined').map((r) => r.request.id),
  );
  // The rooms of the projects the designer is in now (an accepted request of a project that let them go has none).
  const working = (r: (typeof rows)[number]) => r.request.status === 'accepted' && r.member;
  const rooms = await roomsOf(db, [...new Set(rows.filter(working).map((r) => r.request.projectId))]);
  return rows.map((r) => ({
    ...requestView(r.request, reasons.get(r.request.id) ?? null),
    project: {
      id: r.request.projectId,
      name: r.projectName,
      owner_name: r.ownerName ?? '',
      showroom: r.showroom ?? null,
    },
    asked_by: {
      name: r.askerName ?? 'Someone',
      role: r.request.askedBy == null ? null : r.request.askedBy === r.ownerId ? 'owner' : 'pro',
    },
    rooms: working(r)
      ? rooms
          .filter((room) => room.projectId === r.request.projectId)
          .map((room) => ({
            id: room.id,
            name: room.name,
            version: room.version,
            updated_at: room.updatedAt.toISOString(),
          }))
      : [],
  }));
}

/**
 * Moves the designer's own open request; when it was no longer open, the same move again is harmless (the
 * request as it stands, `moved` false) and any other is a 409. Another designer's request is 404.
 */
async function answer(tx: Database, designerId: number, id: number, action: DesignerRequestAction) {
  const to = action === 'accept' ? 'accepted' : 'declined';
  const moved = await moveOpenRequest(tx, id, to, designerId);
  if (moved) return { request: moved, moved: true };
  const current = await requestById(tx, id);
  if (!current || current.designerId !== designerId) throw new AppError('not_found');
  const move = requestMove(current.status, action);
  if (move.kind === 'refused') throw new AppError('conflict', move.message);
  return { request: current, moved: false };
}

const named = async (tx: Database, userId: number) => (await contactOf(tx, userId))?.name ?? '';

/**
 * POST /api/pro/designer_requests/{id}/accept: the designer joins the project (member and status change in
 * one transaction; a second accept, even at the same time, changes nothing and tells nobody again).
 */
export async function acceptRequest(db: Database, designerId: number, id: number, appUrl: string) {
  return db.transaction(async (tx) => {
    const { request, moved } = await answer(tx, designerId, id, 'accept');
    if (moved) {
      await addDesignerMember(tx, request.projectId, designerId, request.askedBy);
      await recordActivity(tx, request.projectId, designerId, 'designer_joined', {
        request_id: request.id,
        designer_name: await named(tx, designerId),
      });
      await tellOfAnswer(tx, request, { accepted: true, reason: '', appUrl });
    }
    return requestView(request);
  });
}

/**
 * POST /api/pro/designer_requests/{id}/decline: the designer says no, with a reason the owner reads (kept with
 * the decline on the project's timeline, where GET /api/hire_designer finds it).
 */
export async function declineRequest(
  db: Database,
  designerId: number,
  id: number,
  reason: string,
  appUrl: string,
) {
  return db.transaction(async (tx) => {
    const { request, moved } = await answer(tx, designerId, id, 'decline');
    if (moved) {
      await recordActivity(tx, request.projectId, designerId, DECLINED_KIND, {
        request_id: request.id,
        designer_name: await named(tx, designerId),
        reason,
      });
      await tellOfAnswer(tx, request, { accepted: false, reason, appUrl });
    }
    const reasons = await declineReasons(tx, [request.id]);
    return requestView(request, reasons.get(request.id) ?? null);
  });
}

export const ANSWER_MESSAGES: Record<'accept' | 'decline', string> = {
  accept: DESIGNER_MESSAGES.accepted,
  decline: DESIGNER_MESSAGES.declined,
};
