import { USER_TYPES } from '@app/domain';
import { USER_STATUS_FILTERS } from '@app/domain/admin/users';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useSession } from '../../../lib/session.tsx';
import { type UsersFilter, useAdminUsers } from '../api/users.ts';
import { card, emptyBox } from '../components/console-styles.ts';
import { countLabel } from '../components/count-label.ts';
import { LoadError } from '../components/LoadError.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { UsersFilters } from '../components/UsersFilters.tsx';
import { UsersTable } from '../components/UsersTable.tsx';

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | '' =>
  values.includes(v as T) ? (v as T) : '';

/** The search and filters live in the address, so a filtered page can be reloaded or shared. */
function useUsersFilter(): [UsersFilter, (next: Partial<UsersFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter: UsersFilter = {
    q: params.get('q') ?? '',
    type: oneOf(USER_TYPES, params.get('type')),
    status: oneOf(USER_STATUS_FILTERS, params.get('status')),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const update = (next: Partial<UsersFilter>) => {
    const merged = { ...filter, ...next };
    const query: Record<string, string> = {};
    if (merged.q) query.q = merged.q;
    if (merged.type) query.type = merged.type;
    if (merged.status) query.status = merged.status;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query);
  };
  return [filter, update];
}

/**
 * /admin/users: every account, searched by name or email and filtered by type and status, with a status
 * control per account (Active, Approve, Deactive — spec point 4's effects on sign-in).
 */
export default function AdminUsersPage() {
  const { user } = useSession();
  const [filter, setFilter] = useUsersFilter();
  const users = useAdminUsers(filter);
  const filtered = !!(filter.q || filter.type || filter.status);
  return (
    <div className="space-y-6">
      <PageHeader title="Users">
        Active and Approve accounts sign in; a Deactive one is signed out at once. Pros and vendors waiting
        for verification are decided in the verification queue.
      </PageHeader>
      <div className={card}>
        <UsersFilters key={filter.q} filter={filter} onChange={setFilter} />
      </div>
      <section aria-labelledby="admin-users-found" aria-busy={users.isFetching} className="space-y-4">
        <h2 id="admin-users-found" className="sr-only">
          Users found
        </h2>
        {users.isPending ? (
          <Spinner size="lg" label="Loading the users" />
        ) : users.isError ? (
          <LoadError onRetry={users.refetch}>The users could not be loaded.</LoadError>
        ) : users.data.total === 0 ? (
          <p className={emptyBox}>{filtered ? 'No user matches the search.' : 'No users yet.'}</p>
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {countLabel(users.data.total, 'user')}
            </p>
            <UsersTable users={users.data.data} adminId={user?.id} />
            <Pagination
              page={Math.min(filter.page, users.data.last_page)}
              lastPage={users.data.last_page}
              label="Users pages"
              onPageChange={(page) => setFilter({ page })}
            />
          </>
        )}
      </section>
    </div>
  );
}
