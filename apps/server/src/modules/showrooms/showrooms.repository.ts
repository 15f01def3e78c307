import type { ShowroomMatch } from '@app/domain/showrooms/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { showrooms } from '../../db/schema/index.ts';

export type { ShowroomMatch };

/** LIKE pattern text with its wildcards escaped, so a typed '%' or '_' matches itself. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Showrooms whose vsd_id starts with `s` (case-insensitive) or whose company name contains it; the exact
 * ID first, then ID prefixes, then names.
 */
export async function findShowrooms(db: Database, s: string, limit: number): Promise<ShowroomMatch[]> {
  const text = likeEscape(s);
  const result = await db.execute(sql`
    select id, company_name, vsd_id from showrooms
    where live and (upper(vsd_id) like upper(${`${text}%`}) or company_name ilike ${`%${text}%`})
    order by (upper(vsd_id) = upper(${s})) desc, (upper(vsd_id) like upper(${`${text}%`})) desc,
      company_name, id
    limit ${limit}`);
  return rowsOf<ShowroomMatch>(result).map((r) => ({ ...r, id: Number(r.id) }));
}

/** The showroom by owner (`showroom`) and/or `vsd_id` (both must match when both are given); null if none. */
export async function findShowroomByRef(
  db: Database,
  ref: { showroom?: number | null; vsd_id?: string | null },
) {
  const conditions = [
    // A showroom whose pro is not approved yet is nobody's to shop in.
    eq(showrooms.live, true),
    ...(ref.vsd_id ? [sql`upper(${showrooms.vsdId}) = upper(${ref.vsd_id})`] : []),
    ...(ref.showroom != null ? [eq(showrooms.userId, ref.showroom)] : []),
  ];
  if (conditions.length === 1) return null;
  const [row] = await db
    .select()
    .from(showrooms)
    .where(and(...conditions))
    .orderBy(asc(showrooms.id))
    .limit(1);
  return row ?? null;
}

export type NewShowroom = typeof showrooms.$inferInsert;

export async function insertShowroom(tx: Database, showroom: NewShowroom): Promise<number> {
  const [row] = await tx.insert(showrooms).values(showroom).returning({ id: showrooms.id });
  return row.id;
}

/** Opens (or closes) a pro's showroom: approval makes it live. */
export async function setShowroomLive(tx: Database, userId: number, live: boolean): Promise<void> {
  await tx.update(showrooms).set({ live }).where(eq(showrooms.userId, userId));
}

/** A pro's showroom, live or not (the pro's own view, the admin's queue). */
export async function findShowroomOfPro(db: Database, userId: number) {
  const [row] = await db.select().from(showrooms).where(eq(showrooms.userId, userId)).limit(1);
  return row ?? null;
}

/** A pro's own name and colour for their showroom. */
export async function updateShowroomSettings(
  tx: Database,
  userId: number,
  settings: { companyName: string; themeColor: string | null },
): Promise<void> {
  await tx.update(showrooms).set(settings).where(eq(showrooms.userId, userId));
}
