import { proDashboardChartsSchema } from '@app/domain/pros/contract';
import { markupsSchema, markupsUpdateSchema } from '@app/domain/pros/markups';
import { proShowroomSchema, showroomSettingsSchema } from '@app/domain/pros/showroom-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { readMarkups, updateMarkups } from './markups.service.ts';
import { readProCharts } from './pro-dashboard-charts.service.ts';
import { readProShowroom, saveProShowroom } from './showroom-settings.service.ts';

const bearer = [{ bearer: [] }];

/**
 * The pro portal (issue 11, decisions/0011): Contractors only, each call on the caller's own showroom, which is
 * never named by the request (so there is no other pro's showroom to reach).
 */
export default async function proPortal(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const proErrors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

  app.get(
    '/pro/dashboard/charts',
    {
      preHandler: app.requireType('Contractor'),
      schema: {
        tags: ['pro'],
        security: bearer,
        response: { 200: successSchema(proDashboardChartsSchema), ...proErrors },
      },
    },
    async (request) => ok(await readProCharts(app.db, request.user!.id)),
  );

  app.get(
    '/pro/markups',
    {
      preHandler: app.requireType('Contractor'),
      schema: {
        tags: ['pro'],
        security: bearer,
        response: { 200: successSchema(markupsSchema), ...proErrors },
      },
    },
    async (request) => ok(await readMarkups(app.db, request.user!.id)),
  );

  app.put(
    '/pro/markups',
    {
      preHandler: app.requireType('Contractor'),
      schema: {
        tags: ['pro'],
        security: bearer,
        body: markupsUpdateSchema,
        response: { 200: successSchema(markupsSchema), 422: errorSchema, ...proErrors },
      },
    },
    async (request) =>
      ok(await updateMarkups(app, request.user!.id, request.body), 'Your markups are saved.'),
  );

  app.get(
    '/pro/showroom',
    {
      preHandler: app.requireType('Contractor'),
      schema: {
        tags: ['pro'],
        security: bearer,
        response: { 200: successSchema(proShowroomSchema), ...proErrors },
      },
    },
    async (request) => ok(await readProShowroom(app.db, request.user!.id)),
  );

  app.put(
    '/pro/showroom',
    {
      preHandler: app.requireType('Contractor'),
      schema: {
        tags: ['pro'],
        security: bearer,
        body: showroomSettingsSchema,
        response: { 200: successSchema(proShowroomSchema), 422: errorSchema, ...proErrors },
      },
    },
    async (request) =>
      ok(await saveProShowroom(app.db, request.user!.id, request.body), 'Your showroom is saved.'),
  );
}
