import type { AdminUser } from '@app/domain/admin/users';
import { formatDate } from '@app/domain/format/date';
import { td, th } from './console-styles.ts';
import { UserStatusControl } from './UserStatusControl.tsx';

const STATUS_TONES: Record<AdminUser['status_group'], string> = {
  Active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Approve: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Deactive: 'bg-red-50 text-red-800 ring-red-200',
  Pending: 'bg-amber-50 text-amber-800 ring-amber-200',
};

function StatusBadge({ user }: { user: AdminUser }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONES[user.status_group]}`}
    >
      {user.status}
    </span>
  );
}

function Who({ user, adminId }: { user: AdminUser; adminId: number | undefined }) {
  return (
    <>
      <span className="block font-medium text-slate-900">
        {user.full_name}
        {user.id === adminId && <span className="ml-1 text-xs font-normal text-slate-600">(you)</span>}
      </span>
      <span className="block max-w-72 truncate text-slate-600">{user.email}</span>
      {!user.email_verified && <span className="block text-xs text-amber-700">Email not verified</span>}
    </>
  );
}

const typeLine = (u: AdminUser) => (u.company_name ? `${u.type} · ${u.company_name}` : u.type);

/**
 * The accounts found: cards on phones and tablets (two a row from 640 px), a table from 1024 px with the join
 * date beyond 1199 px (spec point 9's breakpoints; the console's menu takes 12rem beside it). Each row has its
 * status control.
 */
export function UsersTable({ users, adminId }: { users: AdminUser[]; adminId: number | undefined }) {
  return (
    <>
      <ul aria-label="Users" className="grid gap-3 sm:grid-cols-2 lg:hidden">
        {users.map((u) => (
          <li key={u.id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <Who user={u} adminId={adminId} />
            <p className="text-slate-700">
              {typeLine(u)} · <StatusBadge user={u} />
            </p>
            <div>
              {/* The table says it in its column header; a card says it above the control. */}
              <span aria-hidden="true" className="mb-1 block text-xs font-medium text-slate-600">
                Change status
              </span>
              <UserStatusControl user={u} adminId={adminId} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm lg:block">
        <table className="min-w-full divide-y divide-slate-200">
          <caption className="sr-only">Users</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                User
              </th>
              <th scope="col" className={th}>
                Type
              </th>
              <th scope="col" className={`${th} hidden min-[1200px]:table-cell`}>
                Joined
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                Change status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((u) => (
              <tr key={u.id}>
                <th scope="row" className={`${td} text-left font-normal`}>
                  <Who user={u} adminId={adminId} />
                </th>
                <td className={td}>{typeLine(u)}</td>
                <td className={`${td} hidden min-[1200px]:table-cell`}>{formatDate(u.created_at)}</td>
                <td className={td}>
                  <StatusBadge user={u} />
                </td>
                <td className={td}>
                  <UserStatusControl user={u} adminId={adminId} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
