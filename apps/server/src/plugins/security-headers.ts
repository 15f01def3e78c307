import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A caller's X-Request-Id is kept only in this form; anything else is replaced by a generated id. */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id (Fastify's genReqId): the caller's X-Request-Id when it is safe to log and echo (a
 * trace id from a proxy), else a random UUID, so no header text of the caller's choosing reaches the
 * logs or a response.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** One year: browsers keep to HTTPS for the host that long after an answer over TLS. */
export const HSTS = 'max-age=31536000';

/**
 * swagger-ui at /api/docs loads its own script and style files, no inline script; the UI fetches
 * /api/docs/json from the same origin and shows images from data: URLs (SVG icons).
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * Headers on every answer (API, SPA, media, errors, 404s): the echoed request id, `nosniff` (a JSON or
 * SVG answer is never run as script or style), a referrer policy that sends no path to other origins, and
 * HSTS when the request came over TLS — directly, or through a proxy that said so (X-Forwarded-Proto is
 * believed only with TRUST_PROXY, so a plain-HTTP deployment never pins browsers to HTTPS).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
