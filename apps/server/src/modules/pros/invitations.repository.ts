import type { InvitationKind } from '@app/domain/pros/invitations';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invitations } from '../../db/schema/index.ts';

export type InvitationRow = typeof invitations.$inferSelect;

/** The most invitations a pro's list shows (newest first). */
export const INVITATIONS_LISTED = 200;

/**
 * Records an invitation, or renews the open one for the same pro, kind and address (new token and expiry,
 * counted as one more send): the partial unique index decides, so two racing invites make one row.
 */
export async function upsertInvitation(
  tx: Database,
  values: {
    proUserId: number;
    kind: InvitationKind;
    email: string;
    name: string;
    message: string;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<InvitationRow> {
  const [row] = await tx
    .insert(invitations)
    .values(values)
    .onConflictDoUpdate({
      target: [invitations.proUserId, invitations.kind, invitations.email],
      targetWhere: sql`${invitations.acceptedAt} is null`,
      set: {
        name: values.name,
        message: values.message,
        tokenHash: values.tokenHash,
        expiresAt: values.expiresAt,
        sentAt: sql`now()`,
        sentCount: sql`${invitations.sentCount} + 1`,
      },
    })
    .returning();
  return row;
}

/** A pro's invitations, the latest sent first. */
export function listInvitations(db: Database, proUserId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.proUserId, proUserId))
    .orderBy(desc(invitations.sentAt), desc(invitations.id))
    .limit(INVITATIONS_LISTED);
}

/** Deletes one of the pro's own invitations (its link stops working); false when the pro has no such one. */
export async function deleteInvitation(db: Database, proUserId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.proUserId, proUserId)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** The open, unexpired invitation of `kind` whose link carries the token with this hash. */
export async function findOpenInvitation(db: Database, tokenHash: string, kind: InvitationKind) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        eq(invitations.kind, kind),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/** Marks the invitation accepted by `userId`, once: false when it was accepted meanwhile. */
export async function markAccepted(tx: Database, id: number, userId: number): Promise<boolean> {
  const rows = await tx
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedUserId: userId })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}
