import type { InvitationKind } from '@app/domain/pros/invitations';
import type { Database } from '../../db/client.ts';
import { sha256 } from '../../lib/crypto.ts';
import { findShowroomOfPro } from '../showrooms/showrooms.repository.ts';
import { findOpenInvitation, markAccepted } from './invitations.repository.ts';

/**
 * The open invitation a registration accepts: its link's token AND the invited address must match (a
 * forwarded link registers whoever uses it, but only the invitee's own account accepts the invitation).
 * Returns it with the inviting pro's showroom id (the `shop_id` a client is registered into; null for a
 * vendor invited by the admin, who has none), or null. A client's invitation needs the showroom.
 */
export async function invitationFor(
  db: Database,
  kind: InvitationKind,
  token: string | null | undefined,
  email: string,
): Promise<{ id: number; showroomId: number | null } | null> {
  if (!token) return null;
  const invitation = await findOpenInvitation(db, sha256(token), kind);
  if (!invitation || invitation.email !== email.trim().toLowerCase()) return null;
  const showroom = await findShowroomOfPro(db, invitation.proUserId);
  if (kind === 'client' && !showroom) return null;
  return { id: invitation.id, showroomId: showroom?.id ?? null };
}

/** Marks it accepted by the new account, in the registration's transaction (once, whoever races). */
export const acceptInvitation = (tx: Database, id: number, userId: number) => markAccepted(tx, id, userId);
