import {
  adminUserParams,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuery,
  USER_STATUS_MESSAGES,
  userStatusInputSchema,
} from '@app/domain/admin/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { changeUserStatus, listUsers } from './admin-users.service.ts';

/** The admin console's users (issue 12, docs/api-admin.md): Admin only, past the one-time code. */
export default async function adminUsers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['admin'], security: [{ bearer: [] }] };
  const adminErrors = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

  app.get(
    '/admin/users',
    {
      preHandler: app.requireType('Admin'),
      schema: {
        ...schema,
        querystring: adminUsersQuery,
        response: { 200: successSchema(adminUsersPageSchema), ...adminErrors },
      },
    },
    async (request) => ok(await listUsers(app.db, request.query, `${app.config.appUrl}/api/admin/users`)),
  );

  app.patch(
    '/admin/users/:id/status',
    {
      preHandler: app.requireType('Admin'),
      schema: {
        ...schema,
        params: adminUserParams,
        body: userStatusInputSchema,
        response: {
          200: successSchema(adminUserSchema),
          404: errorSchema,
          409: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const { status } = request.body;
      const { user } = await changeUserStatus(app.db, request.user!, request.params.id, status);
      return ok(user, USER_STATUS_MESSAGES.saved(status));
    },
  );
}
