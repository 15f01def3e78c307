import type { AuditQuery } from '@app/domain/audit/contract';
import { dayRange } from '@app/domain/shared/day-range';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { likeEscape } from '../showrooms/showrooms.repository.ts';

export type AuditFilters = Omit<AuditQuery, 'page'>;

/** An entry with its actor's name and email (null: the system, or an account since deleted). */
export type AuditRow = typeof auditLog.$inferSelect & { actorName: string | null; actorEmail: string | null };

/** The filters as SQL: exact entity, entity id, actor id and action; actor by part of name or email; days. */
function whereOf(f: AuditFilters): SQL | undefined {
  const { since, before } = dayRange(f);
  const like = f.actor ? `%${likeEscape(f.actor.toLowerCase())}%` : null;
  return and(
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.entity_id ? eq(auditLog.entityId, f.entity_id) : undefined,
    f.actor_id ? eq(auditLog.actorId, f.actor_id) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    // lower(x) LIKE: the users page's trigram indexes (migration 0026) serve it.
    like
      ? sql`${auditLog.actorId} in (select ${users.id} from ${users}
          where lower(${users.fullName}) like ${like} or lower(${users.email}) like ${like})`
      : undefined,
    since ? gte(auditLog.createdAt, since) : undefined,
    before ? lt(auditLog.createdAt, before) : undefined,
  );
}

/** One page of the matching entries, newest first, and how many match. */
export async function auditPage(
  db: Database,
  f: AuditFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(f);
  const rows = await db
    .select({ entry: auditLog, actorName: users.fullName, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  return {
    rows: rows.map((r) => ({ ...r.entry, actorName: r.actorName, actorEmail: r.actorEmail })),
    total: Number(total),
  };
}
