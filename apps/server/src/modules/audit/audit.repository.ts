import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** Who made a change: the signed-in account, or the system (a job, the seed). */
export type AuditActor = { id: number; type: string } | { id: null; type: 'System' };

/** One change: `entity` names the table's thing ('order_item', 'setting', 'user', 'product', 'brand'…). */
export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Appends changes to the audit log. Call it with the transaction that makes the change, so that a change is
 * never recorded without happening, nor happens unrecorded.
 */
export async function recordAudit(tx: Database, actor: AuditActor, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((e) => ({
      actorId: actor.id,
      actorType: actor.type,
      action: e.action,
      entity: e.entity,
      entityId: String(e.entityId),
      before: e.before ?? null,
      after: e.after ?? null,
    })),
  );
}
