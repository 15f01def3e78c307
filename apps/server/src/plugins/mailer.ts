import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from '../modules/mail/mail.templates.ts';
import { lockUnsentMails, markMailsSent, queueMail } from '../modules/mail/outbox.repository.ts';

export type Mailer = {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (read at /dev/mailbox). */
  readonly transport: 'smtp' | 'outbox';
  /** Queues a mail outside any transaction and delivers it now. */
  send: (mail: OutgoingMail) => Promise<void>;
  /**
   * Delivers every queued mail (after a commit that queued some, and by the mail-deliver job for what a
   * crash left): over SMTP, or, without SMTP, marks them as shown in the dev mailbox. Answers how many.
   */
  flush: () => Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const BATCH = 20;

/**
 * `app.mailer`: every mail goes through the outbox table (queueMail, in the transaction of its change when
 * there is one), then `flush` delivers it — nodemailer over SMTP when SMTP_URL is set, else it stays for
 * /dev/mailbox. A mail is sent at least once: a crash between the SMTP answer and the commit of its
 * `sent_at` sends it again.
 */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom } = app.config;
    const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
    if (smtp) app.addHook('onClose', async () => smtp.close());
    const flushBatch = () =>
      app.db.transaction(async (tx) => {
        const mails = await lockUnsentMails(tx, BATCH);
        for (const m of mails) {
          if (!smtp) continue;
          await smtp.sendMail({
            from: mailFrom,
            to: m.to,
            subject: m.subject,
            text: m.text,
            html: m.html ?? undefined,
          });
          app.log.info({ subject: m.subject }, 'mail sent over SMTP');
        }
        await markMailsSent(
          tx,
          mails.map((m) => m.id),
        );
        return mails.length;
      });
    const flush = async () => {
      let total = 0;
      for (let n = BATCH; n === BATCH; total += n) n = await flushBatch();
      return total;
    };
    app.decorate<Mailer>('mailer', {
      transport: smtp ? 'smtp' : 'outbox',
      send: async (mail) => {
        await queueMail(app.db, mail);
        await flush();
      },
      flush,
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
