import { AI_TOKEN_HEADER } from '@app/domain/ai-design/contract';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { findLiveAiSession, touchAiToken } from '../modules/ai-accounts/ai-token.repository.ts';

/** The AI account of the request's AIauthToken header, set by `app.requireAiUser`. */
export type RequestAiUser = {
  id: number;
  name: string;
  email: string;
  emailVerifiedAt: Date | null;
  /** The linked marketplace account, if any. */
  userId: number | null;
  /** The presented token's row id. */
  tokenId: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook: the `AIauthToken` header's token → `request.aiUser`; 401 'Unauthenticated.' when missing,
     * unknown, expired or revoked. Never reads Authorization: a marketplace token is no AI token.
     */
    requireAiUser: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    aiUser: RequestAiUser | null;
  }
}

const HEADER = AI_TOKEN_HEADER.toLowerCase();
const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

/** The AI token the request carries in its own header, or null (a malformed value is no token). */
export function aiTokenOf(request: FastifyRequest): string | null {
  const raw = request.headers[HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value && TOKEN.test(value) ? value : null;
}

/**
 * The AI design account's session (issue 26 point 1; spec point 7: every request carries the AIauthToken
 * header beside the bearer Authorization). Its tokens live in their own table, so a marketplace token in this
 * header, or an AI token in Authorization, authenticates nothing. Routes name it as `onRequest`, so an
 * anonymous caller gets 401 before its body is read.
 */
export default fp(
  async (app) => {
    app.decorateRequest('aiUser', null);

    async function requireAiUser(request: FastifyRequest, _reply: FastifyReply) {
      if (request.aiUser) return;
      const token = aiTokenOf(request);
      if (!token) throw new AppError('unauthenticated');
      const session = await findLiveAiSession(app.db, token);
      if (!session) throw new AppError('unauthenticated');
      request.aiUser = { ...session.account, tokenId: session.tokenId };
      await touchAiToken(app.db, session.tokenId, session.lastUsedAt);
    }

    app.decorate('requireAiUser', requireAiUser);
  },
  { name: 'ai-auth', dependencies: ['db'] },
);
