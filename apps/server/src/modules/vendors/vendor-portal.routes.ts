import { vendorDashboardChartsSchema, vendorDashboardSchema } from '@app/domain/vendors/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { vendorDashboard } from './vendor-dashboard.service.ts';
import { readVendorCharts } from './vendor-dashboard-charts.service.ts';

/** The vendor portal's own pages (issue 12): Vendors only, always about the caller's own items and money. */
export default async function vendorPortal(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/vendor/dashboard',
    {
      preHandler: app.requireType('Vendor'),
      schema: {
        tags: ['vendor'],
        security: [{ bearer: [] }],
        response: { 200: successSchema(vendorDashboardSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => ok(await vendorDashboard(app, request.user!.id)),
  );

  app.get(
    '/vendor/dashboard/charts',
    {
      preHandler: app.requireType('Vendor'),
      schema: {
        tags: ['vendor'],
        security: [{ bearer: [] }],
        response: { 200: successSchema(vendorDashboardChartsSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => ok(await readVendorCharts(app.db, request.user!.id)),
  );
}
