import { CHAT_MESSAGES, chatHistoryQuery, chatMessageBody } from '@app/domain/projects/chat';
import {
  chatConversationsSchema,
  postedMessageSchema,
  projectChatSchema,
  roomFilesSchema,
} from '@app/domain/projects/chat-view';
import { idField, idParam } from '@app/domain/shared/input-limits';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { uploadLimits } from '../media/upload-files.ts';
import { listConversations, listRoomFiles, readProjectChat, readProjectFile } from './chat-read.service.ts';
import { sendProjectFile } from './file-reply.ts';
import { finishPost, openPost } from './post-message.service.ts';
import { CHAT_UPLOAD, postMultipart } from './post-upload.ts';

const tags = ['projects'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 404: errorSchema, 422: errorSchema, 429: errorSchema };

/** GET /api/projectChat: the caller's conversations, or with `t=files` the files of their projects. */
const listQuery = z.object({
  t: z.enum(['files'], { error: 'The t field must be files.' }).optional(),
  before: idField('before').optional(),
  project_id: idField('project').optional(),
});

/**
 * The project chat (spec points 1 and 7, issue 24, docs/api-project-chat.md) at the spec's paths: the
 * project's people (its owner, the pro it was shared with, its designers) post and read; nobody else sees
 * it (404). Live delivery is the WebSocket's (chat-live.routes.ts).
 */
export default async function chatRoutes(fastify: FastifyInstance) {
  // This scope only; its limits bound what is buffered (media/upload-files.ts turns them into 422s).
  await fastify.register(fastifyMultipart, uploadLimits(CHAT_UPLOAD));
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/projectChat',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        querystring: listQuery,
        description:
          'The caller’s project chats, the latest first, each with its last message and unread count (`Project_chats`); with `t=files` the files shared in their projects, newest first (`room_files`, `before` a file id for older, `project_id` for one project).',
        response: { 200: successSchema(z.union([chatConversationsSchema, roomFilesSchema])), ...errors },
      },
    },
    async (request) => {
      const { t, ...q } = request.query;
      const userId = request.user!.id;
      return ok(
        t === 'files' ? await listRoomFiles(app.db, userId, q) : await listConversations(app.db, userId),
      );
    },
  );

  app.get(
    '/projectChat/:projectId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ projectId: idParam }),
        querystring: chatHistoryQuery,
        description:
          'The newest page of messages oldest first (`Project_chats`), `before` a message id for older, `after` one to catch up (it wins over `before`); the members’ read positions; marks the caller’s read position (never back) and answers their unread count after it.',
        response: { 200: successSchema(projectChatSchema), ...errors },
      },
    },
    async (request) =>
      ok(await readProjectChat(app.db, request.user!.id, request.params.projectId, request.query)),
  );

  app.get(
    '/projectChat/:projectId/files/:fileId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        // Bytes, not a JSON answer: kept out of the API description like /media (docs/api-project-chat.md).
        hide: true,
        params: z.object({ projectId: idParam, fileId: idParam }),
        querystring: z.object({ size: z.enum(['full', 'preview']).default('full') }),
        response: errors,
      },
    },
    async (request, reply) => {
      const { size } = request.query;
      const file = await readProjectFile(app.db, app.objects, request.user!.id, { ...request.params, size });
      return sendProjectFile(reply, file);
    },
  );

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
      if (request.isMultipart()) posted = await postMultipart(app.db, app.objects, user, request);
      else {
        if (request.validationError) throw request.validationError;
        posted = await finishPost(app.db, app.objects, user, await openPost(app.db, user, request.body), []);
      }
      reply.status(posted.created ? 201 : 200);
      return ok(posted.message, CHAT_MESSAGES.sent);
    },
  );
}
