import { DESIGN_PHOTO_LIMITS, DESIGN_PHOTO_MESSAGES, designPhotoSchema } from '@app/domain/designs/photo';
import { idParam } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { sendStoredImage } from '../media/stored-image.ts';
import { readPhoto, savePhoto } from './design-photos.service.ts';

/**
 * The raw body, held where the NUL-byte guard (plugins/input-guard.ts) does not walk it: a Buffer's every
 * byte is an enumerable key, and an image's bytes are not text.
 */
class PhotoBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes() {
    return this.#bytes;
  }
}

const params = z.object({ id: idParam, version: idParam });
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 413: errorSchema, 422: errorSchema };

/**
 * A design version's photo still (issue 21 A6, docs/api-designs.md): PUT the JPEG or PNG the room editor
 * rendered as the raw body, GET it back as WebP. Owner only, like the other design routes.
 */
export default async function designPhotoRoutes(fastify: FastifyInstance) {
  // This scope only: whatever the body's Content-Type, it is read as bytes and judged by its content.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: DESIGN_PHOTO_LIMITS.maxBytes },
    (_request, body, done) => done(null, new PhotoBody(body as Buffer)),
  );
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const homeowner = app.requireType('User');
  const schema = { tags: ['designs'], security: [{ bearer: [] }], params };

  app.put(
    '/designs/:id/versions/:version/photo',
    {
      onRequest: homeowner,
      schema: {
        ...schema,
        consumes: ['image/jpeg', 'image/png'],
        description: `The raw JPEG or PNG as the body (at most ${DESIGN_PHOTO_LIMITS.maxBytes / 1024} KB, at least ${DESIGN_PHOTO_LIMITS.minWidth} × ${DESIGN_PHOTO_LIMITS.minHeight} pixels), checked by content, stored as WebP; replaces the version's photo.`,
        response: { 200: successSchema(designPhotoSchema), ...errors },
      },
    },
    async (request) => {
      const body = request.body instanceof PhotoBody ? request.body.bytes : null;
      const { id, version } = request.params;
      return ok(
        await savePhoto(app.db, app.objects, request.user!.id, { id, version }, body),
        DESIGN_PHOTO_MESSAGES.saved,
      );
    },
  );

  app.get(
    '/designs/:id/versions/:version/photo',
    {
      onRequest: homeowner,
      schema: {
        ...schema,
        // An image, not a JSON answer: kept out of the API description like /media (docs/api-designs.md).
        hide: true,
        querystring: z.object({ size: z.enum(['full', 'thumb']).default('full') }),
        description: 'The version’s photo as WebP (`?size=thumb`: at most 400 px), owner only.',
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const thumb = request.query.size === 'thumb';
      const photo = await readPhoto(app.db, app.objects, request.user!.id, { ...request.params, thumb });
      return sendStoredImage(reply, photo, photo.etag, 'private, no-cache');
    },
  );
}
