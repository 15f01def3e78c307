import { z } from 'zod';
import { emailField } from '../accounts/registration.ts';
import { required } from '../shared/field-messages.ts';
import { idParam } from '../shared/input-limits.ts';

/**
 * A pro invites by mail (spec point 1, issue 11 point 4): a client (the link registers the homeowner into the
 * showroom), a vendor, or a designer for custom room design.
 */
export const INVITATION_KINDS = ['client', 'vendor', 'designer'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];
export const INVITATION_KIND_LABELS: Record<InvitationKind, string> = {
  client: 'Client',
  vendor: 'Vendor',
  designer: 'Designer',
};

/** sent: waiting for the invitee; accepted: the invitee registered through it; expired: the link lapsed. */
export const INVITATION_STATUSES = ['sent', 'accepted', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How long an invitation link works; re-inviting sends a fresh link with a fresh period. */
export const INVITATION_DAYS = 14;
export const INVITATION_NAME_MAX = 120;
export const INVITATION_MESSAGE_MAX = 1000;

export const KIND_MESSAGE = 'The kind must be Client, Vendor or Designer.';

/** Optional text: trimmed, '' when left blank, at most `max` characters. */
const optionalLine = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .nullish()
    .transform((v) => v ?? '');

/** POST /api/pro/invitations: whom to invite; the email is normalised (trimmed, lower case). */
export const invitationInputSchema = z.object({
  kind: z.enum(INVITATION_KINDS, {
    error: (issue) => (issue.input == null ? required('kind') : KIND_MESSAGE),
  }),
  email: emailField.pipe(z.string().max(254, 'The email may not be greater than 254 characters.')),
  name: optionalLine('name', INVITATION_NAME_MAX).refine((v) => !/[\r\n]/.test(v), {
    error: 'The name must be on one line.',
  }),
  message: optionalLine('message', INVITATION_MESSAGE_MAX),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;
export type InvitationData = z.output<typeof invitationInputSchema>;

/** One invitation in the pro's list (never its token: only the invitee's mail holds the link). */
export const invitationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVITATION_KINDS),
  email: z.string(),
  name: z.string(),
  status: z.enum(INVITATION_STATUSES),
  sent_at: z.string(),
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
  /** How many times the mail went out (re-inviting resends). */
  sent_count: z.number().int(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** An invitation's status at `now`: accepted wins, then the expiry. */
export const invitationStatus = (
  i: { acceptedAt: Date | null; expiresAt: Date },
  now: Date = new Date(),
): InvitationStatus =>
  i.acceptedAt ? 'accepted' : i.expiresAt.getTime() <= now.getTime() ? 'expired' : 'sent';

export const invitationParams = z.object({ id: idParam });

/**
 * Where an invitation's link leads (the web reads the same query names): a client registers as a homeowner
 * into the showroom (`shop_id`, the showroom's id; `vsd_id` lets the page open the showroom meanwhile) with the
 * token that marks the invitation accepted; a designer registers as a pro with the trade preset; a vendor
 * registers at /register/vendor (issue 12) with the token as `invitation`.
 */
export function invitationPath(
  kind: InvitationKind,
  link: { showroomId: number; vsdId: string; token: string },
): string {
  const invite = encodeURIComponent(link.token);
  if (kind === 'client')
    return `/register?shop_id=${link.showroomId}&vsd_id=${encodeURIComponent(link.vsdId)}&invite=${invite}`;
  if (kind === 'designer') return `/register/contractor?trade=designer&invite=${invite}`;
  return vendorInvitationPath(link.token);
}

/** A vendor's invitation link, the same whoever invites (a pro or the admin): the vendor registration. */
export const vendorInvitationPath = (token: string) =>
  `/register/vendor?${INVITE_QUERY.invitation}=${encodeURIComponent(token)}`;

/** The query names of an invitation link that the registration pages read. */
export const INVITE_QUERY = {
  shopId: 'shop_id',
  vsdId: 'vsd_id',
  invite: 'invite',
  trade: 'trade',
  /** The vendor registration's name for the token (issue 12). */
  invitation: 'invitation',
} as const;
