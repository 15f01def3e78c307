import { emptyCart } from '@app/domain/cart/empty-cart';
import { EXTRA_INFO_TOO_LARGE, extraInfoFits } from '@app/domain/cart/extra-info';
import { CART_LINES_FULL, cartLinesFit } from '@app/domain/cart/line-limit';
import { clampQuantity } from '@app/domain/catalog/quantity';
import { UNAVAILABLE_PRODUCT } from '@app/domain/catalog/unlisted';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { designVersionExists } from '../designs/designs.repository.ts';
import { type Caller, type CartRef, cartForWrite, findCart, resolveShowroom } from './cart.service.ts';
import {
  deleteLine,
  deleteLineBySize,
  findProductSize,
  findReachableLine,
  lockedLineCount,
  MAX_LINE_QTY,
  setLineQty,
  upsertLine,
} from './cart-lines.repository.ts';
import { cartOf } from './cart-view.ts';
import { updateProject } from './projects.repository.ts';
import type { BulkBody, LineInput, SyncBody } from './projects.schemas.ts';

/**
 * A line's product, size and colour checked against the catalogue (422 naming the field, under `prefix`). A
 * product hidden from shoppers (decision 0017) is refused, unless the line is only being removed.
 */
async function resolveLine(db: Database, line: LineInput, prefix = '', removing = false) {
  const choice = await findProductSize(db, line.product, line.size_id);
  if (!choice) throw AppError.invalid(fieldError(`${prefix}product`, 'The selected product is invalid.'));
  if (!choice.listed && !removing)
    throw AppError.invalid(fieldError(`${prefix}product`, UNAVAILABLE_PRODUCT(choice.name)));
  if (choice.sizeId == null)
    throw AppError.invalid(fieldError(`${prefix}size_id`, 'The selected size is invalid.'));
  let colour = '';
  if (line.colour) {
    const match = choice.colors.find((c) => c.toLowerCase() === line.colour!.toLowerCase());
    if (!match) throw AppError.invalid(fieldError(`${prefix}colour`, 'The selected colour is invalid.'));
    colour = match;
  }
  const qty = Math.min(MAX_LINE_QTY, clampQuantity(line.qty ?? choice.minQty, choice.minQty));
  const increment = line.qty ?? choice.minQty;
  return {
    productId: choice.productId,
    sizeId: choice.sizeId,
    colour,
    qty,
    increment,
    minQty: choice.minQty,
  };
}

/**
 * Runs `write` on a cart and refuses it (422 on `field`, the transaction rolled back so the cart keeps what
 * it had) when the cart then holds more than MAX_CART_LINES lines. The project's row is locked first, so
 * concurrent adds to one cart are counted one after another.
 */
export async function withinLineLimit(
  tx: Database,
  projectId: number,
  field: string,
  write: () => Promise<void>,
  message = CART_LINES_FULL,
) {
  await lockedLineCount(tx, projectId);
  await write();
  if (!cartLinesFit(await lockedLineCount(tx, projectId))) throw AppError.invalid(fieldError(field, message));
}

const SYNC_MESSAGES = {
  add: 'Product added to cart successfully.',
  set: 'Cart updated successfully.',
  remove: 'Product removed from cart successfully.',
} as const;

/** sync_to_cart: add to (default), set, or remove one line; creates the cart when the caller has none. */
export async function syncLine(db: Database, caller: Caller, body: SyncBody) {
  const cart = await db.transaction(async (tx) => {
    const showroom = await resolveShowroom(tx, body);
    const line = await resolveLine(tx, body, '', body.action === 'remove');
    if (body.action === 'remove') {
      // Removing from a cart that does not exist yet creates none.
      const found = await findCart(tx, caller, body);
      if (!found) return null;
      await deleteLineBySize(tx, found.id, line.sizeId, line.colour);
      return updateProject(tx, found.id, {});
    }
    const mode = body.action;
    const project = await cartForWrite(tx, caller, body, showroom);
    await withinLineLimit(tx, project.id, 'product', () =>
      upsertLine(tx, { projectId: project.id, ...line }, mode),
    );
    return updateProject(tx, project.id, {});
  });
  return { cart: cart ? await cartOf(db, cart) : emptyCart(), message: SYNC_MESSAGES[body.action] };
}

/** sync_to_bulk_cart: every line or none (a bad line answers 422 under `items.{i}.{field}`). */
export async function syncBulk(db: Database, caller: Caller, body: BulkBody) {
  const design = body.design
    ? { designId: body.design.id, designVersion: body.design.version }
    : { designId: null, designVersion: null };
  // Only the design's owner adds from it (a guest's design lives in the browser, not here).
  if (body.design && (caller.userId == null || !(await designVersionExists(db, caller.userId, body.design))))
    throw new AppError('not_found');
  const cart = await db.transaction(async (tx) => {
    const showroom = await resolveShowroom(tx, body);
    const lines: Awaited<ReturnType<typeof resolveLine>>[] = [];
    for (const [i, item] of body.items.entries()) lines.push(await resolveLine(tx, item, `items.${i}.`));
    const project = await cartForWrite(tx, caller, body, showroom);
    await withinLineLimit(tx, project.id, 'items', async () => {
      for (const line of lines)
        await upsertLine(tx, { projectId: project.id, ...line, ...design }, body.action);
    });
    return updateProject(tx, project.id, {});
  });
  return { cart: await cartOf(db, cart), message: 'Products added to cart successfully.' };
}

/** A line of the caller's, or 404: a signed-in user's own projects; a guest's cart by its temp id. */
async function reachableLine(db: Database, caller: Caller, lineId: number, tempId?: string) {
  const access =
    caller.userId != null ? { userId: caller.userId } : tempId ? { tempProjectId: tempId } : null;
  const line = access && (await findReachableLine(db, lineId, access));
  if (!line) throw new AppError('not_found');
  return line;
}

/** update_cart: a line's quantity; below the size's minimum it is raised to it. */
export async function updateLineQty(
  db: Database,
  caller: Caller,
  input: { id: number; qty: number; temp_project_id?: string },
) {
  const project = await db.transaction(async (tx) => {
    const line = await reachableLine(tx, caller, input.id, input.temp_project_id);
    await setLineQty(
      tx,
      input.id,
      Math.min(MAX_LINE_QTY, clampQuantity(Math.max(0, input.qty), line.minQty)),
    );
    return updateProject(tx, line.projectId, {});
  });
  return cartOf(db, project);
}

/** DELETE /api/cart/destroy/{id}: removes a line of the caller's. */
export async function destroyLine(
  db: Database,
  caller: Caller,
  input: { id: number; temp_project_id?: string },
) {
  const project = await db.transaction(async (tx) => {
    const line = await reachableLine(tx, caller, input.id, input.temp_project_id);
    await deleteLine(tx, input.id);
    return updateProject(tx, line.projectId, {});
  });
  return cartOf(db, project);
}

/**
 * update_project_cart: the cart's showroom (its prices follow), name and extra_info (merged into the stored
 * object, a key set to null removes it). Creates the cart when the caller has none, like sync_to_cart.
 */
export async function updateProjectCart(
  db: Database,
  caller: Caller,
  body: CartRef & { showroom?: number; vsd_id?: string; name?: string; extra_info?: Record<string, unknown> },
) {
  const project = await db.transaction(async (tx) => {
    const showroom = await resolveShowroom(tx, body);
    const cart = await cartForWrite(tx, caller, body, showroom);
    return updateProject(tx, cart.id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.extra_info ? { extraInfo: mergeExtraInfo(cart.extraInfo, body.extra_info) } : {}),
    });
  });
  return cartOf(db, project);
}

/**
 * `patch` over `current`; a key whose value is null is removed. 422 on `extra_info` when the result passes
 * 16 KB: the cap is on what is stored, so many small patches cannot grow it either.
 */
export function mergeExtraInfo(current: Record<string, unknown> | null, patch: Record<string, unknown>) {
  const next: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  if (!extraInfoFits(next)) throw AppError.invalid(fieldError('extra_info', EXTRA_INFO_TOO_LARGE));
  return next;
}
