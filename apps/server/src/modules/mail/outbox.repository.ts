import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxMails } from '../../db/schema/index.ts';
import type { OutgoingMail } from './mail.templates.ts';
import type { MailboxEntry } from './mailbox.page.ts';

/** Queues a mail in `db` — pass the transaction of the change it tells about; delivery comes after commit. */
export async function queueMail(db: Database, mail: OutgoingMail): Promise<void> {
  await db
    .insert(outboxMails)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
}

/** Queues several mails in one statement (see queueMail). */
export async function queueMails(db: Database, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insert(outboxMails)
    .values(mails.map((m) => ({ to: m.to, subject: m.subject, text: m.text, html: m.html ?? null })));
}

/** How long a claimed mail is left to its deliverer; a deliverer that died mid-send lets it lapse. */
export const MAIL_CLAIM_SECONDS = 300;
/** After this many failed sends a mail is left unsent with its last error (and an error in the log). */
export const MAX_MAIL_ATTEMPTS = 8;

export type ClaimedMail = typeof outboxMails.$inferSelect;

/**
 * Claims up to `limit` mails due for delivery — unsent, attempts left, not claimed or waiting — oldest first,
 * in one statement that commits at once: the SMTP exchange then runs outside any transaction, and another
 * deliverer skips these until the claim lapses. Each claim counts as an attempt.
 */
export function claimDueMails(db: Database, limit: number): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(
      and(
        isNull(outboxMails.sentAt),
        lt(outboxMails.attempts, MAX_MAIL_ATTEMPTS),
        or(isNull(outboxMails.notBefore), lte(outboxMails.notBefore, sql`now()`)),
      ),
    )
    .orderBy(outboxMails.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMails)
    .set({
      notBefore: sql`now() + make_interval(secs => ${MAIL_CLAIM_SECONDS})`,
      attempts: sql`${outboxMails.attempts} + 1`,
    })
    .where(inArray(outboxMails.id, due))
    .returning();
}

export async function markMailsSent(db: Database, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(outboxMails)
    .set({ sentAt: sql`now()`, notBefore: null, lastError: null })
    .where(inArray(outboxMails.id, ids));
}

/** A send failed: the mail waits `delaySeconds` before it is due again, with the error kept. */
export async function deferMail(db: Database, id: number, error: string, delaySeconds: number) {
  await db
    .update(outboxMails)
    .set({ notBefore: sql`now() + make_interval(secs => ${delaySeconds})`, lastError: error })
    .where(eq(outboxMails.id, id));
}

/** Newest first; the dev mailbox shows a bounded page so an old database stays quick to open. */
export async function listOutboxMails(db: Database, limit = 100): Promise<MailboxEntry[]> {
  return db
    .select({
      id: outboxMails.id,
      to: outboxMails.to,
      subject: outboxMails.subject,
      text: outboxMails.text,
      createdAt: outboxMails.createdAt,
    })
    .from(outboxMails)
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
    .limit(limit);
}
