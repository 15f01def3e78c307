import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './health.repository.ts';

const PING_TIMEOUT_MS = 2000;

const healthData = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['up', 'down']) });

const poolUsage = z.object({ total: z.number(), idle: z.number(), waiting: z.number() }).nullable();

const readyData = z.object({
  status: z.enum(['ready', 'draining', 'down']),
  database: z.enum(['up', 'down']),
  /** null: no replica configured (every read goes to the primary). */
  replica: z.object({ state: z.enum(['up', 'lagging', 'down']), lagMs: z.number().nullable() }).nullable(),
  pools: z.object({ primary: poolUsage, replica: poolUsage }),
});

/** True when the primary answers within PING_TIMEOUT_MS. */
async function primaryAnswers(app: FastifyInstance, log: FastifyInstance['log']): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([pingDatabase(app.db), timeout]);
    return true;
  } catch (err) {
    log.error({ err }, 'health check: database down');
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: liveness, a database ping; 503 when it fails or hangs. GET /api/health/ready: whether the
 * proxy should send this node requests (issue 27 point 7): 503 while draining or when the primary is down;
 * the body tells the replica's state and each pool's use either way.
 */
export default async function health(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
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
      if (await primaryAnswers(app, request.log)) {
        return { success: true as const, data: { status: 'ok' as const, database: 'up' as const } };
      }
      return reply
        .status(503)
        .send({ message: 'The database is not reachable.', data: { status: 'error', database: 'down' } });
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ success: z.literal(true), data: readyData }),
          503: z.object({ message: z.string(), data: readyData }),
        },
      },
    },
    async (request, reply) => {
      const up = await primaryAnswers(app, request.log);
      // A draining node is out whatever its database says.
      const status = app.drain.draining ? 'draining' : up ? 'ready' : 'down';
      const data = { status, database: up ? 'up' : 'down', ...app.databaseStatus() } as const;
      if (data.status === 'ready') return { success: true as const, data };
      const message =
        data.status === 'draining' ? 'This server is shutting down.' : 'The database is not reachable.';
      return reply.status(503).send({ message, data });
    },
  );
}
