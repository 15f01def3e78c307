import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, successSchema } from '../../lib/envelope.ts';
import { publicSettingsSchema } from './settings.schemas.ts';
import { loadPublicSettings } from './settings.service.ts';

/** GET /api/setting: public settings the web app loads at start (spec point 3, issue 2 point 3). */
export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/setting',
    { schema: { tags: ['settings'], response: { 200: successSchema(publicSettingsSchema) } } },
    async () => ok(await loadPublicSettings(app.db, app.config)),
  );
}
