import {
  OPENING_KINDS,
  OWN_ROOM_WALL_LABELS,
  OWN_ROOM_WALLS,
  type OwnOpeningKind,
  type OwnRoomWall,
} from '@app/domain/projects/own-room';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { asKind, type OpeningDraft, type RoomErrors } from './own-room-draft.ts';

const WALLS = OWN_ROOM_WALLS.map((w) => ({ value: w, label: OWN_ROOM_WALL_LABELS[w] }));
const KINDS = OPENING_KINDS.map((k) => ({ value: k, label: k === 'door' ? 'Door' : 'Window' }));

/** One door or window: its wall and kind, where it starts along the wall, its size, a window's sill. */
export function OpeningFields({
  number,
  opening,
  errors,
  onChange,
  onRemove,
}: {
  number: number;
  opening: OpeningDraft;
  /** The form's errors; this opening's are under `openings.{number - 1}.`. */
  errors: RoomErrors;
  onChange: (opening: OpeningDraft) => void;
  onRemove: () => void;
}) {
  const at = (field: string) => errors[`openings.${number - 1}.${field}`];
  const inches = (field: 'offset' | 'width' | 'height' | 'sill', label: string, hint?: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      value={opening.kind === 'door' && field === 'sill' ? '0' : opening[field]}
      disabled={opening.kind === 'door' && field === 'sill'}
      onChange={(e) => onChange({ ...opening, [field]: e.target.value })}
      error={at(`${field}_in`)}
      hint={hint}
    />
  );
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {number}. {opening.kind === 'door' ? 'Door' : 'Window'}
      </legend>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <SelectField
          label="Wall"
          options={WALLS}
          value={opening.wall}
          onChange={(e) => onChange({ ...opening, wall: e.target.value as OwnRoomWall })}
          error={at('wall')}
        />
        <SelectField
          label="Kind"
          options={KINDS}
          value={opening.kind}
          onChange={(e) => onChange(asKind(opening, e.target.value as OwnOpeningKind))}
          error={at('kind')}
        />
        {inches('offset', 'From left corner (in)', 'Facing the wall from inside')}
        {inches('width', 'Width (in)')}
        {inches('height', 'Height (in)')}
        {inches('sill', 'Sill height (in)')}
      </div>
      <button
        type="button"
        onClick={onRemove}
        className="mt-2 text-sm font-medium text-red-700 hover:underline"
        aria-label={`Remove ${opening.kind} ${number}`}
      >
        Remove
      </button>
    </fieldset>
  );
}
