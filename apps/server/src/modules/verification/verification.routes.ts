import { emailVerifiedSchema } from '@app/domain/accounts/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { resendVerificationMail, verifyEmail } from './verification.service.ts';

const bearer = [{ bearer: [] }];

/** Email verification (spec point 7): resend the link, follow the link. */
export default async function (fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/email/resend',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security: bearer,
        response: { 200: successSchema(z.null()), 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ok(null, await resendVerificationMail(app, request.user!.id)),
  );

  app.get(
    '/email/verify/:hash',
    {
      schema: {
        tags: ['accounts'],
        params: z.object({ hash: z.string() }),
        response: { 200: successSchema(emailVerifiedSchema), 403: errorSchema },
      },
    },
    async (request) => {
      const result = await verifyEmail(app, request.params.hash);
      return ok({ email_verified_at: result.emailVerifiedAt.toISOString() }, result.message);
    },
  );
}
