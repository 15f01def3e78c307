import { Button } from '../ui/Button.tsx';
import { LengthField } from './LengthField.tsx';
import { OpeningFields } from './OpeningFields.tsx';
import { canAddOpening, newOpening, type RoomDraft, type RoomErrors } from './own-room-draft.ts';

/**
 * A measured room's sides (width, length, ceiling height in feet and inches) and its doors and windows wall
 * by wall, each problem under its field (`width_in`, `openings.1.offset_in`). Shared by the project's
 * "Measure your own room" and the AI designer's "My own room".
 */
export function RoomMeasureFields({
  draft,
  errors,
  onChange,
}: {
  draft: RoomDraft;
  errors: RoomErrors;
  onChange: (patch: Partial<RoomDraft>) => void;
}) {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <LengthField
          label="Width"
          value={draft.width}
          onChange={(width) => onChange({ width })}
          error={errors.width_in}
        />
        <LengthField
          label="Length"
          value={draft.length}
          onChange={(length) => onChange({ length })}
          error={errors.length_in}
        />
        <LengthField
          label="Ceiling height"
          value={draft.height}
          onChange={(height) => onChange({ height })}
          error={errors.height_in}
        />
      </div>
      <section aria-labelledby="own-room-openings" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="own-room-openings" className="font-semibold text-slate-900">
            Doors and windows
          </h3>
          <p className="text-xs text-slate-500">The width runs along the bottom and top walls.</p>
        </div>
        {errors.openings && <p className="text-sm text-red-600">{errors.openings}</p>}
        {draft.openings.map((opening, i) => (
          <OpeningFields
            key={opening.key}
            number={i + 1}
            opening={opening}
            errors={errors}
            onChange={(next) =>
              onChange({ openings: draft.openings.map((o) => (o.key === next.key ? next : o)) })
            }
            onRemove={() => onChange({ openings: draft.openings.filter((o) => o.key !== opening.key) })}
          />
        ))}
        {canAddOpening(draft) && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => onChange({ openings: [...draft.openings, newOpening('door', 's')] })}
            >
              Add a door
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onChange({ openings: [...draft.openings, newOpening('window', 'n')] })}
            >
              Add a window
            </Button>
          </div>
        )}
      </section>
    </>
  );
}
