import { CHAT_MESSAGES, chatMessageBody } from '@app/domain/projects/chat';
import { postedMessageSchema } from '@app/domain/projects/chat-view';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { uploadLimits } from '../media/upload-files.ts';
import { finishPost, openPost } from './post-message.service.ts';
import { CHAT_UPLOAD, postMultipart } from './post-upload.ts';

const tags = ['projects'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 404: errorSchema, 422: errorSchema, 429: errorSchema };

/**
 * The project chat (spec points 1 and 7, issue 24, docs/api-project-chat.md) at the spec's paths: the
 * project's people (its owner, the pro it was shared with, its designers) post and read; nobody else sees
 * it (404). Live delivery is the WebSocket's (chat-live.routes.ts).
 */
export default async function chatRoutes(fastify: FastifyInstance) {
  // This scope only; its limits bound what is buffered (media/upload-files.ts turns them into 422s).
  await fastify.register(fastifyMultipart, uploadLimits(CHAT_UPLOAD));
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/projectChat',
    {
      preHandler: app.authenticate,
      // The JSON body is validated here; a multipart one (no body to validate) field by field as it arrives.
      attachValidation: true,
      schema: {
        tags,
        security,
        consumes: ['application/json', 'multipart/form-data'],
        description:
          'JSON, or multipart with the same fields first and then up to 15 files in `files` (JPEG, PNG or WebP pictures, re-encoded as WebP without EXIF, with a preview; PDF). A retry with the same `client_key` answers the kept message (200).',
        body: chatMessageBody,
        response: {
          200: successSchema(postedMessageSchema),
          201: successSchema(postedMessageSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      let posted: Awaited<ReturnType<typeof finishPost>>;
      if (request.isMultipart()) posted = await postMultipart(app.db, user, request);
      else {
        if (request.validationError) throw request.validationError;
        posted = await finishPost(app.db, user, await openPost(app.db, user, request.body), []);
      }
      reply.status(posted.created ? 201 : 200);
      return ok(posted.message, CHAT_MESSAGES.sent);
    },
  );
}
