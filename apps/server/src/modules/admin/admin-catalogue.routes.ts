import {
  adminBrandSchema,
  adminBrandsPageSchema,
  adminBrandsQuery,
  adminProductSchema,
  adminProductsPageSchema,
  adminProductsQuery,
  catalogueParams,
  MODERATION_MESSAGES,
  moderationInputSchema,
} from '@app/domain/admin/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { listBrands, listProducts, moderateBrand, moderateProduct } from './admin-catalogue.service.ts';

/**
 * Catalogue moderation (issue 12, docs/api-admin.md): Admin only, past the one-time code. Hiding a product or
 * a brand takes it out of every shopper's catalogue at once (`products.listed`, kept by triggers).
 */
export default async function adminCatalogue(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['admin'], security: [{ bearer: [] }] };
  const adminErrors = { 401: errorSchema, 403: errorSchema, 422: errorSchema };
  const preHandler = app.requireType('Admin');
  const pathOf = (route: string) => `${app.config.appUrl}/api${route}`;

  app.get(
    '/admin/products',
    {
      preHandler,
      schema: {
        ...schema,
        querystring: adminProductsQuery,
        response: { 200: successSchema(adminProductsPageSchema), ...adminErrors },
      },
    },
    async (request) => ok(await listProducts(app.db, request.query, pathOf('/admin/products'))),
  );

  const productAnswer = { 200: successSchema(adminProductSchema), 404: errorSchema, ...adminErrors };
  app.post(
    '/admin/products/:id/hide',
    {
      preHandler,
      schema: { ...schema, params: catalogueParams, body: moderationInputSchema, response: productAnswer },
    },
    async ({ params, body, user }) =>
      ok(await moderateProduct(app.db, user!, params.id, body.reason), MODERATION_MESSAGES.productHidden),
  );
  app.post(
    '/admin/products/:id/unhide',
    { preHandler, schema: { ...schema, params: catalogueParams, response: productAnswer } },
    async ({ params, user }) =>
      ok(await moderateProduct(app.db, user!, params.id, null), MODERATION_MESSAGES.productShown),
  );

  app.get(
    '/admin/brands',
    {
      preHandler,
      schema: {
        ...schema,
        querystring: adminBrandsQuery,
        response: { 200: successSchema(adminBrandsPageSchema), ...adminErrors },
      },
    },
    async (request) => ok(await listBrands(app.db, request.query, pathOf('/admin/brands'))),
  );

  const brandAnswer = { 200: successSchema(adminBrandSchema), 404: errorSchema, ...adminErrors };
  app.post(
    '/admin/brands/:id/hide',
    {
      preHandler,
      schema: { ...schema, params: catalogueParams, body: moderationInputSchema, response: brandAnswer },
    },
    async ({ params, body, user }) =>
      ok(await moderateBrand(app.db, user!, params.id, body.reason), MODERATION_MESSAGES.brandHidden),
  );
  app.post(
    '/admin/brands/:id/unhide',
    { preHandler, schema: { ...schema, params: catalogueParams, response: brandAnswer } },
    async ({ params, user }) =>
      ok(await moderateBrand(app.db, user!, params.id, null), MODERATION_MESSAGES.brandShown),
  );
}
