import { platformSettingsSchema, platformSettingsUpdateSchema } from '@app/domain/settings/platform-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import {
  readPlatformSettings,
  SETTINGS_SAVED,
  SETTINGS_UNCHANGED,
  saveSettings,
} from './admin-settings.service.ts';

const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema };

/**
 * The admin console's money settings (docs/api-admin-settings.md): platform fee, sales tax by state, shipping,
 * return shipping and subscription plans. Admins past the one-time code only.
 */
export default async function adminSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireType('Admin');
  const response = { 200: successSchema(platformSettingsSchema), ...errors };

  app.get('/admin/settings', { preHandler, schema: { tags: ['admin'], security, response } }, async () =>
    ok(await readPlatformSettings(app.db)),
  );

  app.put(
    '/admin/settings',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        security,
        body: platformSettingsUpdateSchema,
        response: { ...response, 422: errorSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      const saved = await saveSettings(app.db, { id: user.id, type: user.type }, request.body);
      return ok(saved.settings, saved.changed ? SETTINGS_SAVED : SETTINGS_UNCHANGED);
    },
  );
}
