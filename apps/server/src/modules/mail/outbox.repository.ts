import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxMails } from '../../db/schema/index.ts';
import type { OutgoingMail } from './mail.templates.ts';
import type { MailboxEntry } from './mailbox.page.ts';

export async function insertOutboxMail(db: Database, mail: OutgoingMail): Promise<void> {
  await db
    .insert(outboxMails)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
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
