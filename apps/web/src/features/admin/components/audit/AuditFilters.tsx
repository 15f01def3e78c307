import { KNOWN_AUDIT_ENTITIES } from '@app/domain/audit/contract';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import type { AuditFilterValues } from '../../api/audit.ts';
import { card } from '../console-styles.ts';

export const NO_AUDIT_FILTERS: AuditFilterValues = {
  entity: '',
  entity_id: '',
  actor: '',
  actor_id: '',
  action: '',
  from: '',
  to: '',
};

type Props = {
  values: AuditFilterValues;
  errors: Record<string, string>;
  onApply: (values: AuditFilterValues) => void;
};

/** What changed (entity, its id, the action), who (name or email), and the days (Pacific time). */
export function AuditFilters({ values, errors, onApply }: Props) {
  const [draft, setDraft] = useState(values);
  const entities = useId();
  useEffect(() => setDraft(values), [values]);
  const set = (patch: Partial<AuditFilterValues>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (field: 'entity' | 'entity_id' | 'actor' | 'action', label: string, max: number) => (
    <TextField
      label={label}
      maxLength={max}
      value={draft[field]}
      error={errors[field]}
      list={field === 'entity' ? entities : undefined}
      onChange={(e) => set({ [field]: e.target.value })}
    />
  );
  return (
    <form
      aria-label="Filter the audit log"
      noValidate
      className={`${card} @container space-y-3`}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(
          Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()])) as AuditFilterValues,
        );
      }}
    >
      <div className="grid gap-3 @lg:grid-cols-2 @2xl:grid-cols-3">
        {text('entity', 'Entity', 40)}
        <datalist id={entities}>
          {KNOWN_AUDIT_ENTITIES.map((e) => (
            <option key={e} value={e} />
          ))}
        </datalist>
        {text('entity_id', 'Entity id', 64)}
        {text('action', 'Action', 60)}
        {text('actor', 'Who (name or email)', 100)}
        <TextField
          label="From"
          type="date"
          value={draft.from}
          error={errors.from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          error={errors.to}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
      {(draft.actor_id || errors.actor_id) && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>Only changes by account #{draft.actor_id}.</span>
          {errors.actor_id && <span className="text-red-700">{errors.actor_id}</span>}
          <Button variant="link" onClick={() => onApply({ ...draft, actor_id: '' })}>
            Show everyone’s
          </Button>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Apply</Button>
        <Button variant="outline" onClick={() => onApply(NO_AUDIT_FILTERS)}>
          Clear
        </Button>
      </div>
    </form>
  );
}
