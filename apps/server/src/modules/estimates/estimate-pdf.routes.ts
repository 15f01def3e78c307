import { idParam, PG_INT_MAX, strictInt } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { estimatePdf } from './estimate-pdf.service.ts';

const params = z.object({ projectId: idParam, estimateId: idParam });
const querystring = z.object({ version: strictInt('version', { min: 1, max: PG_INT_MAX }).optional() });

/**
 * GET /api/project/{projectId}/estimates/{estimateId}/pdf?version=N (issue 25 point 3): the estimate as a
 * PDF, to whoever the JSON route answers and as it answers them. A file, not a JSON answer: hidden from the
 * OpenAPI description like the other downloads.
 */
export function estimatePdfRoute(fastify: FastifyInstance, base: string) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${base}/:estimateId/pdf`,
    { preHandler: app.authenticate, schema: { hide: true, params, querystring } },
    async (request, reply) => {
      const { projectId, estimateId } = request.params;
      const pdf = await estimatePdf(
        app.db,
        app.objects,
        request.user!.id,
        projectId,
        estimateId,
        request.query.version,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.bytes);
    },
  );
}
