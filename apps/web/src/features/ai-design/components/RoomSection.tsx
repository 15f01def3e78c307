import { OWN_ROOM_KIND_LABELS, OWN_ROOM_KINDS, type OwnRoomKind } from '@app/domain/projects/own-room';
import { FLOOR_PLANS, type PlanKind } from '@app/domain/room/floor-plans';
import { useMemo, useState } from 'react';
import { OwnRoomPreview } from '../../../components/own-room/OwnRoomPreview.tsx';
import { previewOf, type RoomDraft } from '../../../components/own-room/own-room-draft.ts';
import { RoomMeasureFields } from '../../../components/own-room/RoomMeasureFields.tsx';
import { PLAN_KIND_LABELS, PlanKindTabs } from '../../../components/room/PlanKindTabs.tsx';
import { PlanThumb } from '../../../components/room/PlanThumb.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { measureErrors, type RequestDraft, type RequestErrors } from '../request-form.ts';
import { FormSection } from './FormSection.tsx';

/** The kinds of room the designer furnishes indoors (the outdoor plans are hardscape, not a room of products). */
const KINDS: PlanKind[] = ['bathroom', 'kitchen', 'living', 'dining', 'laundry'];
const OWN_KINDS = OWN_ROOM_KINDS.map((k) => ({ value: k, label: OWN_ROOM_KIND_LABELS[k] }));

function RoomModeSwitch({
  value,
  onChange,
}: {
  value: 'plan' | 'own';
  onChange: (v: 'plan' | 'own') => void;
}) {
  const option = (v: 'plan' | 'own', label: string) => (
    <label
      className={`flex flex-1 cursor-pointer items-center justify-center rounded-md px-3 py-2 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
        value === v ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
      }`}
    >
      <input
        type="radio"
        name="room-mode"
        className="sr-only"
        checked={value === v}
        onChange={() => onChange(v)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="flex max-w-md gap-1 rounded-lg bg-slate-100 p-1">
      <legend className="sr-only">Which room</legend>
      {option('plan', 'One of our floor plans')}
      {option('own', 'My own room')}
    </fieldset>
  );
}

function PlanChoice({ value, onChange }: { value: string | null; onChange: (plan: string) => void }) {
  const chosen = FLOOR_PLANS.find((p) => p.id === value);
  const [kind, setKind] = useState<PlanKind>(chosen?.kind ?? 'bathroom');
  const plans = FLOOR_PLANS.filter((p) => p.kind === kind);
  return (
    <div>
      <PlanKindTabs kinds={KINDS} value={kind} onChange={setKind} className="mt-0" />
      <fieldset className="mt-4">
        <legend className="sr-only">{PLAN_KIND_LABELS[kind]} floor plans</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {plans.map((plan) => {
            const on = plan.id === value;
            return (
              <label
                key={plan.id}
                className={`relative flex cursor-pointer flex-col rounded-lg border bg-white p-2.5 shadow-sm transition has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
                  on ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200 hover:border-brand-400'
                }`}
              >
                <input
                  type="radio"
                  name="plan"
                  value={plan.id}
                  checked={on}
                  onChange={() => onChange(plan.id)}
                  className="sr-only"
                />
                <PlanThumb doc={plan.doc} className="aspect-[4/3] w-full" />
                <span className="mt-1.5 text-sm font-semibold text-slate-900">{plan.name}</span>
                <span className="text-xs text-slate-500">
                  {plan.doc.fixtures.length} fixtures · {plan.doc.surfaces.length} surfaces
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

function OwnRoomChoice({
  draft,
  errors,
  onChange,
}: {
  draft: RoomDraft;
  errors: RequestErrors;
  onChange: (patch: Partial<RoomDraft>) => void;
}) {
  const preview = useMemo(() => previewOf(draft), [draft]);
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0 space-y-4">
        <SelectField
          label="Kind of room"
          options={OWN_KINDS}
          value={draft.kind}
          onChange={(e) => onChange({ kind: e.target.value as OwnRoomKind })}
          error={errors['room.kind']}
          className="max-w-xs"
        />
        <RoomMeasureFields draft={draft} errors={measureErrors(errors)} onChange={onChange} />
      </div>
      <div className="order-first mx-auto w-full max-w-xs lg:sticky lg:top-4 lg:order-none lg:self-start">
        <OwnRoomPreview preview={preview} />
      </div>
    </div>
  );
}

/** 1. The room: one of the floor plans, by kind, or the homeowner's own measures with a live plan. */
export function RoomSection({
  draft,
  errors,
  onChange,
}: {
  draft: RequestDraft;
  errors: RequestErrors;
  onChange: (patch: Partial<RequestDraft>) => void;
}) {
  return (
    <FormSection
      number={1}
      title="Your room"
      hint="Pick the plan closest to yours, or give us your own measures, doors and windows."
    >
      <RoomModeSwitch value={draft.room} onChange={(room) => onChange({ room })} />
      <div className="mt-4">
        {draft.room === 'plan' ? (
          <PlanChoice value={draft.plan} onChange={(plan) => onChange({ plan })} />
        ) : (
          <OwnRoomChoice
            draft={draft.own}
            errors={errors}
            onChange={(patch) => onChange({ own: { ...draft.own, ...patch } })}
          />
        )}
        {(errors['room.plan'] ?? errors.room) && (
          <p className="mt-2 text-sm text-red-600" role="alert">
            {errors['room.plan'] ?? errors.room}
          </p>
        )}
      </div>
    </FormSection>
  );
}
