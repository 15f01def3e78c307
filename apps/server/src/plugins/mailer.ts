import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from '../modules/mail/mail.templates.ts';
import {
  type ClaimedMail,
  claimDueMails,
  deferMail,
  MAX_MAIL_ATTEMPTS,
  markMailsSent,
  queueMail,
} from '../modules/mail/outbox.repository.ts';

export type Mailer = {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (read at /dev/mailbox). */
  readonly transport: 'smtp' | 'outbox';
  /** Queues a mail outside any transaction and delivers it now (a failed send is retried later, not thrown). */
  send: (mail: OutgoingMail) => Promise<void>;
  /**
   * Delivers queued mails, oldest first (after a commit that queued some, and by the mail-deliver job for what
   * a crash or an SMTP outage left): over SMTP, or, without SMTP, marks them as shown in the dev mailbox.
   * A request's call takes at most REQUEST_BATCHES batches, so a backlog never holds its answer (an outage's
   * thousands of mails timed requests out at the proxy); the job passes `{ all: true }`. Answers how many left.
   */
  flush: (opts?: { all?: boolean }) => Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Mails claimed at a time: small, so a batch's sends end well inside its claim. */
const BATCH = 5;
/** Batches a request's flush takes at most (20 mails): the mail-deliver job drains the rest. */
const REQUEST_BATCHES = 4;

/** The wait before a failed mail is tried again: 1, 2, 4 … minutes after its 1st, 2nd, 3rd … failure, ≤ 1 hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

/**
 * `app.mailer`: every mail goes through the outbox table (queueMail, in the transaction of its change when
 * there is one), then `flush` delivers it — nodemailer over SMTP when SMTP_URL is set, else it stays for
 * /dev/mailbox. A batch is claimed in one short statement and sent outside any transaction, each mail
 * marked sent as soon as it has left. A send that fails never fails the caller (the change it tells about
 * has committed): the mail waits and is retried with a growing delay by the next flush or the mail-deliver
 * job, and it does not hold up the mails behind it. A mail is sent at least once: a crash between the SMTP
 * answer and its `sent_at` sends it again once its claim lapses.
 */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom } = app.config;
    // Bounded waits, so a batch (BATCH × at most ~50 s) always ends inside its claim (MAIL_CLAIM_SECONDS).
    const smtp = smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : null;
    if (smtp) app.addHook('onClose', async () => smtp.close());

    /** Sends one claimed mail; false (logged, retried later) when SMTP refused it or could not be reached. */
    const deliver = async (m: ClaimedMail): Promise<boolean> => {
      if (!smtp) return true;
      try {
        await smtp.sendMail({
          from: mailFrom,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? undefined,
        });
        app.log.info({ subject: m.subject }, 'mail sent over SMTP');
        return true;
      } catch (e) {
        const error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
        await deferMail(app.db, m.id, error, retryDelaySeconds(m.attempts));
        const final = m.attempts >= MAX_MAIL_ATTEMPTS;
        app.log[final ? 'error' : 'warn'](
          { mailId: m.id, attempts: m.attempts, error },
          final ? 'mail given up' : 'mail send failed; will retry',
        );
        return false;
      }
    };
    /** One batch: how many were claimed and how many of them left. */
    const flushBatch = async () => {
      const mails = await claimDueMails(app.db, BATCH);
      let sent = 0;
      for (const m of mails) {
        if (!(await deliver(m))) continue;
        if (smtp) await markMailsSent(app.db, [m.id]);
        sent += 1;
      }
      if (!smtp)
        await markMailsSent(
          app.db,
          mails.map((m) => m.id),
        );
      return { claimed: mails.length, sent };
    };
    const flush = async (opts: { all?: boolean } = {}) => {
      let total = 0;
      for (let claimed = BATCH, n = 0; claimed === BATCH && (opts.all || n < REQUEST_BATCHES); n++) {
        const batch = await flushBatch();
        claimed = batch.claimed;
        total += batch.sent;
      }
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
