import { USER_TYPES } from '@app/domain';
import { USER_SEARCH_MAX, USER_STATUS_FILTERS } from '@app/domain/admin/users';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import type { UsersFilter } from '../api/users.ts';

const TYPE_LABELS: Record<string, string> = {
  User: 'Homeowner (User)',
  Vendor: 'Vendor',
  Contractor: 'Pro (Contractor)',
  Admin: 'Admin',
};
const typeOptions = USER_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));
const statusOptions = USER_STATUS_FILTERS.map((s) => ({
  value: s,
  label: s === 'Pending' ? 'Pending approval' : s,
}));

/**
 * The users page's search (name or email, on submit) and its type and status filters (at once). Each
 * change starts again at page 1.
 */
export function UsersFilters({
  filter,
  onChange,
}: {
  filter: UsersFilter;
  onChange: (next: Partial<UsersFilter>) => void;
}) {
  const [q, setQ] = useState(filter.q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ q: q.trim(), page: 1 });
  };
  return (
    <search aria-label="Search users">
      <form
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      >
        <TextField
          containerClassName="sm:col-span-2 lg:col-span-1"
          label="Name or email"
          type="search"
          value={q}
          maxLength={USER_SEARCH_MAX}
          onChange={(e) => setQ(e.target.value)}
        />
        <SelectField
          label="Type"
          placeholder="All types"
          options={typeOptions}
          value={filter.type}
          onChange={(e) => onChange({ type: e.target.value as UsersFilter['type'], page: 1 })}
        />
        <SelectField
          label="Status"
          placeholder="All statuses"
          options={statusOptions}
          value={filter.status}
          onChange={(e) => onChange({ status: e.target.value as UsersFilter['status'], page: 1 })}
        />
        <Button type="submit" className="sm:justify-self-start lg:justify-self-auto">
          Search
        </Button>
      </form>
    </search>
  );
}
