import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import {
  shopProfileAnswerSchema,
  showroomLookupQuery,
  showroomMatchSchema,
  showroomRefQuery,
} from '../catalog/catalog.schemas.ts';
import { loadShopProfile } from './shop-profile.service.ts';
import { findShowrooms } from './showrooms.repository.ts';

/** Showroom entry (spec point 4): at most this many matches per lookup. */
const LOOKUP_LIMIT = 10;

/** Showroom lookup and shop profile (spec point 7, docs/api-catalogue.md). No sign-in. */
export default async function showroomsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/visualization/showrooms',
    {
      schema: {
        tags: ['showrooms'],
        querystring: showroomLookupQuery,
        response: { 200: successSchema(z.array(showroomMatchSchema)), 422: errorSchema },
      },
    },
    // An empty text finds nothing (the home page may send one when the field is cleared).
    async (request) =>
      ok(request.query.s ? await findShowrooms(app.readDbFor(request), request.query.s, LOOKUP_LIMIT) : []),
  );

  app.get(
    '/visualization/shop_profile',
    {
      schema: {
        tags: ['showrooms'],
        querystring: showroomRefQuery,
        response: { 200: successSchema(shopProfileAnswerSchema), 422: errorSchema },
      },
    },
    async (request) => ok((await loadShopProfile(app.readDbFor(request), request.query)) ?? {}),
  );
}
