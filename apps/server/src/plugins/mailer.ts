import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from '../modules/mail/mail.templates.ts';
import { insertOutboxMail } from '../modules/mail/outbox.repository.ts';

export type Mailer = {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (read at /dev/mailbox). */
  readonly transport: 'smtp' | 'outbox';
  send: (mail: OutgoingMail) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * `app.mailer.send(...)`: nodemailer over SMTP when SMTP_URL is set; otherwise the outbox table, so a
 * developer reads verification, reset and OTP mails at /dev/mailbox without a mail server.
 */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom } = app.config;
    if (smtpUrl) {
      const smtp = nodemailer.createTransport(smtpUrl);
      app.addHook('onClose', async () => smtp.close());
      app.decorate<Mailer>('mailer', {
        transport: 'smtp',
        send: async (mail) => {
          await smtp.sendMail({ from: mailFrom, ...mail });
          app.log.info({ subject: mail.subject }, 'mail sent over SMTP');
        },
      });
      return;
    }
    app.decorate<Mailer>('mailer', {
      transport: 'outbox',
      send: async (mail) => {
        await insertOutboxMail(app.db, mail);
        app.log.info({ subject: mail.subject }, 'mail stored in the outbox');
      },
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
