import {
  floorPlanAnswerSchema,
  OWN_ROOM_MESSAGES,
  ownRoomBody,
  ownRoomListSchema,
  ownRoomSchema,
} from '@app/domain/projects/own-room';
import { idParam } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { PLAN_MESSAGES } from '../designs/designs.service.ts';
import { optionalUser } from '../views/optional-user.ts';
import { planFor } from './room-plan.ts';
import { addRoom, listRooms, removeRoom } from './rooms.service.ts';

const tags = ['projects'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const params = z.object({ projectId: idParam });

/**
 * Rooms of the homeowner's own measurements (issue 24 point 6, docs/api-project-photos.md): the owner keeps
 * them with the project, its people list them, and /visualize opens one as the plan `project-room-{id}`
 * like a built-in plan (GET /api/visualization/plan; the starting design and the designs API take the id).
 */
export default async function projectRoomRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/project/:projectId/rooms',
    {
      preHandler: app.authenticate,
      schema: { tags, security, params, response: { 200: successSchema(ownRoomListSchema), ...errors } },
    },
    async (request) => ok(await listRooms(app.db, request.user!.id, request.params.projectId)),
  );

  app.post(
    '/project/:projectId/rooms',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params,
        body: ownRoomBody,
        description:
          'The owner keeps a room of their own measurements: `name`, `kind`, `width_in`, `length_in`, `height_in` (whole inches) and `openings` (each on a `wall` s/e/n/w: `kind` door or window, `offset_in` from the wall’s left corner seen from inside, `width_in`, `height_in`, `sill_in`). 201; the same room again under its name answers it (200); another room of that name is 422 on `name`.',
        response: { 200: successSchema(ownRoomSchema), 201: successSchema(ownRoomSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { created, room } = await addRoom(app.db, request.user!, request.params.projectId, request.body);
      reply.code(created ? 201 : 200);
      return ok(room, OWN_ROOM_MESSAGES.saved);
    },
  );

  app.delete(
    '/project/:projectId/rooms/:roomId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: params.extend({ roomId: idParam }),
        response: { 200: successSchema(ownRoomListSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await removeRoom(app.db, request.user!.id, request.params.projectId, request.params.roomId),
        OWN_ROOM_MESSAGES.removed,
      ),
  );

  app.get(
    '/visualization/plan',
    {
      schema: {
        tags: ['designs'],
        querystring: z.object({ floorplan: z.string().trim().max(80) }),
        description:
          'A floor plan /visualize starts from: a built-in one (public) or `project-room-{id}`, a room measured in a project (its people only: 401 without a token, 404 otherwise).',
        response: { 200: successSchema(floorPlanAnswerSchema), ...errors },
      },
    },
    async (request) => {
      const plan = await planFor(app.db, request.query.floorplan, () => optionalUser(app, request));
      if (!plan) throw AppError.invalid(fieldError('floorplan', PLAN_MESSAGES.noSuchPlan));
      return ok(plan);
    },
  );
}
