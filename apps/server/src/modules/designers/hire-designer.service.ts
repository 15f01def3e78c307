import {
  DESIGNER_LIMITS,
  DESIGNER_MESSAGES,
  type HireDesignerBody,
  mayAskDesigner,
} from '@app/domain/projects/designers';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { queueMail } from '../mail/outbox.repository.ts';
import { addNotification } from '../notifications/notifications.repository.ts';
import { projectAccessOf, recordActivity } from '../projects/project-access.repository.ts';
import { designerAskedMail } from './designer.mail.ts';
import { cardsOf, placeOfProject, projectDesigners, requestView } from './designer-cards.ts';
import { DESIGNER_INBOX_PAGE } from './designer-notices.ts';
import {
  contactOf,
  countOpenRequests,
  insertRequest,
  isMember,
  lockProject,
  openRequest,
  type RequestRow,
} from './designer-requests.repository.ts';
import { designersByIds, designersNear, placeOfPro } from './designers.repository.ts';

/**
 * GET /api/hire_designer: approved designers near the project's showroom (its people only: 404 to anyone
 * else), or near the showroom named (a pro's user id), or near the caller's own showroom when they are a pro.
 */
export async function findDesigners(
  db: Database,
  userId: number,
  query: { project_id?: number; showroom?: number },
) {
  let projectId: number | null = null;
  let place = null;
  if (query.project_id != null) {
    const access = await projectAccessOf(db, query.project_id, userId);
    if (!access) throw new AppError('not_found');
    projectId = access.projectId;
    place = await placeOfProject(db, projectId);
  } else {
    place = await placeOfPro(db, query.showroom ?? userId);
  }
  // One more than a page, since the caller (a designer looking) is left out of their own list.
  const rows = await designersNear(db, place?.state ?? null, DESIGNER_LIMITS.list + 1);
  const others = rows.filter((d) => d.userId !== userId).slice(0, DESIGNER_LIMITS.list);
  return { project_id: projectId, designers: await cardsOf(db, others, place, projectId) };
}

/** Tells the designer (in /notification and by mail, in the asking transaction) and notes it on the timeline. */
async function tellDesigner(
  tx: Database,
  request: RequestRow,
  ctx: { askerId: number; projectName: string; appUrl: string },
) {
  const [asker, designer] = [await contactOf(tx, ctx.askerId), await contactOf(tx, request.designerId)];
  if (!designer) return;
  const askerName = asker?.name ?? 'A homeowner';
  await addNotification(tx, request.designerId, {
    title: `${askerName} asks you to design a project`,
    body: ctx.projectName,
    link: DESIGNER_INBOX_PAGE,
  });
  await queueMail(tx, {
    to: designer.email,
    ...designerAskedMail({
      designerName: designer.name,
      askerName,
      projectName: ctx.projectName,
      message: request.note,
      link: `${ctx.appUrl}${DESIGNER_INBOX_PAGE}`,
    }),
  });
  await recordActivity(tx, request.projectId, ctx.askerId, 'designer_asked', {
    request_id: request.id,
    designer: request.designerId,
    designer_name: designer.name,
  });
}

/**
 * POST /api/hire_designer: the owner asks a designer into the project, or its pro invites one. A retry while
 * the request is open answers that same request (`created` false) and tells nobody twice.
 */
export async function askDesigner(db: Database, userId: number, body: HireDesignerBody, appUrl: string) {
  const access = await projectAccessOf(db, body.project_id, userId);
  if (!access) throw new AppError('not_found');
  if (!mayAskDesigner(access.role)) throw new AppError('forbidden', DESIGNER_MESSAGES.askerOnly);
  if (body.designer_id === userId)
    throw AppError.invalid(fieldError('designer_id', DESIGNER_MESSAGES.notYourself));
  if ((await designersByIds(db, [body.designer_id])).length === 0)
    throw AppError.invalid(fieldError('designer_id', DESIGNER_MESSAGES.notDesigner));
  const projectId = access.projectId;
  const { request, created } = await db.transaction(async (tx) => {
    await lockProject(tx, projectId);
    if (await isMember(tx, projectId, body.designer_id))
      throw new AppError('conflict', DESIGNER_MESSAGES.alreadyIn);
    const open = await openRequest(tx, projectId, body.designer_id);
    if (open) return { request: open, created: false };
    if ((await countOpenRequests(tx, projectId)) >= DESIGNER_LIMITS.openPerProject)
      throw AppError.invalid(fieldError('project_id', DESIGNER_MESSAGES.tooManyOpen));
    const row = { projectId, designerId: body.designer_id, askedBy: userId, note: body.message };
    const inserted = await insertRequest(tx, row);
    if (!inserted) throw new AppError('conflict', DESIGNER_MESSAGES.alreadyAsked);
    await tellDesigner(tx, inserted, {
      askerId: userId,
      projectName: access.name || 'Untitled project',
      appUrl,
    });
    return { request: inserted, created: true };
  });
  return { created, request: requestView(request), designers: await projectDesigners(db, projectId) };
}
