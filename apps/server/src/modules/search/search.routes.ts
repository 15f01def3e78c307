import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { searchQuery, searchResultSchema } from './search.schemas.ts';
import { search } from './search.service.ts';

/** GET /api/search (spec point 7, docs/api-catalogue.md). No sign-in. */
export default async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/search',
    {
      schema: {
        tags: ['catalog'],
        querystring: searchQuery,
        // A hot route: written by the serializer compiled from the contract, no zod parse per answer.
        response: { 200: successSchema(searchResultSchema), 422: errorSchema },
      },
    },
    async (request) => {
      const raw = request.raw.url ?? '';
      const params = new URLSearchParams(raw.includes('?') ? raw.slice(raw.indexOf('?') + 1) : '');
      const rawQuery: Record<string, string[]> = {};
      for (const [k, v] of params) rawQuery[k] = [...(rawQuery[k] ?? []), v];
      return ok(
        await search(app.readDbFor(request), request.query, `${app.config.appUrl}/api/search`, rawQuery),
      );
    },
  );
}
