import { htmlBody, type MailContent } from '../mail/mail.templates.ts';

/** To the showroom's pro: a homeowner shared a project with them (issue 24). */
export function projectSharedMail(opts: {
  proName: string;
  ownerName: string;
  projectName: string;
  link: string;
}): MailContent {
  const greeting = `Hello ${opts.proName},`;
  const lines = [
    `${opts.ownerName} shared the project “${opts.projectName}” with you: its rooms, checklist, chat and files.`,
    'Open it in your portal to answer them.',
  ];
  return {
    subject: `${opts.ownerName} shared a project with you — Remodel Market`,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${opts.link}\n\nRemodel Market\n`,
    html: htmlBody(greeting, lines, { label: 'Open the project', href: opts.link }),
  };
}
