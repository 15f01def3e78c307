import { LOGO_MESSAGES } from '@app/domain/pros/showroom-logo';
import { proShowroomSchema } from '@app/domain/pros/showroom-settings';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { LOGO_UPLOAD_LIMITS, readLogoUpload } from './logo-upload.ts';
import { deleteShowroomLogo, uploadShowroomLogo } from './showroom-logo.service.ts';

const bearer = [{ bearer: [] }];

/**
 * The pro's own showroom logo (issue 11 point 4, decisions/0012): upload (multipart field `business_logo`)
 * and remove. Contractors only, always the caller's own showroom.
 */
export default async function proLogoRoutes(fastify: FastifyInstance) {
  // Registered in this scope only; its limits bound what is buffered (logo-upload.ts turns them into 422s).
  await fastify.register(fastifyMultipart, { limits: LOGO_UPLOAD_LIMITS });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const answers = {
    200: successSchema(proShowroomSchema),
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
  };

  app.post(
    '/pro/showroom/logo',
    {
      preHandler: app.requireType('Contractor'),
      schema: {
        tags: ['pro'],
        security: bearer,
        consumes: ['multipart/form-data'],
        description:
          'Multipart, file field `business_logo`: jpg, svg, jpeg, png, bmp or gif by content, at most 5 MB, at least 200 × 200 pixels; stored re-encoded as WebP.',
        response: { ...answers, 422: errorSchema },
      },
    },
    async (request) =>
      ok(
        await uploadShowroomLogo(app.db, app.objects, request.user!.id, () => readLogoUpload(request)),
        LOGO_MESSAGES.saved,
      ),
  );

  app.delete(
    '/pro/showroom/logo',
    {
      preHandler: app.requireType('Contractor'),
      schema: { tags: ['pro'], security: bearer, response: answers },
    },
    async (request) =>
      ok(await deleteShowroomLogo(app.db, app.objects, request.user!.id), LOGO_MESSAGES.removed),
  );
}
