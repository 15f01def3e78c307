import type { AdminUser } from '@app/domain/admin/users';
import { formatDate } from '@app/domain/format/date';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
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
  const columns: Column<AdminUser>[] = [
    { header: 'User', cell: (u) => <Who user={u} adminId={adminId} /> },
    { header: 'Type', cell: typeLine },
    { header: 'Joined', cell: (u) => formatDate(u.created_at), className: 'hidden min-[1200px]:table-cell' },
    { header: 'Status', cell: (u) => <StatusBadge user={u} /> },
    { header: 'Change status', cell: (u) => <UserStatusControl user={u} adminId={adminId} /> },
  ];
  return (
    <DataTable
      caption="Users"
      columns={columns}
      rows={users}
      rowKey={(u) => u.id}
      tableFrom="lg"
      cards={{
        className: 'grid gap-3 sm:grid-cols-2 lg:hidden',
        card: (u) => (
          <>
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
          </>
        ),
      }}
    />
  );
}
