import { awayMailDue } from '@app/domain/projects/chat';
import type { Database } from '../../db/client.ts';
import { queueMail } from '../mail/outbox.repository.ts';
import { addNotification } from '../notifications/notifications.repository.ts';
import { awayMail } from './away-mail.mail.ts';
import { awayCandidates, claimAwayMail } from './away-mail.repository.ts';
import { projectLink } from './post-message.service.ts';

/**
 * The chat's away mails (issue 24, run each minute by the `chat-away-mail` job): each person who has left a
 * conversation unread for AWAY_MAIL_AFTER_MS gets one mail and one notification about it, then nothing more
 * until they have read it. The claim, the mail (outbox) and the notification are one transaction, and the
 * claim is a conditional write: any number of processes may run this at once. Answers how many were told.
 */
export async function sendAwayMails(db: Database, opts: { now: Date; appUrl: string }): Promise<number> {
  const due = (await awayCandidates(db, opts.now)).filter((c) =>
    awayMailDue({
      firstUnreadAt: c.firstUnreadAt,
      lastMailedAt: c.awayMailedAt,
      lastReadAt: c.lastReadAt,
      now: opts.now,
    }),
  );
  let told = 0;
  for (const c of due) {
    const link = projectLink(c.role, c.projectId);
    const projectName = c.projectName || 'your project';
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimAwayMail(tx, c, opts.now))) return false;
      await queueMail(tx, {
        to: c.email,
        ...awayMail({
          name: c.name,
          projectName,
          unread: c.unread,
          senders: c.senders,
          link: `${opts.appUrl}${link}`,
        }),
      });
      await addNotification(tx, c.userId, {
        title: `New messages in ${projectName}`,
        body: `${c.unread} unread from ${c.senders}`,
        link,
      });
      return true;
    });
    if (claimed) told++;
  }
  return told;
}
