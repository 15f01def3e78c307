import type { UserType } from '@app/domain/accounts/roles';
import {
  canUseStatusSelector,
  type ItemStatus,
  statusLabel,
  statusSelectorOptions,
} from '@app/domain/orders/item-status';
import { useState } from 'react';
import { SelectField } from '../ui/SelectField.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { statusTone } from './status-tone.ts';

export type StatusSelectorProps = {
  userType: UserType;
  /** The item's stored status. */
  current: ItemStatus;
  /** Money was given back for the item: a refunded Decline, Cancle or Returned is final (nothing to choose). */
  refunded?: boolean;
  /**
   * Called only with a status other than `current` (spec point 4: no status-changed event for the same
   * value). Return the save's promise: the select is disabled and shows the choice until it settles, and
   * goes back to `current` if it rejects (the api client has already shown the error toast).
   */
  onChange: (next: ItemStatus) => unknown;
  /** The select's accessible name, e.g. "Status of Oak plank". */
  label: string;
  hideLabel?: boolean;
  /** Disabled from outside, e.g. while the order is saving. */
  saving?: boolean;
  /** Classes of the outer box (e.g. a width). */
  className?: string;
};

/**
 * The order item status selector (spec points 2, 4, 6). Shows the current status and only the statuses
 * `statusSelectorOptions(userType, current, refunded)` allows, by display name. A role that cannot use the
 * selector (Contractor, User) — or a role left with no other choice (a vendor once Admin has taken over, anyone
 * once a refunded item is final) — sees the read-only status badge instead.
 */
export function StatusSelector({
  userType,
  current,
  refunded = false,
  onChange,
  label,
  hideLabel,
  saving = false,
  className = '',
}: StatusSelectorProps) {
  const [pending, setPending] = useState<ItemStatus | null>(null);
  const options = canUseStatusSelector(userType) ? statusSelectorOptions(userType, current, refunded) : [];
  if (options.length < 2) return <StatusBadge status={current} />;

  const busy = saving || pending !== null;
  const shown = pending ?? current;
  const choose = (value: string) => {
    const next = options.find((s) => s === value);
    if (!next || next === current || busy) return;
    const result = onChange(next);
    if (!(result instanceof Promise)) return;
    setPending(next);
    result.then(
      () => setPending(null),
      () => setPending(null),
    );
  };

  return (
    <div className={`flex items-center gap-2 ${className}`.trim()}>
      {/* The status group's colour, as on the badge; the selected text says the same to everyone. */}
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${statusTone(shown).dot}`} />
      <SelectField
        label={label}
        hideLabel={hideLabel}
        containerClassName="min-w-0 flex-1"
        value={shown}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(e) => choose(e.target.value)}
        options={options.map((s) => ({ value: s, label: statusLabel(s) }))}
      />
      {busy && <Spinner size="sm" label="Saving status" className="text-brand-600" />}
    </div>
  );
}
