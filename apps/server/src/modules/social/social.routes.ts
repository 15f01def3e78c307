import { SOCIAL_PROVIDERS, socialIdToken, socialLoginSchema, socialNonce } from '@app/domain';
import { SOCIAL_MESSAGES } from '@app/domain/accounts/account-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { sessionSchema } from '../accounts/accounts.schemas.ts';
import { socialLogin } from './social.service.ts';

export default async function (fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/sociallogin/:provider',
    {
      schema: {
        tags: ['accounts'],
        params: z.object({ provider: z.enum(SOCIAL_PROVIDERS, { error: 'The provider is not supported.' }) }),
        body: socialLoginSchema,
        response: { 200: successSchema(sessionSchema), 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const { provider } = request.params;
      if (request.body.provider !== provider) {
        throw AppError.invalid(fieldError('provider', 'The provider does not match the sign-in route.'));
      }
      const { data } = request.body;
      return ok(
        await socialLogin(app, provider, socialIdToken(data), socialNonce(data)),
        SOCIAL_MESSAGES.signedIn,
      );
    },
  );
}
