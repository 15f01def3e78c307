import { findUnstorableText, UNSTORABLE_TEXT } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/** Surrogates taken out of a key that names a field (NULs too, below), so the message reads as text. */
const SURROGATES = /[\ud800-\udfff]/g;

/**
 * The one rule for text PostgreSQL cannot store (docs/decisions/0007-input-limits.md): a NUL byte (`text`
 * and `jsonb` refuse U+0000) or a lone UTF-16 surrogate (`jsonb` refuses `\ud800`; a body that is not
 * UTF-8 reaches here with its bad bytes as lone surrogates, app.ts) anywhere in a route's path parameters,
 * query or body (JSON or multipart, keys too) is a 422 on that field before any handler runs, never a
 * driver error. Runs as a preHandler, after the body parsers (multipart fills the body in its own
 * preValidation) and after schema validation, before the route's own preHandlers. Unmatched URLs (404s,
 * SPA pages) read nothing and are left alone.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      if (!request.routeOptions.url) return;
      for (const source of [request.params, request.query, request.body]) {
        const found = findUnstorableText(source);
        if (!found) continue;
        const field = found.path.map(String).join('.') || 'body';
        const label = String(found.path.at(-1) ?? 'body')
          .replaceAll('_', ' ')
          .replaceAll('\u0000', '')
          .replace(SURROGATES, '')
          .trim();
        throw AppError.invalid({ [field]: [UNSTORABLE_TEXT[found.problem](label || 'field')] });
      }
    });
  },
  { name: 'input-guard' },
);
