import {
  catalogImportPreviewSchema,
  catalogImportResultSchema,
} from '@app/domain/catalog/catalog-import-contract';
import { IMPORT_MESSAGES } from '@app/domain/catalog/catalog-import-format';
import { TEMPLATE_FILE_NAME, templateRows } from '@app/domain/catalog/catalog-import-template';
import { idParam } from '@app/domain/shared/input-limits';
import fastifyMultipart from '@fastify/multipart';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { applyImport, previewImport } from './catalog-import.service.ts';
import { IMPORT_UPLOAD_LIMITS, openCatalogUpload } from './catalog-upload.ts';

const bearer = [{ bearer: [] }];
const params = z.object({ id: idParam });

/** The template is the same for everyone: written once, with a BOM so spreadsheets read it as UTF-8. */
const TEMPLATE = `\uFEFF${stringify(templateRows(), { record_delimiter: 'windows' })}`;

/**
 * A vendor's catalogue import from CSV (issue 12, docs/api-catalog-import.md, decisions/0019): upload and
 * preview, apply, and the template. Vendors only, on their own imports (another vendor's is 404).
 */
export default async function catalogImportRoutes(fastify: FastifyInstance) {
  // Registered in this scope only; its limits bound what is buffered (catalog-upload.ts turns them into 422s).
  await fastify.register(fastifyMultipart, { limits: IMPORT_UPLOAD_LIMITS });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const vendorOnly = app.requireType('Vendor');
  const schema = { tags: ['vendor'], security: bearer };
  const errors = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

  app.post(
    '/vendor/imports',
    {
      preHandler: vendorOnly,
      schema: {
        ...schema,
        consumes: ['multipart/form-data'],
        description:
          'Multipart, file field `file`: a catalogue CSV in UTF-8 (BOM optional), at most 20 MB and 50,000 rows. Answers the stored preview; rows with errors are listed by line and column.',
        response: { 201: successSchema(catalogImportPreviewSchema), ...errors, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const preview = await previewImport(app.db, request.user!.id, () => openCatalogUpload(request));
      reply.code(201);
      return ok(preview, IMPORT_MESSAGES.uploaded);
    },
  );

  app.post(
    '/vendor/imports/:id/apply',
    {
      preHandler: vendorOnly,
      schema: {
        ...schema,
        params,
        response: { 200: successSchema(catalogImportResultSchema), ...errors, 404: errorSchema },
      },
    },
    async (request) => {
      const { result, message } = await applyImport(app.db, request.user!, request.params.id);
      return ok(result, message);
    },
  );

  // A file, not a JSON answer: hidden from the OpenAPI description like the other downloads. No sign-in:
  // a plain link downloads it, and it holds nothing but the format.
  app.get('/vendor/imports/template.csv', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`)
      .header('cache-control', 'public, max-age=3600')
      .send(TEMPLATE),
  );
}
