import { MESSAGES, type UserType } from '@app/domain';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { assertMayHoldToken } from '../modules/accounts/account-access.ts';
import { findLiveSession, touchToken } from '../modules/accounts/token.repository.ts';

/** The signed-in caller, set by `app.authenticate`. */
export type RequestUser = {
  id: number;
  type: string;
  status: string;
  email: string;
  fullName: string;
  emailVerifiedAt: Date | null;
  /** The presented token's row id (logout revokes it). */
  tokenId: number;
  /** The token passed the admin's one-time code (decision 0001); false for every other account. */
  otpVerified: boolean;
};

/**
 * 403 for an Admin whose token has not passed the mailed one-time code: admin powers (every order, status
 * changes, payout runs) need the second step on the server too, not only the browser's cookie.
 */
export function assertAdminOtp(user: Pick<RequestUser, 'type' | 'otpVerified'>) {
  if (user.type === 'Admin' && !user.otpVerified) throw new AppError('forbidden', MESSAGES.adminOtpRequired);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: Bearer token → `request.user`; 401 'Unauthenticated.' when missing, unknown, expired or revoked. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: authenticates if needed, then 403 unless the user's type is one of `types`. */
    requireType: (...types: UserType[]) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: RequestUser | null;
  }
  interface FastifyContextConfig {
    /** requireType('Admin') lets an admin in before the one-time code (only the code check itself). */
    beforeAdminOtp?: boolean;
  }
}

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
};

/** Marks the two guards, so that routes naming them as preHandler get them before validation (below). */
const GUARD = Symbol('auth guard');
type Hook = ((...args: never[]) => unknown) & { [GUARD]?: true };
const asGuard = <T extends object>(hook: T): T => Object.assign(hook, { [GUARD]: true as const });
const hooksOf = (hooks: unknown): Hook[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks as Hook] : []);

export default fp(
  async (app) => {
    app.decorateRequest('user', null);

    // Who may call a route is decided before what they sent is read: a guard named as preHandler runs at
    // preValidation instead, so an anonymous or wrong-role caller gets 401/403, never the body's 422 (which
    // would tell them the route's fields).
    app.addHook('onRoute', (route) => {
      const pre = hooksOf(route.preHandler);
      const guards = pre.filter((h) => h[GUARD]);
      if (guards.length === 0) return;
      route.preHandler = pre.filter((h) => !h[GUARD]) as never;
      route.preValidation = [...hooksOf(route.preValidation), ...guards] as never;
    });

    async function authenticate(this: unknown, request: FastifyRequest, _reply: FastifyReply) {
      if (request.user) return;
      const token = bearerToken(request);
      if (!token) throw new AppError('unauthenticated');
      const session = await findLiveSession(app.db, token);
      if (!session) throw new AppError('unauthenticated');
      const { account } = session;
      // A deactivated or pending account keeps no access, even with a token issued before.
      assertMayHoldToken(account);
      request.user = {
        id: account.id,
        type: account.type,
        status: account.status,
        email: account.email,
        fullName: account.fullName,
        emailVerifiedAt: account.emailVerifiedAt,
        tokenId: session.tokenId,
        otpVerified: session.otpVerifiedAt != null,
      };
      await touchToken(app.db, session.tokenId, session.lastUsedAt);
    }

    app.decorate('authenticate', asGuard(authenticate));
    app.decorate('requireType', (...types: UserType[]) => {
      return asGuard(async function requireType(request: FastifyRequest, reply: FastifyReply) {
        await authenticate(request, reply);
        if (!request.user || !types.includes(request.user.type as UserType)) {
          throw new AppError('forbidden', MESSAGES.notAuthorized);
        }
        if (!request.routeOptions.config.beforeAdminOtp) assertAdminOtp(request.user);
      });
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
