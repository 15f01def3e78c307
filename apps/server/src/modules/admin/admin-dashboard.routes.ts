import { adminDashboardChartsSchema, adminDashboardSchema } from '@app/domain/admin/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { readDashboard } from './admin-dashboard.service.ts';
import { readDashboardCharts } from './admin-dashboard-charts.service.ts';

/** The admin console's dashboard (issue 12, docs/api-admin.md): Admin only, past the one-time code. */
export default async function adminDashboard(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/dashboard',
    {
      preHandler: app.requireType('Admin'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: successSchema(adminDashboardSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ok(await readDashboard(app.db)),
  );

  app.get(
    '/admin/dashboard/charts',
    {
      preHandler: app.requireType('Admin'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: successSchema(adminDashboardChartsSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ok(await readDashboardCharts(app.db)),
  );
}
