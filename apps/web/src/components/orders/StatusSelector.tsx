import type { UserType } from '@app/domain/accounts/roles';
import {
  canUseStatusSelector,
  type ItemStatus,
  statusLabel,
  statusSelectorOptions,
} from '@app/domain/orders/item-status';
import { type KeyboardEvent, useRef, useState } from 'react';
import { focusRing } from '../ui/focus-ring.ts';
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
  // A status reached with the arrow keys on a closed select is only a draft: browsers fire `change` for each
  // arrow press, and one press must never move an item on. Enter or the Save button sends it.
  const [draft, setDraft] = useState<ItemStatus | null>(null);
  const browsing = useRef(false);
  const options = canUseStatusSelector(userType) ? statusSelectorOptions(userType, current, refunded) : [];
  if (options.length < 2) return <StatusBadge status={current} />;

  const busy = saving || pending !== null;
  const shown = pending ?? draft ?? current;
  const commit = (next: ItemStatus) => {
    setDraft(null);
    browsing.current = false;
    if (next === current || busy) return;
    const result = onChange(next);
    if (!(result instanceof Promise)) return;
    setPending(next);
    result.then(
      () => setPending(null),
      () => setPending(null),
    );
  };
  const choose = (value: string) => {
    const next = options.find((s) => s === value);
    if (!next) return;
    if (browsing.current) setDraft(next === current ? null : next);
    else commit(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter' && draft) {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Escape' && draft) {
      event.preventDefault();
      setDraft(null);
      browsing.current = false;
    } else if (event.key !== 'Tab' && event.key !== 'Enter') {
      browsing.current = true;
    }
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
        onKeyDown={onKeyDown}
        onPointerDown={() => {
          browsing.current = false;
        }}
        onChange={(e) => choose(e.target.value)}
        options={options.map((s) => ({ value: s, label: statusLabel(s) }))}
      />
      {draft && !busy && (
        <button
          type="button"
          onClick={() => commit(draft)}
          aria-label={`Save ${statusLabel(draft)}`}
          className={`shrink-0 rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700 ${focusRing}`}
        >
          Save
        </button>
      )}
      {busy && <Spinner size="sm" label="Saving status" className="text-brand-600" />}
    </div>
  );
}
