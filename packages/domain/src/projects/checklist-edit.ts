import type { z } from 'zod';
import type { ChecklistItem, checklistItemInput } from './checklist.ts';

/** An item as a PUT or POST sends it (measures in the unit they were entered in). */
export type ChecklistItemBody = z.input<typeof checklistItemInput>;

/**
 * One change a member makes to the shared checklist (issue 24 point 2). It is kept until the server takes
 * it: when someone else saved first (409), it is made again on their copy, never lost.
 */
export type ChecklistEdit =
  | { kind: 'add'; item: ChecklistItemBody }
  /** Only the fields the member changed, so that the other fields keep what someone else saved. */
  | {
      kind: 'update';
      id: string;
      title: string;
      patch: Partial<ChecklistItemBody>;
      /** The whole item as the member left it: added again if someone removed it meanwhile. */
      after: ChecklistItemBody;
    }
  | { kind: 'remove'; id: string; title: string };

/** A stored item as a body that keeps it as it is (its id, its measures in the unit they were entered in). */
export function itemBodyOf(item: ChecklistItem): ChecklistItemBody & { id: string } {
  const { unit, width, length, height } = item.dimensions;
  return {
    id: item.id,
    room: item.room,
    kind: item.kind,
    title: item.title,
    dimensions: { unit, width, length, height },
    quantity: item.quantity,
    notes: item.notes,
    status: item.status,
    photo_id: item.photo_id,
    product: item.product,
    design: item.design,
    assignee_id: item.assignee_id,
  };
}

/** What a PUT sends for an edit made on `items`, or `gone` when the item it changes was removed meanwhile. */
export type ChecklistWrite = { append_items: boolean; items: ChecklistItemBody[] } | { gone: true };

/**
 * The PUT of an edit on a copy of the list: an addition is appended; a change or a removal sends the whole
 * list (the server's replace keeps every item by its id). Removing what is already gone removes nothing.
 */
export function writeOf(items: readonly ChecklistItem[], edit: ChecklistEdit): ChecklistWrite {
  if (edit.kind === 'add') return { append_items: true, items: [edit.item] };
  const bodies = items.map(itemBodyOf);
  if (edit.kind === 'remove') return { append_items: false, items: bodies.filter((b) => b.id !== edit.id) };
  if (!bodies.some((b) => b.id === edit.id)) return { gone: true };
  return {
    append_items: false,
    items: bodies.map((b) => (b.id === edit.id ? { ...b, ...edit.patch, id: b.id } : b)),
  };
}

/** The fields of `after` that differ from `before` (a form's changes, to be sent as an update's patch). */
export function changedFields(
  before: ChecklistItemBody,
  after: ChecklistItemBody,
): Partial<ChecklistItemBody> {
  const patch: Partial<ChecklistItemBody> = {};
  for (const key of Object.keys(after) as (keyof ChecklistItemBody)[]) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      (patch as Record<string, unknown>)[key] = after[key];
    }
  }
  return patch;
}

/** The items of `now` that are new or differ from `then`: what someone else changed, to point out. */
export function changedSince(then: readonly ChecklistItem[], now: readonly ChecklistItem[]): Set<string> {
  const before = new Map(then.map((item) => [item.id, JSON.stringify(item)]));
  return new Set(now.filter((item) => before.get(item.id) !== JSON.stringify(item)).map((item) => item.id));
}

/** An update whose item someone removed meanwhile, as an addition of the item as the member left it. */
export function addedAgain(edit: Extract<ChecklistEdit, { kind: 'update' }>): ChecklistEdit {
  const { id: _gone, ...item } = edit.after;
  return { kind: 'add', item };
}
