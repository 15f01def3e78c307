import { isApiError } from '../api-client.ts';
import { readStored, removeStored, STORAGE_KEYS } from '../storage.ts';
import { notify } from '../toast.ts';
import { addGuestCart, createProject, storedCartId } from './cart.ts';
import { fireCartUpdated } from './cart-events.ts';

/** The stored selection (`my_item`: showroom, vsd_id and the visualizer's design) as a new project. */
function storedSelection(): Record<string, unknown> {
  const item = readStored<Record<string, unknown>>(STORAGE_KEYS.my_item);
  if (!item || typeof item !== 'object') return {};
  const keys = ['showroom', 'vsd_id', 'is_3d', 'floorplan', 'floorTemplate', 'project'] as const;
  return Object.fromEntries(keys.filter((k) => item[k] != null && item[k] !== '').map((k) => [k, item[k]]));
}

export type MergeOutcome = 'no-cart' | 'merged' | 'failed';

/**
 * A stored guest cart joins the signed-in user's cart (spec point 4): POST /api/projectCart with the
 * stored selection → project_id, then add_guest_cart { re_temp_project_id: cart_id, project_id }, then
 * `cart_id` is removed and the header count reloads. A failed project creation toasts `failureToast` and
 * keeps `cart_id` (a later sign-in tries again); a guest cart the server no longer has is forgotten.
 */
export async function mergeGuestCart(failureToast: string): Promise<MergeOutcome> {
  const cartId = storedCartId();
  if (!cartId) return 'no-cart';
  let projectId: number;
  try {
    projectId = (await createProject(storedSelection(), true)).project_id;
  } catch {
    notify.error(failureToast, { nextPage: true }); // the sign-in goes on to its next page
    return 'failed';
  }
  try {
    await addGuestCart(cartId, projectId);
  } catch (error) {
    if (isApiError(error) && error.status === 404) removeStored(STORAGE_KEYS.cart_id);
    return 'failed';
  }
  removeStored(STORAGE_KEYS.cart_id);
  fireCartUpdated();
  return 'merged';
}
