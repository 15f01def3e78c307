import { otpSchema } from '@app/domain';
import { otpCheckSchema } from '@app/domain/accounts/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { sendAdminOtp, verifyAdminOtp } from './otp.service.ts';

/** The admin's second sign-in step: no query mails a code, `?otp=` checks it. */
export default async function (fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/login/verify_otp',
    {
      onRequest: app.requireType('Admin'),
      // The one admin route a token may call before its code is verified.
      config: { beforeAdminOtp: true },
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        querystring: z.object({ otp: otpSchema.optional() }),
        response: {
          200: successSchema(otpCheckSchema.nullable()),
          401: errorSchema,
          403: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const { otp } = request.query;
      const { id: userId, tokenId } = request.user!;
      if (otp === undefined) return ok(null, await sendAdminOtp(app, { userId, tokenId }));
      const result = await verifyAdminOtp(app, { userId, tokenId }, otp);
      return ok({ valid_otp: result.validOtp }, result.message);
    },
  );
}
