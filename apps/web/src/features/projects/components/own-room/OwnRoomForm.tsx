import {
  OWN_ROOM_KIND_LABELS,
  OWN_ROOM_KINDS,
  OWN_ROOM_LIMITS,
  type OwnRoom,
  type OwnRoomKind,
} from '@app/domain/projects/own-room';
import { type FormEvent, useMemo, useState } from 'react';
import { OwnRoomPreview } from '../../../../components/own-room/OwnRoomPreview.tsx';
import {
  checkRoom,
  newRoom,
  previewOf,
  type RoomDraft,
  type RoomErrors,
} from '../../../../components/own-room/own-room-draft.ts';
import { RoomMeasureFields } from '../../../../components/own-room/RoomMeasureFields.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { SelectField } from '../../../../components/ui/SelectField.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { saveOwnRoom } from '../../api/own-rooms.ts';

const KINDS = OWN_ROOM_KINDS.map((k) => ({ value: k, label: OWN_ROOM_KIND_LABELS[k] }));

/** The server's 422 on the form's fields (the first message each), or a line for the whole form. */
function serverErrors(error: unknown): RoomErrors {
  if (!isApiError(error) || error.status !== 422) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0]!]),
  );
}

/**
 * "Measure your own room": its name and kind, width × length × height in feet and inches, its doors and
 * windows wall by wall; a live plan beside it, drawn as the server will build it. Save checks it with the
 * domain's rules first, each problem under its field, then the server's answer the same way.
 */
export function OwnRoomForm({
  projectId,
  onSaved,
  onCancel,
}: {
  projectId: number;
  onSaved: (room: OwnRoom, message: string | undefined) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<RoomDraft>(newRoom);
  const [errors, setErrors] = useState<RoomErrors>({});
  const [saving, setSaving] = useState(false);
  const preview = useMemo(() => previewOf(draft), [draft]);
  const set = (patch: Partial<RoomDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const count = Object.keys(errors).length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRoom(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const answer = await saveOwnRoom(projectId, checked.body);
      onSaved(answer.data, answer.message);
    } catch (error) {
      setErrors(serverErrors(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Measure your own room"
      className="grid grid-cols-1 gap-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="min-w-0 space-y-4">
        {count > 0 && (
          <FormAlert>
            {count === 1 ? 'One measure needs a look' : `${count} measures need a look`}: see the messages
            below.
          </FormAlert>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Name"
            placeholder="e.g. Our kitchen"
            value={draft.name}
            maxLength={OWN_ROOM_LIMITS.name}
            onChange={(e) => set({ name: e.target.value })}
            error={errors.name}
            required
          />
          <SelectField
            label="Kind of room"
            options={KINDS}
            value={draft.kind}
            onChange={(e) => set({ kind: e.target.value as OwnRoomKind })}
            error={errors.kind}
            hint="Its templates are that room’s"
          />
        </div>
        <RoomMeasureFields draft={draft} errors={errors} onChange={set} />
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          <Button type="submit" loading={saving}>
            Save room
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
      <div className="order-first mx-auto w-full max-w-sm space-y-2 lg:sticky lg:top-4 lg:order-none lg:max-w-none lg:self-start">
        <h3 className="text-sm font-semibold text-slate-900">Plan</h3>
        <OwnRoomPreview preview={preview} />
        <p className="text-xs text-slate-500">
          Doors swing into the room; a door or window that does not fit yet is left off until it does.
        </p>
      </div>
    </form>
  );
}
