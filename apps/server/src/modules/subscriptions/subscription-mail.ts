import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import type { Database } from '../../db/client.ts';
import { escapeHtml } from '../mail/html.ts';
import { queueMail } from '../mail/outbox.repository.ts';
import { proContact } from './subscriptions.repository.ts';

const APP_NAME = 'Remodel Market';

type Content = { subject: string; lines: string[] };

/** The subscription mails: a receipt, a failed renewal (with the next try), the end of a subscription. */
export const subscriptionMails = {
  receipt: (v: { plan: string; number: string; amountCents: number; periodEnd: Date }): Content => ({
    subject: `Your ${v.plan} receipt ${v.number} — ${APP_NAME}`,
    lines: [
      `We received ${formatUsd(v.amountCents)} for your ${v.plan} plan (invoice ${v.number}).`,
      `Your plan renews automatically on ${formatDate(v.periodEnd)}. You can cancel at any time in your pro portal.`,
    ],
  }),
  failed: (v: {
    plan: string;
    number: string;
    amountCents: number;
    message: string;
    retryAt: Date;
  }): Content => ({
    subject: `Your ${v.plan} payment failed — ${APP_NAME}`,
    lines: [
      `We could not charge ${formatUsd(v.amountCents)} for your ${v.plan} plan (invoice ${v.number}): ${v.message}`,
      `We will try again on ${formatDate(v.retryAt)}. Your showroom keeps its branding until then.`,
    ],
  }),
  lapsed: (v: { plan: string; reason: 'canceled' | 'unpaid' }): Content => ({
    subject: `Your ${v.plan} plan has ended — ${APP_NAME}`,
    lines: [
      v.reason === 'canceled'
        ? `Your ${v.plan} plan ended at the end of its period, as you asked.`
        : `Your ${v.plan} plan ended because its renewal could not be charged.`,
      'Your showroom now shows the standard colours. Subscribe again in your pro portal at any time.',
    ],
  }),
};

/** Queues a subscription mail to the pro in `db` — the transaction of the change it tells about. */
export async function mailPro(db: Database, userId: number, content: Content, link: string) {
  const user = await proContact(db, userId);
  if (!user) return;
  const greeting = `Hello ${user.firstName},`;
  const paragraphs = content.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');
  await queueMail(db, {
    to: user.email,
    subject: content.subject,
    text: `${greeting}\n\n${content.lines.join('\n\n')}\n\n${link}\n\n${APP_NAME}\n`,
    html: `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs}
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${APP_NAME}</p>
</body></html>`,
  });
}
