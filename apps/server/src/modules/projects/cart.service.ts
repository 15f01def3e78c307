import { emptyCart } from '@app/domain/cart/empty-cart';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { take } from '../throttle/throttle.service.ts';
import { cartOf } from './cart-view.ts';
import {
  findGuestCart,
  findLatestProject,
  findOwnProject,
  findShowroom,
  insertProject,
  newTempProjectId,
  type Project,
  type ProjectShowroom,
  updateProject,
} from './projects.repository.ts';
import type { Cart } from './projects.schemas.ts';

/** The caller: a signed-in user's id, or null for a guest; `ip` is the address new guest carts count against. */
export type Caller = { userId: number | null; ip: string };

/**
 * New guest carts per address: a shopper keeps one cart (the web stores its id), so 30 an hour and 100 a day
 * leave room for many people behind one address, while a script cannot fill the database.
 */
const GUEST_CART_LIMITS = [
  { max: 30, windowMs: 60 * 60 * 1000 },
  { max: 100, windowMs: 24 * 60 * 60 * 1000 },
];
const tooManyCarts = (minutes: number) =>
  `Too many carts created from your address. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
export type CartRef = { project?: number; temp_project_id?: string; is_cart?: boolean };
type ShowroomInput = { showroom?: number; vsd_id?: string };

const notFound = () => new AppError('not_found');

/**
 * The cart a call is about, or null when the caller has none yet. Signed in: `project` (theirs, else 404),
 * else their latest project with the is_cart flag (default true); a `temp_project_id` is ignored (only
 * add_guest_cart reads a guest cart for a signed-in user). Guest: the cart of `temp_project_id` (404 when
 * unknown or merged); a `project` id is 404.
 */
export async function findCart(
  db: Database,
  caller: Pick<Caller, 'userId'>,
  ref: CartRef,
): Promise<Project | null> {
  if (caller.userId != null) {
    if (ref.project != null) {
      const own = await findOwnProject(db, caller.userId, ref.project);
      if (!own) throw notFound();
      return own;
    }
    return findLatestProject(db, caller.userId, ref.is_cart ?? true);
  }
  if (ref.project != null) throw notFound();
  if (!ref.temp_project_id) return null;
  const guest = await findGuestCart(db, ref.temp_project_id);
  if (!guest) throw notFound();
  return guest;
}

export async function loadCart(db: Database, caller: Pick<Caller, 'userId'>, ref: CartRef): Promise<Cart> {
  const project = await findCart(db, caller, ref);
  return project ? cartOf(db, project) : emptyCart();
}

/** The showroom named by `showroom` / `vsd_id`; undefined when neither is sent; 422 when unknown. */
export async function resolveShowroom(
  db: Database,
  input: ShowroomInput,
): Promise<ProjectShowroom | undefined> {
  if (input.showroom == null && !input.vsd_id) return undefined;
  const found = await findShowroom(db, input);
  if (!found) {
    throw AppError.invalid(
      fieldError(input.vsd_id ? 'vsd_id' : 'showroom', 'The selected showroom is invalid.'),
    );
  }
  return found;
}

/**
 * The caller's cart, created when they have none: an account project, or a guest cart with a new temp id
 * (429 past the address's limit).
 */
export async function cartForWrite(db: Database, caller: Caller, ref: CartRef, showroom?: ProjectShowroom) {
  const found = await findCart(db, caller, ref);
  const room = showroom ? roomOf(found, showroom) : {};
  if (found) return showroom ? updateProject(db, found.id, room) : found;
  if (caller.userId == null) {
    const key = `guest-cart:ip:${caller.ip}`;
    await take(
      db,
      GUEST_CART_LIMITS.map((limit) => ({ key, ...limit })),
      tooManyCarts,
    );
  }
  return insertProject(db, {
    ...(caller.userId != null ? { userId: caller.userId } : { tempProjectId: newTempProjectId() }),
    isCart: true,
    ...room,
  });
}

/** The showroom a cart write sets; a coupon belongs to its showroom, so a cart moved to another drops it. */
const roomOf = (found: Project | null, showroom: ProjectShowroom) => ({
  showroomUserId: showroom.showroomUserId,
  vsdId: showroom.vsdId,
  ...(found && found.showroomUserId !== showroom.showroomUserId ? { couponCode: null } : {}),
});
