import { looksSignedIn } from '@app/domain/accounts/sign-in';
import type { BulkRequest, Cart, CartLine, CreatedProject, SyncRequest } from '@app/domain/cart/contract';
import { emptyCart } from '@app/domain/cart/empty-cart';
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths.ts';
import { api, isApiError } from '../api-client.ts';
import { cartCount } from '../cart-count.ts';
import type { ServerRenderMeta } from '../page-state.ts';
import {
  getAuthToken,
  readStored,
  removeStored,
  STORAGE_KEYS,
  syncCartCookie,
  writeStored,
} from '../storage.ts';

/**
 * A cart and its lines as every cart call answers them (docs/api-cart.md): the domain's contract, never
 * retyped here. Each line is priced now for the cart's showroom; money is integer cents plus dollars.
 */
export type { Cart, CartLine };

export const cartKey = ['cart'] as const;

/** The guest cart's temp_project_id, kept in storage as `cart_id`. */
export function storedCartId(): string | undefined {
  const id = readStored<unknown>(STORAGE_KEYS.cart_id);
  return typeof id === 'string' && id ? id : undefined;
}

/**
 * Cart calls by the order they were made in: the count shows the answer to the latest one answered so far, so
 * an older read that answers late (the page's cart, asked as it mounted) cannot undo an add made after it.
 */
let asked = 0;
let shown = 0;

/** Every cart answer: a new guest cart's id is kept as `cart_id`, and the header count follows. */
function received(cart: Cart, call: number): Cart {
  if (cart.temp_project_id && cart.temp_project_id !== storedCartId())
    writeStored(STORAGE_KEYS.cart_id, cart.temp_project_id);
  syncCartCookie();
  if (call >= shown) {
    shown = call;
    cartCount.set(cart.count);
  }
  return cart;
}

/**
 * GET /api/projectCart — silent (spec point 8: cart fetch failures are ignored). A guest without a cart id
 * has no cart to ask for; a guest cart the server no longer knows (merged elsewhere) is forgotten.
 */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const call = ++asked;
  const tempId = storedCartId();
  if (!tempId && !looksSignedIn(getAuthToken())) return received(emptyCart(), call);
  try {
    const { data } = await api.get<Cart>(apiPaths.projectCart, {
      query: { temp_project_id: tempId },
      silent: true,
      signal,
    });
    return received(data, call);
  } catch (error) {
    if (!isApiError(error) || error.status !== 404 || !tempId) throw error;
    removeStored(STORAGE_KEYS.cart_id);
    return received(emptyCart(), call);
  }
}

export const cartQuery = () =>
  queryOptions({
    queryKey: cartKey,
    queryFn: ({ signal }) => getCart(signal),
    staleTime: 0,
    // This browser's cart (its stored cart_id or session): a page the server draws shows it loading.
    meta: { ssr: false } satisfies ServerRenderMeta,
  });

/** Refreshes the header count without a toast (app start, sign-in, logout); failures are ignored. */
export const reloadCartCount = () => getCart().catch(() => undefined);

export type CartAnswer = { cart: Cart; message?: string };
/** A cart change: its answer, counted in the order the change was asked for. */
async function answer(request: () => Promise<{ data: Cart; message?: string }>): Promise<CartAnswer> {
  const call = ++asked;
  const { data, message } = await request();
  return { cart: received(data, call), message };
}

/**
 * One line to add: the product (hash or id), its size and quantity, as POST /api/projectCart/sync_to_cart
 * takes them (the domain's request contract); a colour of null is not sent.
 */
export type AddToCart = Required<Pick<SyncRequest, 'product' | 'size_id' | 'qty'>> &
  Pick<SyncRequest, 'vsd_id'> & { colour?: SyncRequest['colour'] | null };

/** POST /api/projectCart/sync_to_cart (action 'add'); the first one of a guest creates the guest cart. */
export const addToCart = async ({ colour, ...line }: AddToCart) =>
  answer(() =>
    api.post<Cart>(apiPaths.syncToCart, {
      ...line,
      ...(colour ? { colour } : {}),
      action: 'add',
      temp_project_id: storedCartId(),
    } satisfies SyncRequest),
  );

/**
 * POST /api/projectCart/sync_to_bulk_cart (action 'add'): every line or none, in one request; `design` (a saved
 * design of the signed-in user) is kept on each line and carried to its order item.
 */
export const addAllToCart = async (body: Omit<BulkRequest, 'temp_project_id' | 'action'>) =>
  answer(() =>
    api.post<Cart>(apiPaths.syncToBulkCart, {
      ...body,
      action: 'add',
      temp_project_id: storedCartId(),
    } satisfies BulkRequest),
  );

/** POST /api/projectCart/update_cart: the line holds `qty` (the server raises it to the minimum). */
export const updateCartLine = async (id: number, qty: number) =>
  answer(() => api.post<Cart>(apiPaths.updateCart, { id, qty, temp_project_id: storedCartId() }));

/** DELETE /api/cart/destroy/{id}. */
export const removeCartLine = async (id: number) =>
  answer(() => api.delete<Cart>(apiPaths.cartDestroy(id), { query: { temp_project_id: storedCartId() } }));

/** POST /api/projectCart (signed in): a project from the stored selection → its id. */
export const createProject = async (body: Record<string, unknown>, silent = false) =>
  (await api.post<CreatedProject>(apiPaths.projectCart, body, { silent })).data;

/** POST /api/projectCart/add_guest_cart: the guest cart's lines move into the project. */
export const addGuestCart = async (reTempProjectId: string, projectId: number) =>
  answer(() =>
    api.post<Cart>(apiPaths.addGuestCart, {
      re_temp_project_id: reTempProjectId,
      project_id: projectId,
    }),
  );

/**
 * POST /api/projectCart/coupon: checked now against the cart's showroom and kept with the cart. A refusal is
 * a 422 on `coupon`, shown under the coupon field (no toast on top).
 */
export const applyCoupon = async (coupon: string) =>
  answer(() =>
    api.post<Cart>(
      apiPaths.cartCoupon,
      { coupon, temp_project_id: storedCartId() },
      { fieldsShown: ['coupon'] },
    ),
  );

/** DELETE /api/projectCart/coupon. */
export const removeCoupon = async () =>
  answer(() => api.delete<Cart>(apiPaths.cartCoupon, { query: { temp_project_id: storedCartId() } }));
