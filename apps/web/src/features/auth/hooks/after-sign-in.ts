import { postSignInPath, safeRedirect } from '@app/domain';
import { paths } from '../../../config/paths.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { mergeGuestCart } from '../../../lib/cart/merge-guest-cart.ts';
import { readStored, removeStored, STORAGE_KEYS } from '../../../lib/storage.ts';
import {
  followVisualRedirect,
  isCompleteVisualRedirect,
  storedVisualRedirect,
} from '../../../lib/visual-redirect.ts';

/** Spec point 8: project creation failures while a guest cart joins the account. */
export const MERGE_FAILED_ON_SIGN_IN = 'Please login to proceed.';
export const MERGE_FAILED_ON_REGISTER = 'Internal server error.';

export type SignInVia = 'password' | 'social';

const storedRedirect = () => readStored<string>(STORAGE_KEYS.redirect_to);

/**
 * Social sign-in lands (spec point 4 "Social login"): a User with projects goes to /projects; otherwise the
 * redirect asked for, or home (a redirect to /login means home).
 */
export function socialSignInPath(opts: {
  storedRedirect?: string | null;
  redirectParam?: string | null;
  totalProjects: number;
}) {
  if (opts.totalProjects > 0) return paths.projects;
  const target = safeRedirect(opts.storedRedirect) ?? safeRedirect(opts.redirectParam);
  return !target || target === paths.login ? paths.home : target;
}

/**
 * HOOK POINT — runs once a User is signed in (password or social) and resolves where they land (spec
 * point 4 "Post-login for a User"). A stored guest cart joins the account first and the user goes to the
 * stored redirect (from the cart: /checkout), else the `?redirect=` parameter, else home. A stored visual
 * redirect (a guest's design: showroom, floor plan and template) becomes a project and the user goes back to
 * the design (a failure: 'Internal server error.' and home).
 */
export async function afterUserSignIn(
  user: Pick<AuthUser, 'total_projects'>,
  opts: { redirectParam: string | null; via: SignInVia },
): Promise<string> {
  const merged = await mergeGuestCart(MERGE_FAILED_ON_SIGN_IN);
  const visual = storedVisualRedirect();
  if (isCompleteVisualRedirect(visual)) return followVisualRedirect(visual, paths.home);
  if (merged !== 'no-cart') {
    const target = safeRedirect(storedRedirect()) ?? safeRedirect(opts.redirectParam);
    return !target || target === paths.login ? paths.home : target;
  }
  const where = {
    storedRedirect: storedRedirect(),
    redirectParam: opts.redirectParam,
    totalProjects: user.total_projects,
  };
  return opts.via === 'social' ? socialSignInPath(where) : postSignInPath(where);
}

/**
 * Registration succeeded and signed a User in (spec point 4 "Registration"): a stored guest cart joins the
 * account (then 'cart-updated' fires) before the thank-you modal shows.
 */
export async function mergeCartAfterRegistration(): Promise<void> {
  await mergeGuestCart(MERGE_FAILED_ON_REGISTER);
}

/**
 * Runs after a successful registration and resolves the next path (spec point 4 "Registration"): a stored
 * visual redirect with a complete design becomes a project and the user goes back to it (a failure:
 * 'Internal server error.' and /visualize); an incomplete one goes to /visualize; else the stored
 * redirect_to, else home.
 */
export async function afterRegistration(): Promise<string> {
  const visual = storedVisualRedirect();
  if (isCompleteVisualRedirect(visual)) return followVisualRedirect(visual, paths.visualize);
  if (visual) {
    removeStored(STORAGE_KEYS.visual_redirect);
    return paths.visualize;
  }
  return safeRedirect(storedRedirect()) ?? paths.home;
}
