import type { FieldErrors } from '@app/domain/api/envelope';
import {
  type ChecklistItem,
  type ChecklistKind,
  type ChecklistStatus,
  checklistItemInput,
} from '@app/domain/projects/checklist';
import type { DimensionUnit } from '@app/domain/projects/checklist-dimensions';
import { type ChecklistItemBody, itemBodyOf } from '@app/domain/projects/checklist-edit';

/** The item form's inputs as typed (measures and quantity as text, the assignee's id or ''). */
export type ItemDraft = {
  room: string;
  kind: ChecklistKind;
  title: string;
  unit: DimensionUnit;
  width: string;
  length: string;
  height: string;
  quantity: string;
  notes: string;
  status: ChecklistStatus;
  assignee: string;
  /** The id of one of the project's photos, or ''. */
  photo: string;
};
export type ItemField = keyof ItemDraft;
export type ItemErrors = Partial<Record<ItemField, string>>;

export const emptyDraft = (room = ''): ItemDraft => ({
  room,
  kind: 'surface',
  title: '',
  unit: 'in',
  width: '',
  length: '',
  height: '',
  quantity: '1',
  notes: '',
  status: 'to_decide',
  assignee: '',
  photo: '',
});

const typed = (n: number | null | undefined) => (n == null ? '' : String(n));

/** A stored item in the form, its measures in the unit they were entered in. */
export function draftOf(item: ChecklistItem): ItemDraft {
  const body = itemBodyOf(item);
  return {
    room: item.room,
    kind: item.kind,
    title: item.title,
    unit: item.dimensions.unit,
    width: typed(body.dimensions?.width),
    length: typed(body.dimensions?.length),
    height: typed(body.dimensions?.height),
    quantity: String(item.quantity),
    notes: item.notes,
    status: item.status,
    assignee: item.assignee_id === null ? '' : String(item.assignee_id),
    photo: item.photo_id === null ? '' : String(item.photo_id),
  };
}

/** Text to a number for the schema to judge: '' is "not taken", anything else goes as typed ('12.5', 'abc'). */
const measure = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** The body a draft sends; an edited item keeps what the form does not show (its product and design). */
export function bodyOf(draft: ItemDraft, base?: ChecklistItem): ChecklistItemBody {
  return {
    ...(base ? itemBodyOf(base) : {}),
    room: draft.room,
    kind: draft.kind,
    title: draft.title,
    dimensions: {
      unit: draft.unit,
      width: measure(draft.width),
      length: measure(draft.length),
      height: measure(draft.height),
    },
    quantity: draft.quantity.trim() === '' ? Number.NaN : Number(draft.quantity),
    notes: draft.notes,
    status: draft.status,
    assignee_id: draft.assignee === '' ? null : Number(draft.assignee),
    photo_id: draft.photo === '' ? null : Number(draft.photo),
  };
}

/** The API's field (the last named part of its path: items.0.dimensions.width → width) as the form's. */
const FIELD_OF: Record<string, ItemField> = {
  room: 'room',
  kind: 'kind',
  title: 'title',
  width: 'width',
  length: 'length',
  height: 'height',
  unit: 'unit',
  quantity: 'quantity',
  notes: 'notes',
  status: 'status',
  assignee_id: 'assignee',
  photo_id: 'photo',
};

/** Errors on the form's fields, from the schema's issues or a server's 422 (`items.3.title`). */
export function itemErrorsOf(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> | FieldErrors,
): ItemErrors {
  const pairs = Array.isArray(issues)
    ? issues.map((i) => [i.path.map(String), i.message] as const)
    : Object.entries(issues).map(([key, messages]) => [key.split('.'), messages[0] ?? ''] as const);
  const out: ItemErrors = {};
  for (const [path, message] of pairs) {
    const field =
      [...path]
        .reverse()
        .map((p) => FIELD_OF[p])
        .find(Boolean) ?? 'title';
    out[field] ??= message;
  }
  return out;
}

/** The draft checked by the server's own schema before it is sent. */
export function checkItem(draft: ItemDraft, base?: ChecklistItem) {
  const body = bodyOf(draft, base);
  const parsed = checklistItemInput.safeParse(body);
  return { body, errors: parsed.success ? {} : itemErrorsOf(parsed.error.issues) };
}
