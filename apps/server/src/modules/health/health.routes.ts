import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './health.repository.ts';

const PING_TIMEOUT_MS = 2000;

const healthData = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['up', 'down']) });

/** GET /api/health: a database ping; 503 when it fails or hangs (load balancers take the node out). */
export default async function health(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ success: z.literal(true), data: healthData }),
          503: z.object({ message: z.string(), data: healthData }),
        },
      },
    },
    async (request, reply) => {
      try {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
        });
        await Promise.race([pingDatabase(app.db), timeout]).finally(() => clearTimeout(timer));
        return { success: true as const, data: { status: 'ok' as const, database: 'up' as const } };
      } catch (err) {
        request.log.error({ err }, 'health check: database down');
        return reply
          .status(503)
          .send({ message: 'The database is not reachable.', data: { status: 'error', database: 'down' } });
      }
    },
  );
}
