import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { renderMailbox } from './mailbox.page.ts';
import { listOutboxMails } from './outbox.repository.ts';

/** Registered without the /api prefix: the developer's mailbox page. */
export default async function (app: FastifyInstance) {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    // Answer 404 ourselves in production, so the SPA fallback never serves this path either.
    if (app.config.nodeEnv === 'production') throw new AppError('not_found');
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
