import type { LeadFilters } from '@app/domain/leads/admin-leads';
import { dayRange } from '@app/domain/shared/day-range';
import { and, asc, count, desc, eq, gte, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leads, showrooms } from '../../db/schema/index.ts';
import { likeEscape } from '../showrooms/showrooms.repository.ts';

/** A lead as the admin reads it, with the showroom it was sent from (by its owner's id), if any. */
export type AdminLeadRow = {
  id: number;
  fullName: string;
  email: string;
  phoneNumber: string;
  leadType: string | null;
  action: string | null;
  createdAt: Date;
  showroomUserId: number | null;
  vsdId: string | null;
  companyName: string | null;
};

const columns = {
  id: leads.id,
  fullName: leads.fullName,
  email: leads.email,
  phoneNumber: leads.phoneNumber,
  leadType: leads.leadType,
  action: leads.action,
  createdAt: leads.createdAt,
  showroomUserId: showrooms.userId,
  vsdId: showrooms.vsdId,
  companyName: showrooms.companyName,
};

/**
 * The showroom a lead was sent from: shop_profile_id is its owner's user id (the pop-up sends
 * my_item.showroom); a pro's first showroom, so a lead is never listed twice.
 */
const showroomOfLead = sql`${showrooms.id} = (select min(s2.id) from showrooms s2
  where s2.user_id = ${leads.shopProfileId})`;

/** The filters as SQL: text in the name, email or phone number; the exact lead type; Pacific-time days. */
function whereOf(f: LeadFilters): SQL | undefined {
  const { since, before } = dayRange(f);
  const like = f.q ? `%${likeEscape(f.q)}%` : null;
  return and(
    like
      ? or(
          sql`${leads.fullName} ilike ${like}`,
          sql`${leads.email} ilike ${like}`,
          sql`${leads.phoneNumber} ilike ${like}`,
        )
      : undefined,
    f.lead_type ? eq(leads.leadType, f.lead_type) : undefined,
    since ? gte(leads.createdAt, since) : undefined,
    before ? lt(leads.createdAt, before) : undefined,
  );
}

/** One page of the matching leads, newest first, and how many match. */
export async function leadsPage(
  db: Database,
  f: LeadFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminLeadRow[]; total: number }> {
  const where = whereOf(f);
  const rows = await db
    .select(columns)
    .from(leads)
    .leftJoin(showrooms, showroomOfLead)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(leads).where(where);
  return { rows, total: Number(total) };
}

/** Every lead type sent so far, for the filter. */
export async function leadTypes(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ type: leads.leadType })
    .from(leads)
    .where(isNotNull(leads.leadType))
    .orderBy(asc(leads.leadType));
  return rows.map((r) => r.type as string);
}

/**
 * The matching leads before `beforeId`, newest first, `limit` at a time: the CSV export walks them batch by
 * batch (keyset, not offset), so a large export never holds the table in memory.
 */
export function leadsBatch(
  db: Database,
  f: LeadFilters,
  beforeId: number,
  limit: number,
): Promise<AdminLeadRow[]> {
  return db
    .select(columns)
    .from(leads)
    .leftJoin(showrooms, showroomOfLead)
    .where(and(whereOf(f), lt(leads.id, beforeId)))
    .orderBy(desc(leads.id))
    .limit(limit);
}
