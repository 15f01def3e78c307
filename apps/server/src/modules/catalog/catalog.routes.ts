import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { optionalUser } from '../views/optional-user.ts';
import { viewerIdOf } from '../views/viewer-id.ts';
import {
  productParams,
  productQuery,
  publicQuery,
  showroomProductsBody,
  showroomRefQuery,
} from './catalog.schemas.ts';
import { publicLookup, viewProduct } from './catalog.service.ts';
import { inspiredDesigns } from './home-media.ts';
import { loadBrands, loadMenu, loadTiles } from './menu.repository.ts';
import { productDetailSchema } from './product-detail.ts';
import { showroomProducts } from './showroom-products.service.ts';

const notFound = { 404: errorSchema, 422: errorSchema };

/** The storefront's catalogue reads (spec point 7, docs/api-catalogue.md). No sign-in. */
export default async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  app.get('/menu_category', { schema: { tags, querystring: showroomRefQuery } }, async () =>
    ok(await loadMenu(app.db)),
  );

  app.get('/categories/tiles', { schema: { tags } }, async () => ok(await loadTiles(app.db)));

  app.get('/brands', { schema: { tags } }, async () => ok(await loadBrands(app.db)));

  app.get('/home_media', { schema: { tags } }, async () => {
    const brands = await loadBrands(app.db);
    return ok({ inspired: inspiredDesigns(), brands: brands.map((b) => ({ name: b.name, logo: b.logo })) });
  });

  app.get('/public', { schema: { tags, querystring: publicQuery } }, async (request) =>
    ok(await publicLookup(app.db, request.query)),
  );

  app.get(
    '/product/:hash',
    {
      schema: {
        tags,
        params: productParams,
        querystring: productQuery,
        response: { 200: successSchema(productDetailSchema), ...notFound },
      },
    },
    async (request) => {
      const user = await optionalUser(app, request);
      const viewer = {
        userId: user?.id ?? null,
        viewerId: viewerIdOf(request.headers['x-viewer-id']) ?? null,
      };
      return ok(await viewProduct(app.db, request.params.hash, request.query, viewer));
    },
  );

  app.post(
    '/visualization/products',
    {
      schema: {
        tags,
        body: showroomProductsBody,
        // No response schema: validating 24 cards on the way out cost a good part of the bench budget; the
        // shape is typed (PaginationRecord<ProductCard>) and asserted by the tests.
      },
    },
    async (request) =>
      ok(await showroomProducts(app.db, request.body, `${app.config.appUrl}/api/visualization/products`)),
  );
}
