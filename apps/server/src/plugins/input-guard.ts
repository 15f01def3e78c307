import { findNulByte, NUL_MESSAGE } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * The one NUL-byte rule (docs/decisions/0007-input-limits.md): PostgreSQL's text and jsonb cannot hold
 * U+0000, so a NUL anywhere in a route's path parameters, query or body (JSON or multipart, keys too) is a
 * 422 on that field before any handler runs, never a driver error. Runs as a preHandler, after the body
 * parsers (multipart fills the body in its own preValidation) and after schema validation, before the
 * route's own preHandlers. Unmatched URLs (404s, SPA pages) read nothing and are left alone.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      if (!request.routeOptions.url) return;
      for (const source of [request.params, request.query, request.body]) {
        const path = findNulByte(source);
        if (!path) continue;
        const field = path.map(String).join('.') || 'body';
        const label = String(path.at(-1) ?? 'body')
          .replaceAll('_', ' ')
          .replaceAll('\u0000', '')
          .trim();
        throw AppError.invalid({ [field]: [NUL_MESSAGE(label)] });
      }
    });
  },
  { name: 'input-guard' },
);
