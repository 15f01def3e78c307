import { dueAt, type ProApplicationStatus, type Verification } from '@app/domain/pros/registration';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { proApplications, showrooms, users } from '../../db/schema/index.ts';
import { findApplicationIn } from '../verification/applications.repository.ts';

export type NewApplication = typeof proApplications.$inferInsert;

export async function insertApplication(tx: Database, application: NewApplication): Promise<Date> {
  const [row] = await tx
    .insert(proApplications)
    .values(application)
    .returning({ submittedAt: proApplications.submittedAt });
  return row.submittedAt;
}

type ApplicationRow = typeof proApplications.$inferSelect;

export const verificationOf = (row: ApplicationRow): Verification => ({
  status: row.status as ProApplicationStatus,
  submitted_at: row.submittedAt.toISOString(),
  due_at: dueAt(row.submittedAt).toISOString(),
  decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
  decline_reason: row.declineReason,
});

export const findApplication = (db: Database, userId: number) => findApplicationIn('pro', db, userId);

/** The queue: applications in `status`, oldest first, with the pro and the showroom they asked for. */
export async function listApplications(db: Database, status: ProApplicationStatus, limit: number) {
  return db
    .select({
      application: proApplications,
      fullName: users.fullName,
      email: users.email,
      countryCode: users.countryCode,
      phoneNumber: users.phoneNumber,
      companyName: showrooms.companyName,
      vsdId: showrooms.vsdId,
    })
    .from(proApplications)
    .innerJoin(users, eq(users.id, proApplications.userId))
    .leftJoin(showrooms, eq(showrooms.userId, proApplications.userId))
    .where(eq(proApplications.status, status))
    .orderBy(asc(proApplications.submittedAt), asc(proApplications.userId))
    .limit(limit);
}

/** The showroom IDs of `candidates` someone already holds (capitals). */
export async function takenVsdIds(db: Database, candidates: readonly string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ vsdId: sql<string>`upper(${showrooms.vsdId})` })
    .from(showrooms)
    .where(inArray(sql`upper(${showrooms.vsdId})`, [...candidates]));
  return new Set(rows.map((r) => r.vsdId));
}
