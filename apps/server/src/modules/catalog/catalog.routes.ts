import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { optionalUser } from '../views/optional-user.ts';
import { viewerIdOf } from '../views/viewer-id.ts';
import {
  brandSchema,
  categoryTileSchema,
  homeMediaSchema,
  menuDepartmentSchema,
  productCardPageSchema,
  productDetailSchema,
  productParams,
  productQuery,
  publicInfoSchema,
  publicQuery,
  showroomProductsBody,
  showroomRefQuery,
} from './catalog.schemas.ts';
import { publicLookup, viewProduct } from './catalog.service.ts';
import { inspiredDesigns } from './home-media.ts';
import { loadBrands, loadMenu, loadTiles } from './menu.repository.ts';
import { showroomProducts } from './showroom-products.service.ts';

const notFound = { 404: errorSchema, 422: errorSchema };
const invalid = { 422: errorSchema };

/** The storefront's catalogue reads (spec point 7, docs/api-catalogue.md). No sign-in. */
export default async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  app.get(
    '/menu_category',
    {
      schema: {
        tags,
        querystring: showroomRefQuery,
        response: { 200: successSchema(z.array(menuDepartmentSchema)), ...invalid },
      },
    },
    async (request) => ok(await loadMenu(app.readDbFor(request))),
  );

  app.get(
    '/categories/tiles',
    { schema: { tags, response: { 200: successSchema(z.array(categoryTileSchema)) } } },
    async (request) => ok(await loadTiles(app.readDbFor(request))),
  );

  app.get(
    '/brands',
    { schema: { tags, response: { 200: successSchema(z.array(brandSchema)) } } },
    async (request) => ok(await loadBrands(app.readDbFor(request))),
  );

  app.get(
    '/home_media',
    { schema: { tags, response: { 200: successSchema(homeMediaSchema) } } },
    async (request) => {
      const brands = await loadBrands(app.readDbFor(request));
      return ok({ inspired: inspiredDesigns(), brands: brands.map((b) => ({ name: b.name, logo: b.logo })) });
    },
  );

  app.get(
    '/public',
    {
      schema: {
        tags,
        querystring: publicQuery,
        response: { 200: successSchema(publicInfoSchema), ...notFound },
      },
    },
    async (request) => ok(await publicLookup(app.readDbFor(request), request.query)),
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
      const db = { read: app.readDbFor(request), write: app.db };
      return ok(await viewProduct(db, request.params.hash, request.query, viewer));
    },
  );

  app.post(
    '/visualization/products',
    {
      config: { readsOnly: true },
      schema: {
        tags,
        body: showroomProductsBody,
        // Written by the serializer compiled from the contract (no zod parse per answer: a hot route).
        response: { 200: successSchema(productCardPageSchema), ...notFound },
      },
    },
    async (request) =>
      ok(
        await showroomProducts(
          app.readDbFor(request),
          request.body,
          `${app.config.appUrl}/api/visualization/products`,
        ),
      ),
  );
}
