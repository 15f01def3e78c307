import { escapeHtml } from './html.ts';

/** A mail ready for any transport: plain text always, simple HTML beside it. */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string };
type MailContent = Omit<OutgoingMail, 'to'>;

const APP_NAME = 'Remodel Market';

/** One short HTML layout: a greeting, paragraphs and at most one button link, every value escaped. */
function htmlBody(greeting: string, paragraphs: string[], button?: { label: string; href: string }) {
  const p = paragraphs.map((t) => `<p>${escapeHtml(t)}</p>`).join('\n');
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
