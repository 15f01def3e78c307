import { isAdmin } from '@app/domain/accounts/roles';
import { looksSignedIn, safeRedirect } from '@app/domain/accounts/sign-in';
import { ROLE_IDS } from '@app/domain/shared/constants';
import { loginWithRedirect, paths } from '../config/paths.ts';
import type { RouteMeta } from './route-meta.ts';

/**
 * The route guard and header checks of spec point 4, as one pure decision per navigation.
 * Role ids: 1 admin, 2 shop (the selling side: Contractor and Vendor), 3 customer (User).
 */
export const roleIdOf = (type: string | null | undefined): number | null =>
  type === 'Admin'
    ? ROLE_IDS.admin
    : type === 'Contractor' || type === 'Vendor'
      ? ROLE_IDS.shop
      : type === 'User'
        ? ROLE_IDS.customer
        : null;

export type GuardUser = { type: string; email_verified_at: string | null };

export type GuardInput = {
  meta: RouteMeta;
  pathname: string;
  search: string;
  token: string | null;
  user: GuardUser | null;
  status: 'loading' | 'anonymous' | 'authenticated';
  otpVerified: boolean;
  /** The stored redirect_to, for a verified user leaving /verifiction. */
  storedRedirect: string | null;
  /** Guest-only checks run once, when the page is entered, not when the user signs in on it. */
  entering: boolean;
};

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  | { kind: 'logout' }
  | { kind: 'back' };

const isVerifyPage = (pathname: string) => pathname === paths.verifyNotice || pathname.startsWith('/verify/');

export function decideRouteAccess(input: GuardInput): GuardDecision {
  const { meta, pathname, user } = input;
  const signedIn = looksSignedIn(input.token);

  if (meta.auth && !signedIn)
    return { kind: 'redirect', to: loginWithRedirect(`${pathname}${input.search}`) };
  if (!signedIn) return { kind: 'allow' };

  if (input.status === 'loading' || !user) {
    // Public pages render at once; pages whose access depends on the user wait for GET /api/authuser.
    return meta.auth || meta.guest || meta.roles || isVerifyPage(pathname)
      ? { kind: 'wait' }
      : { kind: 'allow' };
  }

  // An admin finishes sign-in with the OTP step on the sign-in page; anywhere else, no OTP cookie means logout.
  if (isAdmin(user.type) && !input.otpVerified && pathname !== paths.login) return { kind: 'logout' };

  if (meta.guest) {
    if (!input.entering) return { kind: 'allow' };
    if (pathname === paths.login) {
      return isAdmin(user.type) && !input.otpVerified
        ? { kind: 'allow' }
        : { kind: 'redirect', to: paths.account };
    }
    return { kind: 'redirect', to: paths.home };
  }

  if (!user.email_verified_at && !isVerifyPage(pathname)) return { kind: 'redirect', to: paths.verifyNotice };
  if (user.email_verified_at && pathname === paths.verifyNotice) {
    const stored = safeRedirect(input.storedRedirect);
    return { kind: 'redirect', to: stored && !isVerifyPage(stored) ? stored : paths.home };
  }

  if (meta.roles?.length) {
    const role = roleIdOf(user.type);
    if (role === null || !meta.roles.includes(role)) return { kind: 'back' };
  }
  return { kind: 'allow' };
}

/** Pages that never become a redirect_to target: you do not sign in to land on the sign-in page. */
const ACCOUNT_ACCESS = [
  paths.login,
  paths.register,
  paths.registerContractor,
  paths.resetPassword,
  paths.passwordReset,
];

/**
 * What to store as redirect_to when entering a page (spec point 4): on the sign-in and register pages the
 * path asked for in `?redirect=`, else the previous path; leaving the cart for sign-in means checkout.
 * Returns undefined to leave the stored value as it is, null to remove it.
 */
export function redirectToFor(
  to: { pathname: string; search: string },
  previousPath: string | null,
): string | null | undefined {
  if (!ACCOUNT_ACCESS.includes(to.pathname as (typeof ACCOUNT_ACCESS)[number])) return undefined;
  const asked = safeRedirect(new URLSearchParams(to.search).get('redirect'));
  if (asked) return asked;
  if (to.pathname !== paths.login && to.pathname !== paths.register) return undefined;
  if (!previousPath) return null;
  const previousPathname = previousPath.split('?')[0];
  if (previousPathname === paths.cart) return paths.checkout;
  if (ACCOUNT_ACCESS.includes(previousPathname as (typeof ACCOUNT_ACCESS)[number])) return undefined;
  return safeRedirect(previousPath);
}
