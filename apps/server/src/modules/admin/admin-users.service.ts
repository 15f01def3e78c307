import type { UserType } from '@app/domain';
import {
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuery,
  type SettableUserStatus,
  statusChangeRefusal,
  statusFilterOf,
  USER_STATUS_MESSAGES,
  USERS_PER_PAGE,
} from '@app/domain/admin/users';
import { paginationRecord } from '@app/domain/catalog/pagination';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { revokeUserTokens } from '../accounts/token.repository.ts';
import { setUserStatus } from '../accounts/users.repository.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { findShowroomOfPro, setShowroomLive } from '../showrooms/showrooms.repository.ts';
import { type AdminUserRow, findAdminUser, lockUser, usersPage } from './admin-users.repository.ts';

type Registration = AdminUser['verification'];

function registrationOf(row: AdminUserRow): Registration {
  const status = row.proStatus ?? row.vendorStatus;
  if (!status) return null;
  return { kind: row.proStatus ? 'pro' : 'vendor', status: status as NonNullable<Registration>['status'] };
}

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  full_name: row.fullName,
  email: row.email,
  type: row.type as UserType,
  status: row.status,
  status_group: statusFilterOf(row.status),
  email_verified: row.emailVerifiedAt != null,
  company_name: row.companyName,
  verification: registrationOf(row),
  created_at: row.createdAt.toISOString(),
});

/** GET /api/admin/users: one page of the accounts matching the search and filters, newest first. */
export async function listUsers(db: Database, query: AdminUsersQuery, path: string): Promise<AdminUsersPage> {
  const { rows, total } = await usersPage(db, query, {
    limit: USERS_PER_PAGE,
    offset: (query.page - 1) * USERS_PER_PAGE,
  });
  return paginationRecord({
    data: rows.map(toAdminUser),
    total,
    perPage: USERS_PER_PAGE,
    currentPage: query.page,
    path,
    query: { q: query.q, type: query.type, status: query.status },
  });
}

/**
 * A Contractor's showroom is open only while the pro may sign in and the verification queue approved it (or
 * it never went through the queue): deactivating closes it, reactivating opens it again. Null when the
 * account has no showroom or the showroom stays as it is.
 */
async function followShowroom(tx: Database, row: AdminUserRow, to: SettableUserStatus) {
  if (row.type !== 'Contractor') return null;
  const showroom = await findShowroomOfPro(tx, row.id);
  if (!showroom) return null;
  const live = to !== 'Deactive' && (row.proStatus ?? 'approved') === 'approved';
  if (showroom.live === live) return null;
  await setShowroomLive(tx, row.id, live);
  return { before: showroom.live, after: live };
}

/**
 * PATCH /api/admin/users/{id}/status, in one transaction with its audit entry: Active or Approve let the
 * account sign in; Deactive also revokes its tokens (every request re-checks the status, so they would stop
 * working anyway; revoked, they stay dead if the account is reactivated). Setting the status it already has
 * changes and records nothing. Refused: a pending or declined pro or vendor (the verification queue decides,
 * 409) and an admin deactivating themself (422).
 */
export async function changeUserStatus(
  db: Database,
  admin: { id: number; type: string },
  id: number,
  status: SettableUserStatus,
): Promise<{ user: AdminUser; changed: boolean }> {
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, id))) throw new AppError('not_found');
    const row = (await findAdminUser(tx, id)) as AdminUserRow;
    const refusal = statusChangeRefusal(toAdminUser(row), status, admin.id);
    if (refusal === USER_STATUS_MESSAGES.selfDeactivate)
      throw AppError.invalid(fieldError('status', refusal));
    if (refusal) throw new AppError('conflict', refusal);
    if (row.status === status) return { user: toAdminUser(row), changed: false };

    await setUserStatus(tx, id, status);
    if (status === 'Deactive') await revokeUserTokens(tx, id);
    const showroom = await followShowroom(tx, row, status);
    await recordAudit(tx, admin, {
      action: 'user.status',
      entity: 'user',
      entityId: id,
      before: { status: row.status, ...(showroom && { showroom_live: showroom.before }) },
      after: { status, ...(showroom && { showroom_live: showroom.after }) },
    });
    return { user: toAdminUser({ ...row, status }), changed: true };
  });
}
