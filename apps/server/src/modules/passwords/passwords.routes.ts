import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { changePassword, requestPasswordReset, resetPassword } from './passwords.service.ts';

const done = successSchema(z.null());

/** Password reset by mailed link, and change password when signed in. */
export default async function (fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/password/email',
    {
      schema: {
        tags: ['accounts'],
        body: forgotPasswordSchema,
        response: { 200: done, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ok(null, await requestPasswordReset(app, request.body, request.ip)),
  );

  app.post(
    '/password/reset',
    { schema: { tags: ['accounts'], body: resetPasswordSchema, response: { 200: done, 422: errorSchema } } },
    async (request) => ok(null, await resetPassword(app, request.body)),
  );

  app.post(
    '/change_password',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: changePasswordSchema,
        response: { 200: done, 401: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ok(null, await changePassword(app, request.user!, request.body)),
  );
}
