import { auditPageSchema, auditQuery } from '@app/domain/audit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { listAudit } from './audit-log.service.ts';

/** GET /api/admin/audit: who changed what, when, from what to what (docs/api-admin-settings.md). Admins only. */
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/audit',
    {
      preHandler: app.requireType('Admin'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: auditQuery,
        response: {
          200: successSchema(auditPageSchema),
          401: errorSchema,
          403: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => ok(await listAudit(app.db, request.query, `${app.config.appUrl}/api/admin/audit`)),
  );
}
