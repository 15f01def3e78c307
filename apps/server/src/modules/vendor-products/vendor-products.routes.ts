import { vendorProductInputSchema } from '@app/domain/catalog/vendor-product';
import {
  VENDOR_PRODUCT_MESSAGES as M,
  vendorCatalogOptionsSchema,
  vendorProductSchema,
  vendorProductsPageSchema,
  vendorProductsQuery,
} from '@app/domain/catalog/vendor-products-contract';
import { idParam } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import {
  changeVendorProduct,
  createVendorProduct,
  hideVendorProduct,
  listVendorProducts,
  readCatalogOptions,
  readVendorProduct,
  showVendorProduct,
} from './vendor-products.service.ts';

const bearer = [{ bearer: [] }];
const params = z.object({ id: idParam });

/**
 * The vendor portal's products (issue 12, docs/api-vendor-products.md): Vendors only, always their own
 * products (brand's vendor = the caller); another vendor's product is 404, like one that does not exist.
 */
export default async function vendorProducts(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
  const schema = { tags: ['vendor'], security: bearer };
  const preHandler = app.requireType('Vendor');
  const product = successSchema(vendorProductSchema);

  app.get(
    '/vendor/products',
    {
      preHandler,
      schema: {
        ...schema,
        querystring: vendorProductsQuery,
        response: { 200: successSchema(vendorProductsPageSchema), 422: errorSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await listVendorProducts(
          app.db,
          request.user!.id,
          request.query,
          `${app.config.appUrl}/api/vendor/products`,
        ),
      ),
  );

  app.get(
    '/vendor/catalog_options',
    {
      preHandler,
      schema: { ...schema, response: { 200: successSchema(vendorCatalogOptionsSchema), ...errors } },
    },
    async (request) => ok(await readCatalogOptions(app.db, request.user!.id)),
  );

  app.get(
    '/vendor/products/:id',
    { preHandler, schema: { ...schema, params, response: { 200: product, ...errors } } },
    async (request) => ok(await readVendorProduct(app.db, request.user!.id, request.params.id)),
  );

  app.post(
    '/vendor/products',
    {
      preHandler,
      schema: {
        ...schema,
        body: vendorProductInputSchema,
        response: { 201: product, 422: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createVendorProduct(app.db, request.user!, request.body);
      return reply.status(201).send(ok(created, M.saved));
    },
  );

  app.put(
    '/vendor/products/:id',
    {
      preHandler,
      schema: {
        ...schema,
        params,
        body: vendorProductInputSchema,
        response: { 200: product, 422: errorSchema, ...errors },
      },
    },
    async (request) =>
      ok(await changeVendorProduct(app.db, request.user!, request.params.id, request.body), M.saved),
  );

  app.post(
    '/vendor/products/:id/hide',
    { preHandler, schema: { ...schema, params, response: { 200: product, ...errors } } },
    async (request) => ok(await hideVendorProduct(app.db, request.user!, request.params.id), M.hidden),
  );

  app.post(
    '/vendor/products/:id/show',
    { preHandler, schema: { ...schema, params, response: { 200: product, 422: errorSchema, ...errors } } },
    async (request) => ok(await showVendorProduct(app.db, request.user!, request.params.id), M.shown),
  );
}
