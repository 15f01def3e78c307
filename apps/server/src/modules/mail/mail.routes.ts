import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { isLoopbackAddress } from '../../lib/loopback.ts';
import { renderMailbox } from './mailbox.page.ts';
import { listOutboxMails } from './outbox.repository.ts';

/**
 * Registered without the /api prefix: the developer's mailbox page. It holds reset links and admin codes, so
 * it answers only outside production and only to a caller on this machine (the socket's own peer address,
 * not X-Forwarded-For, which any caller can write).
 */
export default async function (app: FastifyInstance) {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    // Answer 404 ourselves, so the SPA fallback never serves this path either.
    if (app.config.nodeEnv === 'production' || !isLoopbackAddress(request.socket.remoteAddress)) {
      throw new AppError('not_found');
    }
    const mails = await listOutboxMails(app.db);
    return (
      reply
        .header('cache-control', 'no-store')
        // Mail bodies are data, never code: no script may run on this page whatever a mail contains.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'")
        .type('text/html; charset=utf-8')
        .send(renderMailbox(mails))
    );
  });
}
