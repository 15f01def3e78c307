import { formatUsd } from '@app/domain/money/cents';
import { htmlBody, type MailContent } from '../mail/mail.templates.ts';

/** To the homeowner: their pro sent them a version of an estimate (issue 25), with its total and a link. */
export function estimateSentMail(opts: {
  ownerName: string;
  sender: string;
  projectName: string;
  version: number;
  totalCents: number;
  link: string;
}): MailContent {
  const greeting = `Hello ${opts.ownerName},`;
  const lines = [
    `${opts.sender} sent you version ${opts.version} of an estimate for “${opts.projectName}”: ${formatUsd(opts.totalCents)} in all.`,
    'Read it line by line, download it as a PDF, order samples of its tiles, and approve or decline it on your project page.',
  ];
  return {
    subject: `${opts.sender} sent you an estimate — Remodel Market`,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${opts.link}\n\nRemodel Market\n`,
    html: htmlBody(greeting, lines, { label: 'Read the estimate', href: opts.link }),
  };
}
