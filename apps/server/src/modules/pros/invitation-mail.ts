import { INVITATION_DAYS, type InvitationKind } from '@app/domain/pros/invitations';
import { escapeHtml } from '../mail/html.ts';
import type { OutgoingMail } from '../mail/mail.templates.ts';

const APP_NAME = 'Remodel Market';

/**
 * Who invites: a pro (named with the company and its showroom ID) or the marketplace itself (the admin,
 * who invites vendors only).
 */
export type Inviter = { proName: string; companyName: string; vsdId: string } | { marketplace: true };

type InvitationMail = {
  kind: InvitationKind;
  name: string;
  from: Inviter;
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
  vendor: 'Register as a vendor',
  designer: 'Register as a designer',
};

const buttonOf = (m: InvitationMail) => (m.kind === 'client' && m.hasAccount ? 'Sign in' : BUTTONS[m.kind]);

const VENDOR_NEXT = `Register your company and the brands you sell with the link below (it works for ${INVITATION_DAYS} days); we review every vendor before its products go live.`;

function paragraphs(m: InvitationMail): string[] {
  if ('marketplace' in m.from)
    return [`We would like to offer your products to homeowners and pros on ${APP_NAME}.`, VENDOR_NEXT];
  const from = `${m.from.proName} of ${m.from.companyName}`;
  if (m.kind === 'client' && m.hasAccount)
    return [
      `${from} invites you to their showroom on ${APP_NAME}.`,
      `You already have an account with this address: sign in with the link below, then enter the showroom ID ${m.from.vsdId} on the home page to shop at their prices.`,
    ];
  if (m.kind === 'client')
    return [
      `${from} invites you to their showroom on ${APP_NAME} (showroom ID ${m.from.vsdId}): browse materials at their prices, plan your room in 3-D and order everything in one checkout.`,
      `Create your account with the link below; it opens the showroom for you and works for ${INVITATION_DAYS} days.`,
    ];
  if (m.kind === 'designer')
    return [
      `${from} invites you to join ${APP_NAME} as a designer and design rooms for their clients.`,
      `Register as a pro with the link below (it works for ${INVITATION_DAYS} days); we verify licences within 24 hours.`,
    ];
  return [`${from} would like to offer your products to their clients on ${APP_NAME}.`, VENDOR_NEXT];
}

/** The invitation a pro sends (issue 11 point 4); the pro's own words are quoted as plain text, never as HTML. */
export function invitationMail(m: InvitationMail & { to: string }): OutgoingMail {
  const company = 'marketplace' in m.from ? APP_NAME : m.from.companyName;
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
<p style="font-size:12px;color:#555">If you do not know ${escapeHtml(company)}, you can ignore this email.</p>
<p>${APP_NAME}</p>
</body></html>`;
  return {
    to: m.to,
    subject: 'marketplace' in m.from ? `Sell your products on ${APP_NAME}` : SUBJECTS[m.kind](company),
    text: `${greeting}\n\n${all.join('\n\n')}\n\n${m.link}\n\nIf you do not know ${company}, you can ignore this email.\n\n${APP_NAME}\n`,
    html,
  };
}
