import { htmlBody, type MailContent } from '../mail/mail.templates.ts';

function mail(subject: string, greeting: string, lines: string[], button: { label: string; href: string }) {
  return {
    subject: `${subject} — Remodel Market`,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${button.href}\n\nRemodel Market\n`,
    html: htmlBody(greeting, lines, button),
  };
}

/** To a designer: a homeowner (or the project's pro) asks them into a project (issue 24 point 5). */
export function designerAskedMail(opts: {
  designerName: string;
  askerName: string;
  projectName: string;
  message: string;
  link: string;
}): MailContent {
  const lines = [
    `${opts.askerName} would like you to design the rooms of the project “${opts.projectName}”.`,
    ...(opts.message ? [`Their note: “${opts.message}”`] : []),
    'Accept or decline the request in your portal.',
  ];
  return mail(`${opts.askerName} asks you to design a project`, `Hello ${opts.designerName},`, lines, {
    label: 'See the request',
    href: opts.link,
  });
}

/** To the project's owner: the designer they asked accepted or declined. */
export function designerAnsweredMail(opts: {
  ownerName: string;
  designerName: string;
  projectName: string;
  accepted: boolean;
  reason: string;
  link: string;
}): MailContent {
  const lines = opts.accepted
    ? [
        `${opts.designerName} joined the project “${opts.projectName}”.`,
        'They can now edit its rooms; every change is a new version you can compare and restore.',
      ]
    : [
        `${opts.designerName} declined the request to design the project “${opts.projectName}”.`,
        ...(opts.reason ? [`Their reason: “${opts.reason}”`] : []),
      ];
  const subject = `${opts.designerName} ${opts.accepted ? 'joined your project' : 'declined your request'}`;
  return mail(subject, `Hello ${opts.ownerName},`, lines, { label: 'Open the project', href: opts.link });
}
