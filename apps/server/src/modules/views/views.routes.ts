import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { productCardSchema } from '../catalog/catalog.schemas.ts';
import { optionalUser } from './optional-user.ts';
import { viewerIdOf } from './viewer-id.ts';
import { alsoViewed, recentlyViewed, topProducts } from './views.repository.ts';
import { alsoViewedBody, recentlyViewedBody, topProductsBody } from './views.schemas.ts';

const cards = { 200: successSchema(z.array(productCardSchema)), 422: errorSchema };

/** Product rails of the product page and home (spec point 7), from recorded views (and orders later). */
export default async function viewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/top_products/',
    { config: { readsOnly: true }, schema: { tags: ['catalog'], body: topProductsBody, response: cards } },
    async (request) => ok(await topProducts(app.readDbFor(request), request.body)),
  );

  app.post(
    '/customer_also_viewed/',
    { config: { readsOnly: true }, schema: { tags: ['catalog'], body: alsoViewedBody, response: cards } },
    async (request) => ok(await alsoViewed(app.readDbFor(request), request.body)),
  );

  app.post(
    '/recently_viewed/',
    // The caller's own views, recorded by GET /api/product (no write position): read on the primary.
    { config: { readsOnly: true }, schema: { tags: ['catalog'], body: recentlyViewedBody, response: cards } },
    async (request) => {
      const user = await optionalUser(app, request);
      const viewer = request.body.viewer || viewerIdOf(request.headers['x-viewer-id']);
      return ok(await recentlyViewed(app.db, { ...request.body, viewer, userId: user?.id ?? null }));
    },
  );
}
