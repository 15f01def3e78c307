import { htmlBody, type MailContent } from '../mail/mail.templates.ts';

const APP_NAME = 'Remodel Market';

const mail = (
  greeting: string,
  subject: string,
  lines: string[],
  button: { label: string; href: string },
): MailContent => ({
  subject,
  text: `${greeting}\n\n${lines.join('\n\n')}\n\n${button.href}\n\n${APP_NAME}\n`,
  html: htmlBody(greeting, lines, button),
});

/** To a vendor who has just registered: what happens next. */
export function vendorReceivedMail(opts: { firstName: string; companyName: string; link: string }) {
  return mail(
    `Hello ${opts.firstName},`,
    `We received your vendor registration — ${APP_NAME}`,
    [
      `Thank you for registering ${opts.companyName}. Our team reviews every vendor and the brands it sells before its products go live.`,
      'We will email you as soon as your account is approved; you can then sign in to your vendor portal.',
    ],
    { label: 'Vendor sign in', href: opts.link },
  );
}

/** To the admins: a vendor waits in the verification queue. */
export function vendorWaitingMail(opts: { companyName: string; brands: string[]; link: string }) {
  return mail(
    'Hello,',
    `A vendor waits for verification: ${opts.companyName}`,
    [
      `${opts.companyName} registered as a vendor, selling ${opts.brands.join(', ')}.`,
      'Please review it in the verification queue.',
    ],
    { label: 'Open the verification queue', href: opts.link },
  );
}

/** To the vendor: the admin's decision (and any brand that stays another vendor's). */
export function vendorDecisionMail(opts: {
  firstName: string;
  companyName: string;
  approved: boolean;
  reason: string | null;
  brands: string[];
  withheld: string[];
  link: string;
}) {
  const lines = opts.approved
    ? [
        `${opts.companyName} is approved as a vendor on ${APP_NAME}.`,
        opts.brands.length > 0
          ? `Your brands: ${opts.brands.join(', ')}. Sign in to your vendor portal to list their products and fulfil your orders.`
          : 'Sign in to your vendor portal to list your products and fulfil your orders.',
        ...(opts.withheld.length > 0
          ? [
              `${opts.withheld.join(', ')} already belongs to another vendor on ${APP_NAME}, so it was not added to your account. Reply to this email if you hold the rights to it.`,
            ]
          : []),
      ]
    : [
        `We could not approve the vendor registration of ${opts.companyName}.`,
        `The reason: ${opts.reason ?? ''}`,
        'Reply to this email if you think this is a mistake.',
      ];
  return mail(
    `Hello ${opts.firstName},`,
    opts.approved
      ? `Your vendor account is approved — ${APP_NAME}`
      : `Your vendor registration was declined — ${APP_NAME}`,
    lines,
    opts.approved
      ? { label: 'Sign in to your vendor portal', href: opts.link }
      : { label: 'Contact us', href: opts.link },
  );
}
