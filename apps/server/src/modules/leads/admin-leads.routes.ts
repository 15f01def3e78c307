import {
  adminLeadsPageSchema,
  adminLeadsQuery,
  leadsCsvFileName,
  leadsExportQuery,
} from '@app/domain/leads/admin-leads';
import { TIME_ZONE } from '@app/domain/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { leadsCsv, listLeads } from './admin-leads.service.ts';

const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 422: errorSchema };
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: TIME_ZONE });

/** The admin console's leads: the list and its CSV export (docs/api-admin-settings.md). Admins only. */
export default async function adminLeadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireType('Admin');

  app.get(
    '/admin/leads',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        security,
        querystring: adminLeadsQuery,
        response: { 200: successSchema(adminLeadsPageSchema), ...errors },
      },
    },
    async (request) => ok(await listLeads(app.db, request.query, `${app.config.appUrl}/api/admin/leads`)),
  );

  // A file, not a JSON answer: hidden from the OpenAPI description like the other downloads (media).
  app.get(
    '/admin/leads.csv',
    { preHandler, schema: { hide: true, querystring: leadsExportQuery } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${leadsCsvFileName(today())}"`)
        .header('cache-control', 'no-store')
        .send(leadsCsv(app.db, request.query)),
  );
}
