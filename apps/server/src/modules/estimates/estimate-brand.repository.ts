import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projects, showroomLogos, showrooms, users } from '../../db/schema/index.ts';

/**
 * Whose estimate a PDF is: the project's homeowner, and the showroom's name and stored logo (if any): the
 * logo's object key, or the bytes of a row kept from before the object store.
 */
export type EstimateBrand = {
  homeowner: string;
  company: string | null;
  logo: { key: string | null; bytes: Buffer | null } | null;
};

/**
 * The brand an estimate of the project carries: the showroom the project shops in (its vsd_id, else its
 * pro's showroom). A logo is only the uploaded bytes (showroom_logos): a `business_logo` URL elsewhere is
 * not fetched.
 */
export async function estimateBrandOf(db: Database, projectId: number): Promise<EstimateBrand> {
  const [row] = await db
    .select({
      homeowner: users.fullName,
      company: showrooms.companyName,
      logoKey: showroomLogos.objectKey,
      logoBytes: showroomLogos.bytes,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoin(
      showrooms,
      or(
        sql`upper(${showrooms.vsdId}) = upper(${projects.vsdId})`,
        and(isNull(projects.vsdId), eq(showrooms.userId, projects.showroomUserId)),
      ),
    )
    .leftJoin(showroomLogos, eq(showroomLogos.showroomId, showrooms.id))
    .where(eq(projects.id, projectId))
    .limit(1);
  return {
    homeowner: row?.homeowner ?? '',
    company: row?.company ?? null,
    logo: row?.logoKey || row?.logoBytes ? { key: row.logoKey, bytes: row.logoBytes } : null,
  };
}
