import type { Place } from '@app/domain/projects/designers';
import { and, asc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { proApplications, projects, users } from '../../db/schema/index.ts';

/**
 * A designer is an approved pro whose registration's trade is designer (pro_applications, issue 11): an
 * active Contractor account whose licence the admin approved.
 */
const isApprovedDesigner = and(
  eq(users.type, 'Contractor'),
  eq(users.status, 'Active'),
  eq(proApplications.trade, 'designer'),
  eq(proApplications.status, 'approved'),
);

/** Their showroom's company name: a pro registers one showroom (the first if there were ever more). */
const businessOf = sql<string>`coalesce((select s.company_name from showrooms s
  where s.user_id = ${users.id} order by s.id limit 1), '')`;

/**
 * Their portfolio from the data there is: the saved designs of projects in their showroom, and of the
 * projects they design in as a member. Templates are the platform's, the same in every showroom.
 */
const portfolioOf = sql<number>`(select count(*)::int from designs d
  join projects p on p.id = d.project_id
  where p.showroom_user_id = ${users.id}
     or exists (select 1 from project_members m
                where m.project_id = p.id and m.user_id = ${users.id} and m.role = 'designer'))`;

export type DesignerRow = {
  userId: number;
  name: string;
  business: string;
  city: string;
  state: string;
  zip: string;
  portfolioCount: number;
};

function designers(db: Database, where: SQL | undefined, limit: number): Promise<DesignerRow[]> {
  return db
    .select({
      userId: users.id,
      name: users.fullName,
      business: businessOf,
      city: proApplications.businessCity,
      state: proApplications.businessState,
      zip: proApplications.businessZipCode,
      portfolioCount: portfolioOf,
    })
    .from(users)
    .innerJoin(proApplications, eq(proApplications.userId, users.id))
    .where(and(isApprovedDesigner, where))
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(limit);
}

/**
 * Up to `limit` designers, those of `state` first: the database picks the same state, then fills the rest
 * with the others, each by name; the domain (byNearness) orders the page (a shared ZIP prefix first).
 */
export async function designersNear(db: Database, state: string | null, limit: number) {
  if (!state) return designers(db, undefined, limit);
  const sameState = sql`upper(${proApplications.businessState}) = upper(${state})`;
  const near = await designers(db, sameState, limit);
  if (near.length >= limit) return near;
  return [...near, ...(await designers(db, not(sameState), limit - near.length))];
}

/** These accounts, those of them that are approved designers. */
export function designersByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return designers(db, inArray(users.id, [...ids]), ids.length);
}

/** Where a pro's business is, from their registration; null when they have none (registered before the check). */
export async function placeOfPro(db: Database, proId: number): Promise<Place | null> {
  const [row] = await db
    .select({ state: proApplications.businessState, zip: proApplications.businessZipCode })
    .from(proApplications)
    .where(eq(proApplications.userId, proId));
  return row ?? null;
}

/** The pro whose showroom a project is in (the showroom is named by its pro's user id). */
export async function showroomProOfProject(db: Database, projectId: number): Promise<number | null> {
  const [row] = await db
    .select({ proId: projects.showroomUserId })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.proId ?? null;
}
