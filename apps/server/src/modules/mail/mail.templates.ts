import { escapeHtml } from './html.ts';

/** A mail ready for any transport: plain text always, simple HTML beside it. */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string };
export type MailContent = Omit<OutgoingMail, 'to'>;

export const APP_NAME = 'Remodel Market';

/**
 * Rows of two cells (what, and its amount or detail), as a receipt lists its lines and totals; from
 * `totalsFrom` on the rows are totals: a rule above them, the last one bold.
 */
export type MailTable = { rows: readonly (readonly [string, string])[]; totalsFrom?: number };

const tableHtml = (t: MailTable) =>
  `<table style="border-collapse:collapse;margin:8px 0">${t.rows
    .map(([what, detail], n) => {
      const rule = n === t.totalsFrom ? 'border-top:1px solid #ccc;' : '';
      const bold = t.totalsFrom !== undefined && n === t.rows.length - 1 ? 'font-weight:bold;' : '';
      return `<tr><td style="${rule}${bold}padding:2px 16px 2px 0">${escapeHtml(what)}</td><td style="${rule}${bold}padding:2px 0;text-align:right;white-space:nowrap">${escapeHtml(detail)}</td></tr>`;
    })
    .join('')}</table>`;

/** A table as plain text: each row on its line, the two cells apart. */
export const tableText = (t: MailTable) => t.rows.map(([what, detail]) => `${what}: ${detail}`).join('\n');

/**
 * One short HTML layout: a greeting, paragraphs (or tables of two cells) and at most one button link, every
 * value escaped.
 */
export function htmlBody(
  greeting: string,
  paragraphs: (string | MailTable)[],
  button?: { label: string; href: string },
) {
  const p = paragraphs
    .map((t) => (typeof t === 'string' ? `<p>${escapeHtml(t)}</p>` : tableHtml(t)))
    .join('\n');
  const link = button
    ? `<p><a href="${escapeHtml(button.href)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(button.label)}</a></p>\n<p style="font-size:12px;color:#555">${escapeHtml(button.href)}</p>`
    : '';
  return `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${p}
${link}
<p>${escapeHtml(APP_NAME)}</p>
</body></html>`;
}

export function verifyEmailMail(opts: { firstName: string; link: string; hours: number }): MailContent {
  const greeting = `Hello ${opts.firstName},`;
  const lines = [
    'Please confirm your email address by opening the link below.',
    `The link expires in ${opts.hours} hours. If you did not create an account, you can ignore this email.`,
  ];
  return {
    subject: `Verify your email address — ${APP_NAME}`,
    text: `${greeting}\n\n${lines[0]}\n\n${opts.link}\n\n${lines[1]}\n\n${APP_NAME}\n`,
    html: htmlBody(greeting, lines, { label: 'Verify Email Address', href: opts.link }),
  };
}

export function passwordResetMail(opts: { firstName: string; link: string; minutes: number }): MailContent {
  const greeting = `Hello ${opts.firstName},`;
  const lines = [
    'We received a request to reset the password of your account. Open the link below to choose a new one.',
    `The link expires in ${opts.minutes} minutes and works once. If you did not ask for it, no action is needed.`,
  ];
  return {
    subject: `Reset your password — ${APP_NAME}`,
    text: `${greeting}\n\n${lines[0]}\n\n${opts.link}\n\n${lines[1]}\n\n${APP_NAME}\n`,
    html: htmlBody(greeting, lines, { label: 'Reset Password', href: opts.link }),
  };
}

export function adminOtpMail(opts: { firstName: string; code: string; minutes: number }): MailContent {
  const greeting = `Hello ${opts.firstName},`;
  const lines = [
    `Your sign-in verification code is ${opts.code}.`,
    `It expires in ${opts.minutes} minutes and works once. If you did not try to sign in, change your password.`,
  ];
  return {
    subject: `Your verification code — ${APP_NAME}`,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${APP_NAME}\n`,
    html: htmlBody(greeting, lines),
  };
}

export function itemStatusMail(opts: {
  firstName: string;
  orderNumber: string;
  productName: string;
  status: string;
  link: string;
}): MailContent {
  const greeting = `Hello ${opts.firstName},`;
  const lines = [
    `${opts.productName} in your order ${opts.orderNumber} is now ${opts.status}.`,
    'You can follow your orders and their items on the Your Orders page.',
  ];
  return {
    subject: `Your order ${opts.orderNumber}: ${opts.productName} is now ${opts.status}`,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${opts.link}\n\n${APP_NAME}\n`,
    html: htmlBody(greeting, lines, { label: 'Your Orders', href: opts.link }),
  };
}

/** To a pro who has just registered: what happens next, and by when. */
export function proReceivedMail(opts: {
  firstName: string;
  companyName: string;
  dueAt: string;
  link: string;
}) {
  const greeting = `Hello ${opts.firstName},`;
  const lines = [
    `Thank you for registering ${opts.companyName}. We verify your licence within 24 hours (by ${opts.dueAt}).`,
    'We will email you as soon as your showroom is approved. You can check where it stands at any time.',
  ];
  return {
    subject: `We received your pro registration — ${APP_NAME}`,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${opts.link}\n\n${APP_NAME}\n`,
    html: htmlBody(greeting, lines, { label: 'Check your verification', href: opts.link }),
  } satisfies MailContent;
}

/** To the admins: a pro waits in the verification queue. */
export function proWaitingMail(opts: { companyName: string; license: string; dueAt: string; link: string }) {
  const lines = [
    `${opts.companyName} registered as a pro (licence ${opts.license}).`,
    `Please verify it by ${opts.dueAt}: we promise pros an answer within 24 hours.`,
  ];
  return {
    subject: `A pro waits for verification: ${opts.companyName}`,
    text: `Hello,\n\n${lines.join('\n\n')}\n\n${opts.link}\n\n${APP_NAME}\n`,
    html: htmlBody('Hello,', lines, { label: 'Open the verification queue', href: opts.link }),
  } satisfies MailContent;
}

/** To the pro: the admin's decision. */
export function proDecisionMail(opts: {
  firstName: string;
  companyName: string;
  vsdId: string;
  approved: boolean;
  reason: string | null;
  link: string;
}) {
  const greeting = `Hello ${opts.firstName},`;
  const lines = opts.approved
    ? [
        `Your licence is verified and the showroom of ${opts.companyName} is live under the ID ${opts.vsdId}.`,
        'Sign in to your pro portal: your clients can now enter this ID on the home page and shop at your prices.',
      ]
    : [
        `We could not verify the registration of ${opts.companyName}.`,
        `The reason: ${opts.reason ?? ''}`,
        'Reply to this email if you think this is a mistake.',
      ];
  return {
    subject: opts.approved
      ? `Your showroom ${opts.vsdId} is live — ${APP_NAME}`
      : `Your pro registration was declined — ${APP_NAME}`,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${opts.link}\n\n${APP_NAME}\n`,
    html: htmlBody(greeting, lines, {
      label: opts.approved ? 'Sign in to your pro portal' : 'See your verification',
      href: opts.link,
    }),
  } satisfies MailContent;
}
