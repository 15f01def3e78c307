import { aiPictureSchema, PICTURE_LIMITS } from '@app/domain/ai-design/picture';
import { idField, strictInt } from '@app/domain/shared/input-limits';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { sendStoredImage } from '../media/stored-image.ts';
import { uploadLimits } from '../media/upload-files.ts';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../orders/place-order.service.ts';
import { MAPS_UPLOAD, readMaps } from './picture-maps.ts';
import { kickPicture, picturesIdle } from './picture-runner.ts';
import { pictureFile, pictureView, readPicture, startPicture } from './pictures.service.ts';

const tags = ['ai'];
const security = [{ aiToken: [] }];
const errors = { 401: errorSchema, 402: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };
const one = successSchema(z.object({ picture: aiPictureSchema }));
const designParams = z.object({ id: idField('id'), index: strictInt('design', { min: 0, max: 9 }) });
const L = PICTURE_LIMITS;

/**
 * Styled pictures of AI designs (issue 26 point 5; docs/api-ai-design.md "Styled pictures"), for the AI
 * account of the `AIauthToken` header: ask for one from the browser's depth and edge maps (202 while the
 * image model works), read its state, read the picture. Off (422 on `picture`) without an image model.
 */
export default async function pictureRoutes(fastify: FastifyInstance) {
  // This scope only; its limits bound what is buffered (a map cut at 4 MB is refused as too large).
  await fastify.register(fastifyMultipart, uploadLimits(MAPS_UPLOAD));
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A run started here finishes (or fails and releases its coins) before the database closes.
  app.addHook('onClose', () => picturesIdle(app.db));
  const ref = (p: { id: number; index: number }) => ({ generationId: p.id, designIndex: p.index });

  app.post(
    '/AI/generations/:id/designs/:index/picture',
    {
      onRequest: app.requireAiUser,
      schema: {
        tags,
        security,
        params: designParams,
        consumes: ['multipart/form-data'],
        description: `Multipart: \`depth\` and \`edges\`, PNG files by content rendered from the design's 3-D view, each at most ${L.maxBytes / 1024 / 1024} MB and ${Math.sqrt(L.maxPixels)} × ${Math.sqrt(L.maxPixels)} pixels, at least ${L.minSide} × ${L.minSide}, the same size. Needs Idempotency-Key. Holds the picture's coins; 202 while the image model works, 200 for a retry under the key. 422 on \`picture\` when no image model is configured.`,
        response: { 202: one, 200: one, ...errors },
      },
    },
    async (request, reply) => {
      const aiUser = request.aiUser!.id;
      const { row, created } = await startPicture(
        app.db,
        app.objects,
        app.pictures,
        aiUser,
        ref(request.params),
        // Read only once the model is known to be on: without one, nothing about the request matters.
        app.pictures ? idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]) : '',
        () => readMaps(request),
      );
      if (created) kickPicture(app, row.id);
      reply.code(created ? 202 : 200);
      return ok({ picture: pictureView(row) });
    },
  );

  app.get(
    '/AI/generations/:id/designs/:index/picture',
    {
      onRequest: app.requireAiUser,
      schema: { tags, security, params: designParams, response: { 200: one, ...errors } },
    },
    async (request) => ok({ picture: await readPicture(app.db, request.aiUser!.id, ref(request.params)) }),
  );

  app.get(
    '/AI/pictures/:id',
    {
      onRequest: app.requireAiUser,
      schema: {
        tags,
        security,
        params: z.object({ id: idField('id') }),
        // An image, not a JSON answer: kept out of the API description like /media.
        hide: true,
        description: 'The styled picture as WebP, to its AI account only (AIauthToken).',
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const image = await pictureFile(app.db, app.objects, request.aiUser!.id, request.params.id);
      return sendStoredImage(reply, image, image.sha256, 'private, max-age=86400');
    },
  );
}
