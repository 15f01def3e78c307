import { TOKEN_MIN_LENGTH } from '../shared/constants.ts';
import { MESSAGES } from './messages.ts';
import { isActiveStatus } from './roles.ts';

/** Signed in means a stored token longer than 10 characters (spec point 4). */
export const looksSignedIn = (token: string | null | undefined) => !!token && token.length > TOKEN_MIN_LENGTH;

export type SessionUser = {
  type: string;
  status: string;
  email_verified_at: string | null;
  total_projects: number;
};

export type SignInDecision =
  | { action: 'refuse'; message: string }
  | { action: 'verify-email' }
  | { action: 'admin-otp' }
  | { action: 'admin-account' }
  | { action: 'proceed' };

/**
 * The main sign-in page's rules (spec point 4). Contractors and vendors are refused here; the admin
 * continues to the OTP step (docs/decisions/0002-admin-sign-in.md).
 */
export function decideSignIn(user: SessionUser, opts: { otpVerified: boolean }): SignInDecision {
  if (user.type !== 'User' && user.type !== 'Admin')
    return { action: 'refuse', message: MESSAGES.notAuthorized };
  if (user.status === 'Deactive') return { action: 'refuse', message: MESSAGES.deactivated };
  if (!isActiveStatus(user.status)) return { action: 'refuse', message: MESSAGES.pendingApproval };
  if (user.type === 'Admin') return opts.otpVerified ? { action: 'admin-account' } : { action: 'admin-otp' };
  if (!user.email_verified_at) return { action: 'verify-email' };
  return { action: 'proceed' };
}

/**
 * Where a signed-in User lands: the stored redirect, else the redirect parameter, else /.
 * /visualize/checklist is always honoured; /login means home; with projects and nothing asked for, home.
 */
export function postSignInPath(opts: {
  storedRedirect?: string | null;
  redirectParam?: string | null;
  totalProjects: number;
}) {
  const target = safeRedirect(opts.storedRedirect) ?? safeRedirect(opts.redirectParam);
  if (target === '/visualize/checklist') return target;
  if (!target || target === '/login') return '/';
  if (opts.totalProjects > 0 && !safeRedirect(opts.redirectParam)) return '/';
  return target;
}

/** Only same-site paths are followed, never another origin. */
export function safeRedirect(path: string | null | undefined): string | null {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}

/** The portals' own sign-in pages (decisions/0011): who may sign in on each. */
export const PORTALS = {
  pro: {
    types: ['Contractor'],
    refusal: 'This sign-in is for pros. Homeowners sign in on the main sign-in page.',
  },
  vendor: {
    types: ['Vendor'],
    refusal: 'This sign-in is for vendors. Homeowners sign in on the main sign-in page.',
  },
} as const;
export type Portal = keyof typeof PORTALS;

/**
 * A portal sign-in page's rules: only its account types (others are refused and signed out), the spec's
 * messages for a deactivated or pending account, and an unverified email first confirmed (/verifiction).
 */
export function decidePortalSignIn(
  user: Pick<SessionUser, 'type' | 'status' | 'email_verified_at'>,
  portal: Portal,
): Extract<SignInDecision, { action: 'refuse' | 'verify-email' | 'proceed' }> {
  const rules = PORTALS[portal];
  if (!(rules.types as readonly string[]).includes(user.type))
    return { action: 'refuse', message: rules.refusal };
  if (user.status === 'Deactive') return { action: 'refuse', message: MESSAGES.deactivated };
  if (!isActiveStatus(user.status)) return { action: 'refuse', message: MESSAGES.pendingApproval };
  if (!user.email_verified_at) return { action: 'verify-email' };
  return { action: 'proceed' };
}
