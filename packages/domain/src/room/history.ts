import type { RoomDocument } from './document.ts';

/** How many edits undo reaches back. */
export const HISTORY_LIMIT = 100;

/**
 * The edit history of a room document: the documents before (`past`) and after (`future`) the present one.
 * `group` names the gesture the present edit belongs to: further edits of the same gesture (the steps of a
 * drag) replace the present instead of adding a step, so a drag is undone in one step.
 */
export type History = {
  past: RoomDocument[];
  present: RoomDocument;
  future: RoomDocument[];
  group: string | null;
};

export const startHistory = (doc: RoomDocument): History => ({
  past: [],
  present: doc,
  future: [],
  group: null,
});

/** Applies an edit; an edit that changes nothing adds no step. */
export function apply<A>(
  h: History,
  edit: (doc: RoomDocument, args: A) => RoomDocument,
  args: A,
  group: string | null = null,
): History {
  const next = edit(h.present, args);
  if (next === h.present) return h;
  if (group !== null && group === h.group) return { ...h, present: next, future: [] };
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [], group };
}

/** Ends the current gesture: the next edit is a step of its own even under the same group name. */
export const endGesture = (h: History): History => (h.group === null ? h : { ...h, group: null });

export const canUndo = (h: History) => h.past.length > 0;
export const canRedo = (h: History) => h.future.length > 0;

export function undo(h: History): History {
  if (!canUndo(h)) return h;
  return {
    past: h.past.slice(0, -1),
    present: h.past[h.past.length - 1],
    future: [h.present, ...h.future],
    group: null,
  };
}

export function redo(h: History): History {
  if (!canRedo(h)) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1), group: null };
}
