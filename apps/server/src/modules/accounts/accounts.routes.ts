import { loginSchema, MESSAGES, registerSchema } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { authUserSchema, sessionSchema } from './accounts.schemas.ts';
import { loadAuthUser } from './auth-user.ts';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_S, knownDeviceValue } from './known-device.ts';
import { login } from './login.service.ts';
import { registerAccount } from './registration.service.ts';
import { revokeToken } from './token.repository.ts';

const bearer = [{ bearer: [] }];

/** Registration, sign-in, the signed-in user and sign-out (spec points 3–7, docs/api-accounts.md). */
export default async function accounts(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/register',
    {
      schema: {
        tags: ['accounts'],
        body: registerSchema,
        response: { 201: successSchema(sessionSchema), 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const session = await registerAccount(app, request.body, request.ip);
      return reply.status(201).send(ok(session, 'Registered successfully.'));
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['accounts'],
        body: loginSchema,
        response: { 200: successSchema(sessionSchema), 403: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const session = await login(app, request.body, request.ip, request.cookies[KNOWN_DEVICE_COOKIE]);
      // This browser is now a known device of the account: it skips the account's delays (login-throttle.ts).
      reply.setCookie(KNOWN_DEVICE_COOKIE, knownDeviceValue(app.config.appSecret, session.user.id), {
        path: '/api',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.nodeEnv === 'production',
        maxAge: KNOWN_DEVICE_MAX_AGE_S,
      });
      return ok(session);
    },
  );

  app.get(
    '/authuser',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        security: bearer,
        response: { 200: successSchema(authUserSchema), 401: errorSchema },
      },
    },
    async (request) => ok(await loadAuthUser(app.db, request.user!.id)),
  );

  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        security: bearer,
        response: { 200: successSchema(z.null()), 401: errorSchema },
      },
    },
    async (request) => {
      await revokeToken(app.db, request.user!.tokenId);
      return ok(null, MESSAGES.loggedOut);
    },
  );
}
