import type { UserType } from '@app/domain/accounts/roles';
import { SETTABLE_USER_STATUSES, type UserStatusFilter } from '@app/domain/admin/users';
import { and, count, desc, eq, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { proApplications, showrooms, users, vendorApplications } from '../../db/schema/index.ts';
import { likeEscape } from '../showrooms/showrooms.repository.ts';

export type UserFilters = { q?: string; type?: UserType; status?: UserStatusFilter };

/** An account as the admin's users page lists it, with where its pro or vendor registration stands. */
export type AdminUserRow = {
  id: number;
  fullName: string;
  email: string;
  type: string;
  status: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  companyName: string | null;
  proStatus: string | null;
  vendorStatus: string | null;
};

const columns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  type: users.type,
  status: users.status,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  // A pro's company is its showroom's; a vendor's the one it registered with.
  companyName: sql<string | null>`case ${users.type}
    when 'Contractor' then (select s.company_name from ${showrooms} s where s.user_id = ${users.id} order by s.id limit 1)
    when 'Vendor' then ${vendorApplications.companyName} end`,
  proStatus: proApplications.status,
  vendorStatus: vendorApplications.status,
};

function whereOf(f: UserFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.q) {
    // Any part of the name or email, case-insensitively (trigram indexes, migration 0026).
    const pattern = `%${likeEscape(f.q.toLowerCase())}%`;
    conditions.push(
      or(sql`lower(${users.fullName}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`) as SQL,
    );
  }
  if (f.type) conditions.push(eq(users.type, f.type));
  if (f.status === 'Pending') conditions.push(notInArray(users.status, [...SETTABLE_USER_STATUSES]));
  else if (f.status) conditions.push(eq(users.status, f.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the accounts matching `f`, newest first, and how many match in all. */
export async function usersPage(
  db: Database,
  f: UserFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = whereOf(f);
  const [{ n }] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(proApplications, eq(proApplications.userId, users.id))
    .leftJoin(vendorApplications, eq(vendorApplications.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: Number(n) };
}

/** One account as the users page shows it; null when there is none. */
export async function findAdminUser(db: Database, id: number): Promise<AdminUserRow | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(proApplications, eq(proApplications.userId, users.id))
    .leftJoin(vendorApplications, eq(vendorApplications.userId, users.id))
    .where(eq(users.id, id));
  return row ?? null;
}

/** Locks the account's row for the rest of the transaction (two admins changing it at once take turns). */
export async function lockUser(tx: Database, id: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  return rows.length > 0;
}
