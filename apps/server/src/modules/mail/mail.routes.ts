import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { isLoopbackAddress } from '../../lib/loopback.ts';
import { renderMailbox } from './mailbox.page.ts';
import { listOutboxMails } from './outbox.repository.ts';

/** Headers a proxy adds: a request carrying one came through something that may have come from anywhere. */
export const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
];

/**
 * Only a direct caller on this machine: the socket's peer is loopback, no proxy says it forwarded the
 * request (a local reverse proxy's socket is loopback too), and the app is not configured to sit behind one.
 */
function isDirectLocalCaller(request: FastifyRequest, trustProxy: boolean): boolean {
  if (trustProxy || !isLoopbackAddress(request.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * Registered without the /api prefix: the developer's mailbox page. It holds reset links and admin codes, so
 * it answers only outside production, only without TRUST_PROXY and only to a direct caller on this machine
 * (the socket's own peer address, never X-Forwarded-For, which any caller can write). No page may frame it.
 */
export default async function (app: FastifyInstance) {
  app.get(
    '/dev/mailbox',
    {
      schema: { hide: true },
      onRequest: async (_request, reply) => {
        reply.header('x-frame-options', 'DENY');
        reply.header('cache-control', 'no-store');
        // Mail bodies are data, never code: no script may run on this page whatever a mail contains.
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
        );
      },
    },
    async (request, reply) => {
      // Answer 404 ourselves, so the SPA fallback never serves this path either.
      if (app.config.nodeEnv === 'production' || !isDirectLocalCaller(request, app.config.trustProxy)) {
        throw new AppError('not_found');
      }
      const mails = await listOutboxMails(app.db);
      return reply.type('text/html; charset=utf-8').send(renderMailbox(mails));
    },
  );
}
