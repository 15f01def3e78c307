import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { type ProfileUpdate, profileSchema, profileUpdateSchema } from './profile.schemas.ts';
import { loadProfile, updateProfile } from './profile.service.ts';

const bearer = [{ bearer: [] }];

/** The signed-in user's account page data (/account) and its update. */
export default async function profile(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        security: bearer,
        // ?checkout=1 is sent by the checkout page; the answer (with shipping_charge) is the same.
        querystring: z.object({ checkout: z.string().optional() }),
        response: { 200: successSchema(profileSchema), 401: errorSchema },
      },
    },
    async (request) => ok(await loadProfile(app.db, request.user!.id)),
  );

  app.put(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        security: bearer,
        body: profileUpdateSchema,
        response: { 200: successSchema(profileSchema), 401: errorSchema, 422: errorSchema },
      },
    },
    async (request) =>
      ok(
        await updateProfile(app, request.user!.id, request.body as ProfileUpdate),
        'Profile updated successfully.',
      ),
  );
}
