import { toFieldErrors } from '@app/domain';
import {
  SPACE_PHOTO_LIMITS,
  SPACE_PHOTO_MESSAGES,
  SPACE_PHOTOS_FIELD,
  spacePhotoFields,
  spacePhotoListSchema,
  spacePhotoUploadSchema,
} from '@app/domain/projects/space-photos';
import { idParam } from '@app/domain/shared/input-limits';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { type UploadRules, uploadedFiles, uploadLimits } from '../media/upload-files.ts';
import { uploadPhotos } from './photo-upload.service.ts';
import { listPhotos, removePhoto } from './photos.service.ts';

const L = SPACE_PHOTO_LIMITS;
const UPLOAD: UploadRules = {
  field: SPACE_PHOTOS_FIELD,
  maxFiles: L.perRequest,
  maxBytes: L.maxBytes,
  messages: SPACE_PHOTO_MESSAGES,
  // A UTF-16 unit is at most 3 bytes of UTF-8: a field cut past this is longer than a caption may be.
  fields: { maxBytes: 3 * L.caption + 1, onField: () => {} },
};

/** The upload's files, and its caption and room as they arrive (a field cut short stands for one too long). */
function upload(request: FastifyRequest) {
  const raw: Record<string, string> = {};
  const rules: UploadRules = {
    ...UPLOAD,
    fields: {
      maxBytes: UPLOAD.fields!.maxBytes,
      onField: (name, value, truncated) => {
        if (name === 'caption' || name === 'room') raw[name] = truncated ? 'x'.repeat(L.caption + 1) : value;
      },
    },
  };
  return {
    files: uploadedFiles(request, rules),
    fields: () => {
      const parsed = spacePhotoFields.safeParse(raw);
      if (!parsed.success) throw AppError.invalid(toFieldErrors(parsed.error.issues));
      return parsed.data;
    },
  };
}

const tags = ['projects'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const params = z.object({ projectId: idParam });

/**
 * Photos of the space (issue 24 point 6, docs/api-project-photos.md): the project's people add, see and
 * remove them; nobody else finds the project (404). The pictures themselves are served with the project's
 * other files (GET /api/projectChat/{projectId}/files/{fileId}).
 */
export default async function projectPhotoRoutes(fastify: FastifyInstance) {
  // This scope only; its limits bound what is buffered (media/upload-files.ts turns them into 422s).
  await fastify.register(fastifyMultipart, uploadLimits(UPLOAD));
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/project/:projectId/photos',
    {
      preHandler: app.authenticate,
      schema: { tags, security, params, response: { 200: successSchema(spacePhotoListSchema), ...errors } },
    },
    async (request) => ok(await listPhotos(app.db, request.user!.id, request.params.projectId)),
  );

  app.post(
    '/project/:projectId/photos',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params,
        consumes: ['multipart/form-data'],
        description: `Multipart: up to ${L.perRequest} files in \`photos\` (JPEG, PNG, WebP, GIF or BMP by content, at most ${L.maxBytes / 1024 / 1024} MB and ${L.maxInputPixels / 1_000_000} megapixels, at least ${L.minWidth} × ${L.minHeight} pixels), an optional \`caption\` and \`room\` for them all. Kept re-encoded as WebP without EXIF, with a thumbnail; at most ${L.perProject} a project. Each file is taken or refused on its own (\`files\`); one the project already has answers its photo. 201 when one was added, 200 when all were there already.`,
        response: {
          200: successSchema(spacePhotoUploadSchema),
          201: successSchema(spacePhotoUploadSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const answer = await uploadPhotos(
        app.db,
        app.objects,
        request.user!,
        request.params.projectId,
        upload(request),
      );
      reply.code(answer.created ? 201 : 200);
      return ok(answer.data, answer.message);
    },
  );

  app.delete(
    '/project/:projectId/photos/:photoId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: params.extend({ photoId: idParam }),
        response: { 200: successSchema(spacePhotoListSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await removePhoto(
          app.db,
          app.objects,
          request.user!.id,
          request.params.projectId,
          request.params.photoId,
        ),
        SPACE_PHOTO_MESSAGES.removed,
      ),
  );
}
