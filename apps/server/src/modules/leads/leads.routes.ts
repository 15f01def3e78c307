import { type LeadAnswer, leadAnswerSchema } from '@app/domain/leads/contract';
import { LEAD_THANKS, leadFormSchema } from '@app/domain/leads/lead-form';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '../../lib/envelope.ts';
import { submitLead } from './leads.service.ts';

/** POST /api/sample_request: the footer's 'Save up to 30%' pop-up (spec points 5 and 7), no sign-in. */
export default async function leadsRoutes(fastify: FastifyInstance) {
  // The pop-up posts multipart form data; registered here so only this scope parses it. Text fields only.
  await fastify.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 20, fieldSize: 10_000 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/sample_request',
    {
      schema: {
        tags: ['leads'],
        consumes: ['multipart/form-data', 'application/json'],
        body: leadFormSchema,
        response: {
          200: leadAnswerSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request): Promise<LeadAnswer> => {
      await submitLead(app.db, request.body, request.ip);
      return { success: true, message: LEAD_THANKS };
    },
  );
}
