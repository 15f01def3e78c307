import { safeRedirect } from '@app/domain/accounts/sign-in';
import { paths } from '../config/paths.ts';
import { createProject } from './cart/cart.ts';
import { showroomSelection } from './showroom-selection.ts';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './storage.ts';
import { notify } from './toast.ts';

/**
 * Spec point 4's visual redirect: a guest in the visualizer who must sign in (to save a design) leaves the
 * showroom, floor plan and template in `visual_redirect`; after sign-in or registration a project is made
 * from them and the user goes back to `redirect`.
 */
export type VisualRedirect = {
  showroom: number;
  vsd_id: string;
  floorplan: string;
  floorTemplate: string;
  redirect: string;
};

export const storeVisualRedirect = (v: VisualRedirect) => writeStored(STORAGE_KEYS.visual_redirect, v);

/** The stored visual redirect, or null when none is stored. */
export const storedVisualRedirect = () => readStored<Partial<VisualRedirect>>(STORAGE_KEYS.visual_redirect);

/** A stored design is complete when it names the showroom, the floor plan and the template. */
export const isCompleteVisualRedirect = (v: Partial<VisualRedirect> | null): v is VisualRedirect =>
  !!v && typeof v.showroom === 'number' && !!v.floorplan && !!v.floorTemplate;

/** Only a path of this app, and only in the visualizer (a stored value could have been tampered with). */
const safeVisualPath = (path: unknown) => {
  const safe = safeRedirect(typeof path === 'string' ? path : null);
  return safe?.startsWith(paths.visualize) ? safe : paths.visualize;
};

/**
 * The project of the stored design (POST /api/projectCart with is_3d, floorplan, floorTemplate), kept as
 * `my_item.project`; then the path to go to. A failed creation toasts 'Internal server error.' and goes to
 * `failurePath` (spec point 8). The visual redirect is used once either way.
 */
export async function followVisualRedirect(v: VisualRedirect, failurePath: string): Promise<string> {
  removeStored(STORAGE_KEYS.visual_redirect);
  try {
    const { project_id } = await createProject(
      {
        showroom: v.showroom,
        vsd_id: v.vsd_id,
        is_3d: true,
        floorplan: v.floorplan,
        floorTemplate: v.floorTemplate,
        // The design's own project, not the cart: a guest cart merged at this sign-in stays the cart.
        is_cart: false,
      },
      true,
    );
    showroomSelection.remember({ project: project_id });
    return safeVisualPath(v.redirect);
  } catch {
    notify.error('Internal server error.', { nextPage: true });
    return failurePath;
  }
}
