import { extraInfoFits } from '@app/domain/cart/extra-info';
import { MERGED_CART_TOO_LARGE } from '@app/domain/cart/line-limit';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { resolveShowroom } from './cart.service.ts';
import { MAX_LINE_QTY } from './cart-lines.repository.ts';
import { cartOf } from './cart-view.ts';
import { mergeExtraInfo, withinLineLimit } from './cart-writes.service.ts';
import { recordActivity } from './project-access.repository.ts';
import { projectFromDesign } from './project-from-design.service.ts';
import {
  deleteProject,
  findGuestCart,
  findOwnProject,
  insertProject,
  moveLines,
  type Project,
  updateProject,
} from './projects.repository.ts';
import type { CreatedProject, CreateProjectBody } from './projects.schemas.ts';

const text = (v: string | number | undefined) => (v === undefined || v === '' ? null : String(v));

/**
 * POST /api/projectCart: a project of the signed-in user from the stored selection (my_item + project), empty
 * or, with `design`, from one of their saved designs (projectFromDesign). Its timeline starts here.
 */
export async function createProject(
  db: Database,
  userId: number,
  body: CreateProjectBody,
): Promise<CreatedProject> {
  const showroom = await resolveShowroom(db, body);
  const values = {
    userId,
    showroomUserId: showroom?.showroomUserId ?? null,
    vsdId: showroom?.vsdId ?? null,
    name: body.name ?? body.project ?? '',
    isCart: body.is_cart ?? true,
    is3d: body.is_3d ?? false,
    floorplan: text(body.floorplan),
    floorTemplate: text(body.floorTemplate),
    extraInfo: body.extra_info ?? {},
  };
  const project = await db.transaction(async (tx) => {
    if (body.design !== undefined) return projectFromDesign(tx, userId, body.design, values);
    const created = await insertProject(tx, values);
    await recordActivity(tx, created.id, userId, 'project_created', { name: created.name });
    return created;
  });
  return { project_id: project.id, id: project.id };
}

/** GET /api/projectCart/{id}: the user's own project with its priced lines; 404 for anyone else's. */
export async function getProject(db: Database, userId: number, id: number) {
  const project = await findOwnProject(db, userId, id);
  if (!project) throw new AppError('not_found');
  return cartOf(db, project);
}

/** PUT /api/projectCart/{id}: extra_info (merged; null removes a key) and name. */
export async function putProject(
  db: Database,
  userId: number,
  id: number,
  body: { name?: string; extra_info: Record<string, unknown> },
) {
  const project = await db.transaction(async (tx) => {
    const own = await findOwnProject(tx, userId, id, { lock: true });
    if (!own) throw new AppError('not_found');
    return updateProject(tx, id, {
      extraInfo: mergeExtraInfo(own.extraInfo, body.extra_info),
      ...(body.name !== undefined ? { name: body.name } : {}),
    });
  });
  return cartOf(db, project);
}

/**
 * Adds a guest cart to the user's project, in one transaction: lines of the same size and colour sum their
 * quantities, the project takes the guest's showroom when it has none and the guest's extra_info under its
 * own, and the guest cart is deleted. 404 when the project is not the user's or the guest cart does not exist
 * (already merged or never issued): a second call changes nothing. Locks the project, then the guest cart,
 * so concurrent merges of one guest cart serialise and only the first moves its lines. The guest's coupon
 * comes along when it can (carriesCoupon).
 */
export async function mergeGuestCart(db: Database, userId: number, tempProjectId: string, projectId: number) {
  const project = await db.transaction(async (tx) => {
    const target = await findOwnProject(tx, userId, projectId, { lock: true });
    if (!target) throw new AppError('not_found');
    const guest = await findGuestCart(tx, tempProjectId, { lock: true });
    if (!guest) throw new AppError('not_found', 'This cart has already been added or does not exist.');
    // Past the line limit together: nothing moves, both carts keep their lines.
    await withinLineLimit(
      tx,
      target.id,
      're_temp_project_id',
      () => moveLines(tx, guest.id, target.id, MAX_LINE_QTY),
      MERGED_CART_TOO_LARGE,
    );
    const showroom =
      target.showroomUserId == null && target.vsdId == null
        ? { showroomUserId: guest.showroomUserId, vsdId: guest.vsdId }
        : {};
    const combined = { ...(guest.extraInfo ?? {}), ...(target.extraInfo ?? {}) };
    const updated = await updateProject(tx, target.id, {
      ...showroom,
      // Each side is within 16 KB; should both together pass it, the project keeps its own.
      extraInfo: extraInfoFits(combined) ? combined : (target.extraInfo ?? {}),
    });
    await deleteProject(tx, guest.id);
    return carriesCoupon(updated, guest)
      ? updateProject(tx, target.id, { couponCode: guest.couponCode })
      : updated;
  });
  return cartOf(db, project);
}

/**
 * The guest's coupon comes along when the project (after the merge) has none and is priced in the guest's
 * showroom: a coupon belongs to its showroom.
 */
const carriesCoupon = (project: Project, guest: Project) =>
  !project.couponCode && !!guest.couponCode && project.showroomUserId === guest.showroomUserId;
