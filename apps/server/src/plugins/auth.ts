import { MESSAGES, type UserType } from '@app/domain';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { findLiveSession, touchToken } from '../modules/accounts/token.service.ts';

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
};

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
}

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
};

export default fp(
  async (app) => {
    app.decorateRequest('user', null);

    async function authenticate(this: unknown, request: FastifyRequest, _reply: FastifyReply) {
      if (request.user) return;
      const token = bearerToken(request);
      if (!token) throw new AppError('unauthenticated');
      const session = await findLiveSession(app.db, token);
      if (!session) throw new AppError('unauthenticated');
      const { account } = session;
      // A deactivated account keeps no access, even with a token issued before.
      if (account.status === 'Deactive') throw new AppError('forbidden', MESSAGES.deactivated);
      request.user = {
        id: account.id,
        type: account.type,
        status: account.status,
        email: account.email,
        fullName: account.fullName,
        emailVerifiedAt: account.emailVerifiedAt,
        tokenId: session.tokenId,
      };
      await touchToken(app.db, session.tokenId, session.lastUsedAt);
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireType', (...types: UserType[]) => {
      return async function requireType(request: FastifyRequest, reply: FastifyReply) {
        await authenticate(request, reply);
        if (!request.user || !types.includes(request.user.type as UserType)) {
          throw new AppError('forbidden', MESSAGES.notAuthorized);
        }
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
