import { bulkStatusChoices } from '@app/domain/orders/admin-orders';
import { type ItemStatus, statusLabel } from '@app/domain/orders/item-status';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { SelectField } from '../../../../components/ui/SelectField.tsx';
import { card } from '../console-styles.ts';

/** The bulk control's select, focused again when its results are dismissed. */
export const BULK_STATUS_FIELD = 'admin-bulk-status';

export type SelectedItem = { id: number; status: ItemStatus; refunded: boolean };

/**
 * One status for every selected item. It offers only the statuses the rules allow for each of them
 * (domain bulkStatusChoices, on the same canChangeStatus the server applies item by item).
 */
export function BulkStatusBar({
  selected,
  onApply,
  onClear,
}: {
  selected: SelectedItem[];
  onApply: (status: ItemStatus) => Promise<void>;
  onClear: () => void;
}) {
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const choices = bulkStatusChoices('Admin', selected);
  const chosen = choices.find((s) => s === status);
  const count = selected.length;
  const apply = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await onApply(chosen);
      setStatus('');
    } finally {
      setBusy(false);
    }
  };
  const placeholder =
    count === 0
      ? 'Select items first'
      : choices.length === 0
        ? 'No status fits every selected item'
        : 'Choose a status';
  // Sticky from 640 px while items are selected: the admin ticks items far down the list and still sees
  // the control (on a phone it would cover too much of the screen).
  return (
    <section
      aria-label="Change the status of the selected items"
      className={`${card} space-y-3 ${count > 0 ? 'sm:sticky sm:top-2 sm:z-20 sm:shadow-md' : ''}`}
    >
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        {count === 0 ? 'No item selected.' : `${count} ${count === 1 ? 'item' : 'items'} selected.`}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SelectField
          id={BULK_STATUS_FIELD}
          label="New status for the selected items"
          containerClassName="sm:w-72"
          placeholder={placeholder}
          options={choices.map((s) => ({ value: s, label: statusLabel(s) }))}
          value={chosen ?? ''}
          disabled={count === 0 || choices.length === 0 || busy}
          onChange={(e) => setStatus(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={apply}
            disabled={!chosen}
            loading={busy}
            className="whitespace-nowrap max-sm:w-full"
          >
            {count > 0 ? `Apply to ${count} ${count === 1 ? 'item' : 'items'}` : 'Apply'}
          </Button>
          <Button
            variant="ghost"
            onClick={onClear}
            disabled={count === 0 || busy}
            className="whitespace-nowrap max-sm:w-full"
          >
            Clear selection
          </Button>
        </div>
      </div>
    </section>
  );
}
