import { rateTableSchema } from '@app/domain/estimates/contract';
import { rateTableInput } from '@app/domain/estimates/rates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { readRates, replaceRates } from './rates.service.ts';

const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema };

/**
 * The pro's install rate table (issue 25 point 1, /pro/rates): Contractors only (designers are pros too),
 * each on their own table, which the request never names.
 */
export default async function proRatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireType('Contractor');
  const response = { 200: successSchema(rateTableSchema), ...errors };

  app.get('/pro/rates', { preHandler, schema: { tags: ['pro'], security, response } }, async (request) =>
    ok(await readRates(app.db, request.user!.id)),
  );

  app.put(
    '/pro/rates',
    {
      preHandler,
      schema: { tags: ['pro'], security, body: rateTableInput, response: { ...response, 422: errorSchema } },
    },
    async (request) =>
      ok(await replaceRates(app.db, request.user!.id, request.body), 'Your rates are saved.'),
  );
}
