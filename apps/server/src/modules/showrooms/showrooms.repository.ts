import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';

export type ShowroomMatch = { id: number; company_name: string; vsd_id: string };

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
    where upper(vsd_id) like upper(${`${text}%`}) or company_name ilike ${`%${text}%`}
    order by (upper(vsd_id) = upper(${s})) desc, (upper(vsd_id) like upper(${`${text}%`})) desc,
      company_name, id
    limit ${limit}`);
  return rowsOf<ShowroomMatch>(result).map((r) => ({ ...r, id: Number(r.id) }));
}
