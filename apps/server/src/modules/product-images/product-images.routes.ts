import {
  PRODUCT_IMAGE_LIMITS,
  PRODUCT_IMAGE_MESSAGES,
  PRODUCT_IMAGES_FIELD,
} from '@app/domain/catalog/product-images';
import {
  productGallerySchema,
  productImageOrderSchema,
  productImageUploadSchema,
} from '@app/domain/catalog/product-images-contract';
import { idParam } from '@app/domain/shared/input-limits';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { type UploadRules, uploadedFiles, uploadLimits } from '../media/upload-files.ts';
import { uploadProductImages } from './product-image-upload.service.ts';
import { readGallery, removeProductImage, reorderProductImages } from './product-images.service.ts';

const bearer = [{ bearer: [] }];
const params = z.object({ id: idParam });
const imageParams = z.object({ id: idParam, imageId: idParam });

const UPLOAD: UploadRules = {
  field: PRODUCT_IMAGES_FIELD,
  maxFiles: PRODUCT_IMAGE_LIMITS.perProduct,
  maxBytes: PRODUCT_IMAGE_LIMITS.maxBytes,
  messages: PRODUCT_IMAGE_MESSAGES,
};

/**
 * A vendor's product pictures (issue 12, docs/api-product-images.md, decisions/0018): list, upload, remove
 * and reorder. Vendors only, on their own products (the product's brand is theirs); another vendor's
 * product is 404 and nothing is read or written.
 */
export default async function productImageRoutes(fastify: FastifyInstance) {
  // Registered in this scope only; its limits bound what is buffered (upload-files.ts turns them into 422s).
  await fastify.register(fastifyMultipart, uploadLimits(UPLOAD));
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const vendorOnly = app.requireType('Vendor');
  const schema = { tags: ['vendor'], security: bearer };
  const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
  const gallery = { 200: successSchema(productGallerySchema), ...errors };

  app.get(
    '/vendor/products/:id/images',
    { preHandler: vendorOnly, schema: { ...schema, params, response: gallery } },
    async (request) => ok(await readGallery(app.db, request.user!.id, request.params.id)),
  );

  app.post(
    '/vendor/products/:id/images',
    {
      preHandler: vendorOnly,
      schema: {
        ...schema,
        params,
        consumes: ['multipart/form-data'],
        description:
          'Multipart, one or several files in the field `images` (at most 12 a request and a product): jpg, svg, jpeg, png, bmp or gif by content, at most 10 MB and 50 megapixels, at least 400 × 400 pixels; stored re-encoded as WebP with a thumbnail. Each file is accepted or refused on its own.',
        response: { 201: successSchema(productImageUploadSchema), 422: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const files = uploadedFiles(request, UPLOAD);
      const { user, params } = request;
      const { message, upload } = await uploadProductImages(app.db, app.objects, user!, params.id, files);
      reply.code(201);
      return ok(upload, message);
    },
  );

  app.put(
    '/vendor/products/:id/images',
    {
      preHandler: vendorOnly,
      schema: {
        ...schema,
        params,
        body: productImageOrderSchema,
        response: { ...gallery, 422: errorSchema },
      },
    },
    async (request) =>
      ok(
        await reorderProductImages(app.db, request.user!, request.params.id, request.body.image_ids),
        PRODUCT_IMAGE_MESSAGES.reordered,
      ),
  );

  app.delete(
    '/vendor/products/:id/images/:imageId',
    { preHandler: vendorOnly, schema: { ...schema, params: imageParams, response: gallery } },
    async (request) =>
      ok(
        await removeProductImage(
          app.db,
          app.objects,
          request.user!,
          request.params.id,
          request.params.imageId,
        ),
        PRODUCT_IMAGE_MESSAGES.removed,
      ),
  );
}
