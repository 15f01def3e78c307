import {
  INVITATION_DAYS,
  type Invitation,
  type InvitationData,
  invitationPath,
  invitationStatus,
} from '@app/domain/pros/invitations';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { RequestUser } from '../../plugins/auth.ts';
import { emailTaken } from '../accounts/users.repository.ts';
import { queueMail } from '../mail/outbox.repository.ts';
import { findShowroomOfPro } from '../showrooms/showrooms.repository.ts';
import { take } from '../throttle/throttle.service.ts';
import { type Inviter, invitationMail } from './invitation-mail.ts';
import {
  deleteInvitation,
  type InvitationRow,
  listInvitations,
  upsertInvitation,
} from './invitations.repository.ts';

export const NO_SHOWROOM = 'You have no showroom yet.';
export const INVITATION_SENT = 'The invitation is sent.';
export const INVITATION_RESENT = 'The invitation is sent again with a new link.';
export const INVITATION_REVOKED = 'The invitation is revoked: its link no longer works.';

/**
 * Invitations per sender, a pro or an admin (every send counts, resends too) and per invited address (across
 * all senders), so that the portal cannot be used to flood a mailbox or to spam at large.
 */
export const INVITE_LIMITS = {
  perProHour: { max: 20, windowMs: 60 * 60 * 1000 },
  perProDay: { max: 60, windowMs: 24 * 60 * 60 * 1000 },
  perAddressDay: { max: 5, windowMs: 24 * 60 * 60 * 1000 },
};
export const tooManyInvitations = (minutes: number) =>
  `Too many invitations sent. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

const DAY_MS = 24 * 60 * 60 * 1000;

export const toInvitation = (row: InvitationRow, now = new Date()): Invitation => ({
  id: row.id,
  kind: row.kind as Invitation['kind'],
  email: row.email,
  name: row.name,
  status: invitationStatus(row, now),
  sent_at: row.sentAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  accepted_at: row.acceptedAt?.toISOString() ?? null,
  sent_count: row.sentCount,
});

async function ownShowroom(app: FastifyInstance, proId: number) {
  const showroom = await findShowroomOfPro(app.db, proId);
  if (!showroom) throw new AppError('not_found', NO_SHOWROOM);
  return showroom;
}

/**
 * Who sends an invitation (the machinery is one for a pro and the admin): the account, how the mail names it,
 * and the link's path for a fresh token.
 */
export type InvitationSender = {
  id: number;
  from: Inviter;
  pathFor: (kind: InvitationData['kind'], token: string) => string;
};

/**
 * Sends (or renews) an invitation: throttle → (one transaction) record or renew it with a fresh token (kept
 * hashed), queue its mail → deliver after commit. Re-inviting the same address for the same kind renews the
 * sender's open invitation instead of adding one.
 */
export async function sendInvitation(
  app: FastifyInstance,
  sender: InvitationSender,
  input: InvitationData,
): Promise<{ invitation: Invitation; resent: boolean }> {
  const { perProHour, perProDay, perAddressDay } = INVITE_LIMITS;
  await take(
    app.db,
    [
      { key: `invite:pro:${sender.id}`, ...perProHour },
      { key: `invite:pro:${sender.id}`, ...perProDay },
      { key: `invite:to:${sha256(input.email)}`, ...perAddressDay },
    ],
    tooManyInvitations,
  );
  const token = randomToken(32);
  // An address that already has an account cannot register again: a client is asked to sign in instead (the
  // answer to the pro is the same either way, so the portal tells nobody who has an account).
  const hasAccount = input.kind === 'client' && (await emailTaken(app.db, input.email));
  const path = hasAccount ? '/login' : sender.pathFor(input.kind, token);
  const row = await app.db.transaction(async (tx) => {
    const saved = await upsertInvitation(tx, {
      proUserId: sender.id,
      kind: input.kind,
      email: input.email,
      name: input.name,
      message: input.message,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
    });
    await queueMail(
      tx,
      invitationMail({
        to: input.email,
        kind: input.kind,
        name: input.name,
        from: sender.from,
        message: input.message,
        link: `${app.config.appUrl}${path}`,
        hasAccount,
      }),
    );
    return saved;
  });
  await app.mailer.flush();
  return { invitation: toInvitation(row), resent: row.sentCount > 1 };
}

/** POST /api/pro/invitations: ownShowroom → sendInvitation from the pro and the showroom. */
export async function invite(
  app: FastifyInstance,
  pro: Pick<RequestUser, 'id' | 'fullName'>,
  input: InvitationData,
): Promise<{ invitation: Invitation; resent: boolean }> {
  const showroom = await ownShowroom(app, pro.id);
  return sendInvitation(
    app,
    {
      id: pro.id,
      from: { proName: pro.fullName, companyName: showroom.companyName, vsdId: showroom.vsdId },
      pathFor: (kind, token) =>
        invitationPath(kind, { showroomId: showroom.id, vsdId: showroom.vsdId, token }),
    },
    input,
  );
}

/** GET /api/pro/invitations: the pro's own, latest first, each with its status now. */
export async function invitationsOf(app: FastifyInstance, proId: number): Promise<Invitation[]> {
  await ownShowroom(app, proId);
  const now = new Date();
  return (await listInvitations(app.db, proId)).map((row) => toInvitation(row, now));
}

/** DELETE /api/pro/invitations/{id}: another pro's invitation is indistinguishable from none (404). */
export async function revoke(app: FastifyInstance, proId: number, id: number): Promise<void> {
  if (!(await deleteInvitation(app.db, proId, id))) throw new AppError('not_found');
}
