import { postSignInPath, safeRedirect } from '@app/domain';
import { paths } from '../../../config/paths.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { readStored, STORAGE_KEYS } from '../../../lib/storage.ts';

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
 * HOOK POINT — runs once a User is signed in (password or social) and resolves where they land.
 * The cart issue adds the guest-cart merge and the visual redirect here (spec point 4 "Post-login for a
 * User"); today it only resolves the path from the stored redirect_to and the `?redirect=` parameter.
 */
export async function afterUserSignIn(
  user: Pick<AuthUser, 'total_projects'>,
  opts: { redirectParam: string | null; via: SignInVia },
): Promise<string> {
  const where = {
    storedRedirect: storedRedirect(),
    redirectParam: opts.redirectParam,
    totalProjects: user.total_projects,
  };
  return opts.via === 'social' ? socialSignInPath(where) : postSignInPath(where);
}

/**
 * HOOK POINT — runs after a successful registration and resolves the next path. The cart and visualizer
 * issues add the guest-cart project and the visual redirect here (spec point 4 "Registration"); today:
 * the stored redirect_to, else home.
 */
export async function afterRegistration(): Promise<string> {
  return safeRedirect(storedRedirect()) ?? paths.home;
}
