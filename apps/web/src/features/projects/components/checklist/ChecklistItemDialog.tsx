import { decimalInput } from '@app/domain/format/digits';
import {
  CHECKLIST_KINDS,
  CHECKLIST_STATUS_LABELS,
  CHECKLIST_STATUSES,
  type ChecklistItem,
} from '@app/domain/projects/checklist';
import { formatDimensions } from '@app/domain/projects/checklist-dimensions';
import type { ChecklistItemBody } from '@app/domain/projects/checklist-edit';
import type { SpacePhoto } from '@app/domain/projects/space-photos';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { SelectField } from '../../../../components/ui/SelectField.tsx';
import { TextAreaField } from '../../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import {
  checkItem,
  draftOf,
  emptyDraft,
  type ItemDraft,
  type ItemErrors,
  itemErrorsOf,
} from './item-form.ts';
import { PhotoChoice } from './PhotoChoice.tsx';
import type { EditOutcome } from './use-checklist-editor.ts';

export const KIND_LABELS = { surface: 'Surface', fixture: 'Fixture', task: 'Task' } as const;

/** The measures typed, shown in both units as the checklist will show them ("120 × 18 in (3,048 × 457 mm)"). */
function bothUnits(draft: ItemDraft) {
  const typed = (text: string) => {
    const n = Number(text);
    return text.trim() === '' || !Number.isFinite(n) || n <= 0 ? null : n;
  };
  return formatDimensions(
    { width: typed(draft.width), length: typed(draft.length), height: typed(draft.height) },
    draft.unit,
  );
}

/**
 * Adding or editing a checklist item: room, what, its dimensions in inches or millimetres (shown in both),
 * quantity, status, assignee, notes and one of the project's photos. Errors show under their fields, the schema's first, then the server's.
 */
export function ChecklistItemDialog({
  item,
  room,
  people,
  photos,
  onSave,
  onClose,
}: {
  /** The item edited; none to add one. */
  item?: ChecklistItem;
  /** The room a new item starts in. */
  room?: string;
  people: { user_id: number; name: string }[];
  /** The project's photos of the space (undefined while they load). */
  photos: SpacePhoto[] | undefined;
  onSave: (body: ChecklistItemBody) => Promise<EditOutcome>;
  onClose: () => void;
}) {
  const formId = useId();
  const [draft, setDraft] = useState<ItemDraft>(() => (item ? draftOf(item) : emptyDraft(room)));
  const [errors, setErrors] = useState<ItemErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<ItemDraft>) => setDraft((d) => ({ ...d, ...change }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: invalid } = checkItem(draft, item);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSaving(true);
    const outcome = await onSave(body);
    setSaving(false);
    if (outcome.ok) onClose();
    else if (outcome.errors) setErrors(itemErrorsOf(outcome.errors));
  };

  const measureField = (key: 'width' | 'length' | 'height', label: string) => (
    <TextField
      label={`${label} (${draft.unit})`}
      inputMode="decimal"
      value={draft[key]}
      error={errors[key]}
      onChange={(e) => set({ [key]: decimalInput(e.target.value) })}
    />
  );
  const shown = bothUnits(draft);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? `Edit “${item.title}”` : 'Add a checklist item'}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {item ? 'Save item' : 'Add item'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Room"
          required
          autoFocus
          maxLength={80}
          value={draft.room}
          error={errors.room}
          hint="Kitchen, Hall bath, Patio…"
          onChange={(e) => set({ room: e.target.value })}
        />
        <SelectField
          label="What"
          required
          options={CHECKLIST_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          value={draft.kind}
          error={errors.kind}
          onChange={(e) => set({ kind: e.target.value as ItemDraft['kind'] })}
        />
        <TextField
          label="Item"
          required
          maxLength={160}
          containerClassName="sm:col-span-2"
          value={draft.title}
          error={errors.title}
          hint="What to decide, buy or do: “Backsplash tile”, “Move the outlet”."
          onChange={(e) => set({ title: e.target.value })}
        />
        <fieldset className="rounded-md border border-slate-200 p-3 sm:col-span-2">
          <legend className="px-1 text-sm font-medium text-slate-800">
            Dimensions (width × length × height)
          </legend>
          <div className="grid gap-3 sm:grid-cols-4">
            <SelectField
              label="Unit"
              options={[
                { value: 'in', label: 'Inches' },
                { value: 'mm', label: 'Millimetres' },
              ]}
              value={draft.unit}
              error={errors.unit}
              onChange={(e) => set({ unit: e.target.value as ItemDraft['unit'] })}
            />
            {measureField('width', 'Width')}
            {measureField('length', 'Length')}
            {measureField('height', 'Height')}
          </div>
          <p className="mt-2 text-xs text-slate-600" aria-live="polite">
            {shown ? `Shown as ${shown}` : 'Leave empty what you have not measured.'}
          </p>
        </fieldset>
        <TextField
          label="Quantity"
          required
          inputMode="numeric"
          value={draft.quantity}
          error={errors.quantity}
          onChange={(e) => set({ quantity: e.target.value.replace(/\D+/g, '') })}
        />
        <SelectField
          label="Status"
          options={CHECKLIST_STATUSES.map((s) => ({ value: s, label: CHECKLIST_STATUS_LABELS[s] }))}
          value={draft.status}
          error={errors.status}
          onChange={(e) => set({ status: e.target.value as ItemDraft['status'] })}
        />
        <SelectField
          label="Assignee"
          containerClassName="sm:col-span-2"
          options={[
            { value: '', label: 'Nobody yet' },
            ...people.map((p) => ({ value: String(p.user_id), label: p.name })),
          ]}
          value={draft.assignee}
          error={errors.assignee}
          onChange={(e) => set({ assignee: e.target.value })}
        />
        <TextAreaField
          label="Notes"
          containerClassName="sm:col-span-2"
          maxLength={2000}
          value={draft.notes}
          error={errors.notes}
          onChange={(e) => set({ notes: e.target.value })}
        />
        <PhotoChoice
          photos={photos}
          value={draft.photo}
          error={errors.photo}
          onChange={(photo) => set({ photo })}
        />
      </form>
    </Modal>
  );
}
