import { AUDIT_PER_PAGE, type AuditPage, type AuditQuery } from '@app/domain/audit/contract';
import { paginationRecord } from '@app/domain/catalog/pagination';
import type { Database } from '../../db/client.ts';
import { auditPage } from './audit-log.repository.ts';

/** GET /api/admin/audit: one page of the log, newest first, each entry with its actor's name and type. */
export async function listAudit(db: Database, q: AuditQuery, path: string): Promise<AuditPage> {
  const { page, ...filters } = q;
  const { rows, total } = await auditPage(db, filters, {
    limit: AUDIT_PER_PAGE,
    offset: (page - 1) * AUDIT_PER_PAGE,
  });
  return paginationRecord({
    data: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      actor: { id: r.actorId, type: r.actorType, full_name: r.actorName, email: r.actorEmail },
      before: r.before,
      after: r.after,
    })),
    total,
    perPage: AUDIT_PER_PAGE,
    currentPage: page,
    path,
    query: Object.fromEntries(
      Object.entries(filters).map(([k, v]) => [k, v === undefined ? undefined : String(v)]),
    ),
  });
}
