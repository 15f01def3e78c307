import type { VendorApplication } from '@app/domain/vendors/contract';
import type { VendorApplicationStatus } from '@app/domain/vendors/registration';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { invitations, showrooms, users, vendorApplications } from '../../db/schema/index.ts';
import { findApplicationIn } from '../verification/applications.repository.ts';

export type VendorApplicationRow = typeof vendorApplications.$inferSelect;
export type NewVendorApplication = typeof vendorApplications.$inferInsert;

export const applicationOf = (row: VendorApplicationRow): VendorApplication => ({
  status: row.status as VendorApplicationStatus,
  company_name: row.companyName,
  brand_names: row.brandNames,
  website: row.website,
  submitted_at: row.submittedAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
  decline_reason: row.declineReason,
});

export async function insertVendorApplication(
  tx: Database,
  application: NewVendorApplication,
): Promise<VendorApplicationRow> {
  const [row] = await tx.insert(vendorApplications).values(application).returning();
  return row;
}

export const findVendorApplication = (db: Database, userId: number) =>
  findApplicationIn('vendor', db, userId);

const inviter = alias(users, 'inviter');

/**
 * The queue: applications in `status`, oldest first, with the account's email and, when the vendor came by an
 * invitation it accepted, who sent it (the pro and its company, or the admin).
 */
export function listVendorApplications(db: Database, status: VendorApplicationStatus, limit: number) {
  return db
    .select({
      application: vendorApplications,
      email: users.email,
      inviterName: inviter.fullName,
      inviterCompany: showrooms.companyName,
    })
    .from(vendorApplications)
    .innerJoin(users, eq(users.id, vendorApplications.userId))
    .leftJoin(
      invitations,
      and(eq(invitations.acceptedUserId, vendorApplications.userId), eq(invitations.kind, 'vendor')),
    )
    .leftJoin(inviter, eq(inviter.id, invitations.proUserId))
    .leftJoin(showrooms, eq(showrooms.userId, invitations.proUserId))
    .where(eq(vendorApplications.status, status))
    .orderBy(asc(vendorApplications.submittedAt), asc(vendorApplications.userId))
    .limit(limit);
}
