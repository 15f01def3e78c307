import { desc, inArray, isNull, sql } from 'drizzle-orm';
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

/** Up to `limit` mails waiting for delivery, locked (another process delivering skips them), oldest first. */
export function lockUnsentMails(tx: Database, limit: number) {
  return tx
    .select()
    .from(outboxMails)
    .where(isNull(outboxMails.sentAt))
    .orderBy(outboxMails.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markMailsSent(tx: Database, ids: number[]) {
  if (ids.length === 0) return;
  await tx.update(outboxMails).set({ sentAt: sql`now()` }).where(inArray(outboxMails.id, ids));
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
