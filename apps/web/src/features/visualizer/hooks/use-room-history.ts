import type { RoomDocument } from '@app/domain/room/document';
import {
  apply,
  canRedo,
  canUndo,
  endGesture,
  type History,
  redo,
  startHistory,
  undo,
} from '@app/domain/room/history';
import { useCallback, useMemo, useReducer } from 'react';

type Edit = (doc: RoomDocument) => RoomDocument;
type Action =
  | { type: 'edit'; edit: Edit; group: string | null }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'end-gesture' };

function reduce(h: History, action: Action): History {
  if (action.type === 'undo') return undo(h);
  if (action.type === 'redo') return redo(h);
  if (action.type === 'end-gesture') return endGesture(h);
  return apply(h, (doc) => action.edit(doc), undefined, action.group);
}

/**
 * The room being edited with its undo/redo (the domain's history): `edit` applies a pure command; edits of
 * one gesture (`group`, e.g. typing a wall's length) are one undo step until `endGesture`.
 */
export function useRoomHistory(initial: RoomDocument) {
  const [history, dispatch] = useReducer(reduce, initial, startHistory);
  const edit = useCallback(
    (fn: Edit, group: string | null = null) => dispatch({ type: 'edit', edit: fn, group }),
    [],
  );
  const actions = useMemo(
    () => ({
      edit,
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      endGesture: () => dispatch({ type: 'end-gesture' }),
    }),
    [edit],
  );
  return { document: history.present, canUndo: canUndo(history), canRedo: canRedo(history), ...actions };
}
