import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { SelectField } from '../../../../components/ui/SelectField.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import type { LeadFilterValues } from '../../api/leads.ts';
import { card } from '../console-styles.ts';

const EMPTY: LeadFilterValues = { q: '', lead_type: '', from: '', to: '' };

type Props = {
  values: LeadFilterValues;
  leadTypes: readonly string[];
  errors: Record<string, string>;
  onApply: (values: LeadFilterValues) => void;
};

/** Search, lead type and the days sent (Pacific time); applied on submit, cleared in one click. */
export function LeadFilters({ values, leadTypes, errors, onApply }: Props) {
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const set = (patch: Partial<LeadFilterValues>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <form
      aria-label="Filter leads"
      noValidate
      className={`${card} @container`}
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ ...draft, q: draft.q.trim() });
      }}
    >
      <div className="grid gap-3 @lg:grid-cols-2 @4xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] @4xl:items-end">
        <TextField
          label="Search"
          type="search"
          placeholder="Name, email or phone"
          maxLength={100}
          value={draft.q}
          error={errors.q}
          onChange={(e) => set({ q: e.target.value })}
        />
        <SelectField
          label="Lead type"
          placeholder="All types"
          options={leadTypes.map((t) => ({ value: t, label: t }))}
          value={draft.lead_type}
          error={errors.lead_type}
          onChange={(e) => set({ lead_type: e.target.value })}
        />
        <TextField
          label="Sent from"
          type="date"
          value={draft.from}
          error={errors.from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField
          label="Sent to"
          type="date"
          value={draft.to}
          error={errors.to}
          onChange={(e) => set({ to: e.target.value })}
        />
        <div className="flex flex-wrap gap-2 @lg:col-span-2 @4xl:col-span-1">
          <Button type="submit">Apply</Button>
          <Button variant="outline" onClick={() => onApply(EMPTY)}>
            Clear
          </Button>
        </div>
      </div>
    </form>
  );
}
