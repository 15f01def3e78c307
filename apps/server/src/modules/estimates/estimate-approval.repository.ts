import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, estimates, estimateVersions } from '../../db/schema/index.ts';
import type { EstimateRow, VersionRow } from './estimates.repository.ts';

/** The project's estimate, locked for the rest of `tx` (an approval and a new version queue on it). */
export async function lockEstimate(tx: Database, projectId: number, id: number): Promise<EstimateRow | null> {
  const [row] = await tx
    .select()
    .from(estimates)
    .where(and(eq(estimates.id, id), eq(estimates.projectId, projectId)))
    .for('update');
  return row ?? null;
}

export type Signature = { by: number; name: string; ip: string; agent: string };

/**
 * Marks the estimate approved and its version signed, with the payment attempt whose charge places its
 * order, and freezes the design versions it was drafted from (kept past the newest 50). In the caller's
 * transaction, which holds the estimate's lock.
 */
export async function markApproved(
  tx: Database,
  version: Pick<VersionRow, 'estimateId' | 'version' | 'designs'>,
  signature: Signature,
  attemptId: number | null,
) {
  await tx
    .update(estimates)
    .set({ status: 'approved', updatedAt: sql`now()` })
    .where(eq(estimates.id, version.estimateId));
  await tx
    .update(estimateVersions)
    .set({
      approvedAt: sql`now()`,
      approvedBy: signature.by,
      signature: signature.name,
      signatureIp: signature.ip,
      signatureAgent: signature.agent,
      attemptId,
    })
    .where(
      and(eq(estimateVersions.estimateId, version.estimateId), eq(estimateVersions.version, version.version)),
    );
  for (const design of version.designs) {
    await tx.execute(sql`update design_versions set frozen = true
      where design_id = ${design.id} and version = ${design.version}`);
  }
}

/**
 * An approval whose payment ended without an order (declined, never charged, refunded): the version's
 * signature is taken back and the estimate waits for the homeowner's answer again. In the transaction that
 * closes the attempt (payment-attempts.repository closeAttempt).
 */
export async function reopenApproval(tx: Database, attemptId: number) {
  const [signed] = await tx
    .update(estimateVersions)
    .set({
      approvedAt: null,
      approvedBy: null,
      signature: null,
      signatureIp: null,
      signatureAgent: null,
      attemptId: null,
    })
    .where(eq(estimateVersions.attemptId, attemptId))
    .returning({ estimateId: estimateVersions.estimateId });
  if (!signed) return;
  await tx
    .update(estimates)
    .set({ status: 'sent', updatedAt: sql`now()` })
    .where(and(eq(estimates.id, signed.estimateId), eq(estimates.status, 'approved')));
}

/** The vendor account of each brand (null: the brand has none), as an order item names its vendor. */
export async function vendorsOfBrands(db: Database, brandIds: number[]): Promise<Map<number, number | null>> {
  if (brandIds.length === 0) return new Map();
  const rows = await db
    .select({ id: brands.id, vendor: brands.vendorUserId })
    .from(brands)
    .where(inArray(brands.id, [...new Set(brandIds)]));
  return new Map(rows.map((r) => [r.id, r.vendor]));
}
