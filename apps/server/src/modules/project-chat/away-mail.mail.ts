import { htmlBody, type MailContent } from '../mail/mail.templates.ts';

/** To a member who was away while the project's chat went on (issue 24): one mail per conversation. */
export function awayMail(opts: {
  name: string;
  projectName: string;
  unread: number;
  senders: string;
  link: string;
}): MailContent {
  const greeting = `Hello ${opts.name},`;
  const count = opts.unread === 1 ? 'a new message' : `${opts.unread} new messages`;
  const lines = [
    `You have ${count} from ${opts.senders || 'your project’s people'} in “${opts.projectName}”.`,
    'Open the project to read them and answer. We will not mail you again about this conversation until you have read it.',
  ];
  return {
    subject: `New messages in “${opts.projectName}” — Remodel Market`,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${opts.link}\n\nRemodel Market\n`,
    html: htmlBody(greeting, lines, { label: 'Open the conversation', href: opts.link }),
  };
}
