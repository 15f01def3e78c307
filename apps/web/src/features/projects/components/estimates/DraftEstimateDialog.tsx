import type { ProEstimate } from '@app/domain/estimates/contract';
import type { ProjectRoom } from '@app/domain/projects/overview';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { SelectField } from '../../../../components/ui/SelectField.tsx';
import { TextAreaField } from '../../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/toast.ts';
import { draftEstimate } from '../../api/estimates.ts';
import { AllowanceFields } from './AllowanceFields.tsx';
import { type DraftForm, draftBodyOf, fieldOf } from './draft-form.ts';

/** The versions of a room still kept, newest first. */
const keptVersions = (room: ProjectRoom | undefined) =>
  room ? Array.from({ length: room.version_count }, (_, i) => room.version - i).filter((v) => v > 0) : [];

/**
 * "Draft an estimate": version 1 from a room of the project in one step (the server prices its takeoff, the
 * drafter's rates and the allowances). A refusal is shown next to its field; the new estimate opens after.
 */
export function DraftEstimateDialog({
  projectId,
  rooms,
  onClose,
  onDrafted,
}: {
  projectId: number;
  rooms: ProjectRoom[];
  onClose: () => void;
  onDrafted: (estimate: ProEstimate) => void;
}) {
  const [form, setForm] = useState<DraftForm>({
    designId: rooms[0] ? String(rooms[0].id) : '',
    designVersion: '',
    allowances: {},
    mode: 'fixed_price',
    depositKind: 'percent',
    deposit: '0',
    validUntil: '',
    message: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<DraftForm>) => setForm((f) => ({ ...f, ...patch }));
  const room = rooms.find((r) => String(r.id) === form.designId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = draftBodyOf(form);
    setErrors(read.errors);
    if (Object.keys(read.errors).length > 0) return;
    setSaving(true);
    try {
      const answer = await draftEstimate(projectId, read.body);
      notify.success(answer.message ?? 'The estimate is drafted.');
      onDrafted(answer.data);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const shown: Record<string, string> = {};
        for (const [key, messages] of Object.entries(error.fieldErrors))
          shown[fieldOf(key)] ??= messages[0] ?? '';
        setErrors(shown);
      }
    } finally {
      setSaving(false);
    }
  }

  const unplaced = Object.entries(errors).filter(
    ([key]) =>
      !['design_id', 'design_version', 'deposit', 'valid_until', 'message', 'mode'].includes(key) &&
      !key.startsWith('allowances.'),
  );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Draft an estimate"
      description="Version 1 is made from a room’s takeoff at the showroom’s prices, your rates and the allowances below."
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="draft-estimate" loading={saving}>
            Draft the estimate
          </Button>
        </>
      }
    >
      <form
        id="draft-estimate"
        aria-label="Draft an estimate"
        className="space-y-4"
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        {unplaced.length > 0 && <FormAlert>{unplaced.map(([, m]) => m).join(' ')}</FormAlert>}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label="Room"
            value={form.designId}
            placeholder={rooms.length === 0 ? 'No rooms yet' : undefined}
            options={rooms.map((r) => ({ value: String(r.id), label: r.name }))}
            error={errors.design_id}
            onChange={(e) => set({ designId: e.target.value, designVersion: '' })}
          />
          <SelectField
            label="Design version"
            value={form.designVersion}
            options={keptVersions(room).map((v, i) => ({
              value: i === 0 ? '' : String(v),
              label: i === 0 ? `v${v} (newest)` : `v${v}`,
            }))}
            error={errors.design_version}
            onChange={(e) => set({ designVersion: e.target.value })}
          />
        </div>
        <AllowanceFields
          value={form.allowances}
          errors={errors}
          onChange={(category, choice) => set({ allowances: { ...form.allowances, [category]: choice } })}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">How the homeowner sees it</legend>
          <div className="mt-1 flex flex-wrap gap-4 text-sm">
            {(
              [
                ['fixed_price', 'Fixed price (totals and allowances)'],
                ['open_book', 'Open book (every line, cost and markup)'],
              ] as const
            ).map(([mode, words]) => (
              <label key={mode} className="flex items-center gap-2">
                <input type="radio" name="mode" checked={form.mode === mode} onChange={() => set({ mode })} />
                {words}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <SelectField
            label="Deposit as"
            value={form.depositKind}
            options={[
              { value: 'percent', label: 'Percent of the total' },
              { value: 'fixed', label: 'An amount' },
            ]}
            onChange={(e) => set({ depositKind: e.target.value as DraftForm['depositKind'] })}
          />
          <TextField
            label={form.depositKind === 'percent' ? 'Deposit (%)' : 'Deposit ($)'}
            inputMode="decimal"
            value={form.deposit}
            error={errors.deposit}
            onChange={(e) => set({ deposit: e.target.value })}
          />
          <TextField
            label="Valid until"
            type="date"
            value={form.validUntil}
            error={errors.valid_until}
            onChange={(e) => set({ validUntil: e.target.value })}
          />
        </div>
        <TextAreaField
          label="Message to the homeowner"
          value={form.message}
          maxLength={2000}
          error={errors.message}
          onChange={(e) => set({ message: e.target.value })}
        />
      </form>
    </Modal>
  );
}
