import { INVITATION_DAYS, type InvitationKind } from '@app/domain/pros/invitations';
import { escapeHtml } from '../mail/html.ts';
import type { OutgoingMail } from '../mail/mail.templates.ts';

const APP_NAME = 'Remodel Market';

type InvitationMail = {
  kind: InvitationKind;
  name: string;
  proName: string;
  companyName: string;
  vsdId: string;
  message: string;
  link: string;
  /** The invited address already has an account: a client is asked to sign in instead of registering. */
  hasAccount?: boolean;
};

const SUBJECTS: Record<InvitationKind, (company: string) => string> = {
  client: (company) => `${company} invites you to their showroom — ${APP_NAME}`,
  vendor: (company) => `${company} invites you to sell your products on ${APP_NAME}`,
  designer: (company) => `${company} invites you to design rooms with them — ${APP_NAME}`,
};

const BUTTONS: Record<InvitationKind, string> = {
  client: 'Create your account',
  vendor: 'Contact us to list your products',
  designer: 'Register as a designer',
};

const buttonOf = (m: InvitationMail) => (m.kind === 'client' && m.hasAccount ? 'Sign in' : BUTTONS[m.kind]);

function paragraphs(m: InvitationMail): string[] {
  const from = `${m.proName} of ${m.companyName}`;
  if (m.kind === 'client' && m.hasAccount)
    return [
      `${from} invites you to their showroom on ${APP_NAME}.`,
      `You already have an account with this address: sign in with the link below, then enter the showroom ID ${m.vsdId} on the home page to shop at their prices.`,
    ];
  if (m.kind === 'client')
    return [
      `${from} invites you to their showroom on ${APP_NAME} (showroom ID ${m.vsdId}): browse materials at their prices, plan your room in 3-D and order everything in one checkout.`,
      `Create your account with the link below; it opens the showroom for you and works for ${INVITATION_DAYS} days.`,
    ];
  if (m.kind === 'designer')
    return [
      `${from} invites you to join ${APP_NAME} as a designer and design rooms for their clients.`,
      `Register as a pro with the link below (it works for ${INVITATION_DAYS} days); we verify licences within 24 hours.`,
    ];
  return [
    `${from} would like to offer your products to their clients on ${APP_NAME}.`,
    'Vendor accounts are opened by our team: use the link below to tell us about your brand and we will get back to you.',
  ];
}

/** The invitation a pro sends (issue 11 point 4); the pro's own words are quoted as plain text, never as HTML. */
export function invitationMail(m: InvitationMail & { to: string }): OutgoingMail {
  const greeting = m.name ? `Hello ${m.name},` : 'Hello,';
  const lines = paragraphs(m);
  const note = m.message ? [`Their message: “${m.message}”`] : [];
  const all = [...lines, ...note];
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${all.map((t) => `<p style="white-space:pre-line">${escapeHtml(t)}</p>`).join('\n')}
<p><a href="${escapeHtml(m.link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(buttonOf(m))}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(m.link)}</p>
<p style="font-size:12px;color:#555">If you do not know ${escapeHtml(m.companyName)}, you can ignore this email.</p>
<p>${APP_NAME}</p>
</body></html>`;
  return {
    to: m.to,
    subject: SUBJECTS[m.kind](m.companyName),
    text: `${greeting}\n\n${all.join('\n\n')}\n\n${m.link}\n\nIf you do not know ${m.companyName}, you can ignore this email.\n\n${APP_NAME}\n`,
    html,
  };
}
