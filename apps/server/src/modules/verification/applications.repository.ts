import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { proApplications, vendorApplications } from '../../db/schema/index.ts';

/** The two registrations an admin verifies: a pro's licence (issue 11) and a vendor's brands (issue 12). */
const tables = { pro: proApplications, vendor: vendorApplications };
export type ApplicationKind = keyof typeof tables;
export type ApplicationRowOf<K extends ApplicationKind> = (typeof tables)[K]['$inferSelect'];

export type ApplicationDecision = {
  status: 'approved' | 'declined';
  adminId: number;
  reason: string | null;
};

export async function findApplicationIn<K extends ApplicationKind>(
  kind: K,
  db: Database,
  userId: number,
): Promise<ApplicationRowOf<K> | null> {
  // Both tables share the columns read and written here; Drizzle wants one table type to build the query.
  const table = tables[kind] as typeof proApplications;
  const [row] = await db.select().from(table).where(eq(table.userId, userId));
  return (row as ApplicationRowOf<K> | undefined) ?? null;
}

/**
 * Decides a pending application: only one decision wins (the update matches a pending row only), so two
 * admins clicking at once cannot approve and decline the same registration. Null when it was not pending.
 */
export async function decideApplicationIn<K extends ApplicationKind>(
  kind: K,
  tx: Database,
  userId: number,
  decision: ApplicationDecision,
): Promise<ApplicationRowOf<K> | null> {
  const table = tables[kind] as typeof proApplications;
  const [row] = await tx
    .update(table)
    .set({
      status: decision.status,
      decidedAt: sql`now()`,
      decidedBy: decision.adminId,
      declineReason: decision.reason,
    })
    .where(and(eq(table.userId, userId), eq(table.status, 'pending')))
    .returning();
  return (row as ApplicationRowOf<K> | undefined) ?? null;
}
