import { htmlBody, type MailContent } from '../mail/mail.templates.ts';

/**
 * The AI design account's verification mail: the link to /design-ai/welcome, and the starter coins with
 * their expiry (product.md: free starter coins may expire, said when granted).
 */
export function aiVerifyEmailMail(opts: {
  firstName: string;
  link: string;
  hours: number;
  starter: { coins: number; expiresOn: string | null } | null;
}): MailContent {
  const greeting = `Hello ${opts.firstName},`;
  const lines = ['Please confirm the email address of your AI 3D Design account by opening the link below.'];
  if (opts.starter && opts.starter.coins > 0) {
    const until = opts.starter.expiresOn ? ` They can be used until ${opts.starter.expiresOn}.` : '';
    lines.push(`Your ${opts.starter.coins} free starter coins are in your account.${until}`);
  }
  lines.push(
    `The link expires in ${opts.hours} hours. If you did not create an AI 3D Design account, you can ignore this email.`,
  );
  return {
    subject: 'Verify your email address — AI 3D Design',
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${opts.link}\n`,
    html: htmlBody(greeting, lines, { label: 'Verify Email Address', href: opts.link }),
  };
}
