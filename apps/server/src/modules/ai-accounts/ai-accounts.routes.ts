import { emailVerifiedSchema } from '@app/domain/accounts/contract';
import { AI_ACCOUNT_MESSAGES, aiDesignBody } from '@app/domain/ai-design/ai-account';
import { aiSessionSchema, aiUserSchema } from '@app/domain/ai-design/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { loadAiUser, loginAi, registerAi } from './ai-account.service.ts';
import { linkAi } from './ai-link.service.ts';
import { resendAiVerification, verifyAiEmail } from './ai-verification.service.ts';

const tags = ['ai'];
const aiToken = [{ aiToken: [] }];
const user = successSchema(z.object({ user: aiUserSchema }));

/**
 * The AI design account (issue 26 point 1; spec point 7; docs/api-ai-design.md): sign-up and sign-in in one
 * path, the account of the AIauthToken header, its email verification, and its optional link to the
 * signed-in marketplace account.
 */
export default async function aiAccountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/AI/design',
    {
      schema: {
        tags,
        body: aiDesignBody,
        response: {
          200: successSchema(aiSessionSchema),
          201: successSchema(aiSessionSchema),
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.action === 'login') return ok(await loginAi(app, body, request.ip));
      const session = await registerAi(app, body, request.ip);
      return reply.status(201).send(ok(session, AI_ACCOUNT_MESSAGES.registered));
    },
  );

  app.get(
    '/AI/get_user',
    {
      onRequest: app.requireAiUser,
      schema: { tags, security: aiToken, response: { 200: user, 401: errorSchema } },
    },
    async (request) => ok({ user: await loadAiUser(app.db, request.aiUser!.id) }),
  );

  app.get(
    '/AI/design/email/resend',
    {
      onRequest: app.requireAiUser,
      schema: {
        tags,
        security: aiToken,
        response: { 200: successSchema(z.null()), 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ok(null, await resendAiVerification(app, request.aiUser!.id)),
  );

  app.get(
    '/AI/design/email/verify/:hash',
    {
      schema: {
        tags,
        params: z.object({ hash: z.string().max(512) }),
        response: { 200: successSchema(emailVerifiedSchema), 403: errorSchema },
      },
    },
    async (request) => {
      const result = await verifyAiEmail(app, request.params.hash);
      return ok({ email_verified_at: result.emailVerifiedAt.toISOString() }, result.message);
    },
  );

  app.post(
    '/AI/link',
    {
      onRequest: [app.authenticate, app.requireAiUser],
      schema: {
        tags,
        security: [{ bearer: [], aiToken: [] }],
        response: { 200: user, 401: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request) =>
      ok({ user: await linkAi(app.db, request.aiUser!.id, request.user!.id) }, AI_ACCOUNT_MESSAGES.linked),
  );
}
