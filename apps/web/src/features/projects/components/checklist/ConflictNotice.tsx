import { CHECKLIST_MESSAGES } from '@app/domain/projects/checklist';
import { addedAgain } from '@app/domain/projects/checklist-edit';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import type { PendingConflict } from './use-checklist-editor.ts';

/**
 * Someone else saved first: their copy is on screen, the member's own change waits here to be made again
 * on it (or let go). Takes the focus when it appears, so a keyboard or screen reader user meets it first.
 */
export function ConflictNotice({
  conflict,
  words,
  saving,
  onReapply,
  onDiscard,
}: {
  conflict: PendingConflict;
  words: string;
  saving: boolean;
  onReapply: (edit: PendingConflict['edit']) => void;
  onDiscard: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const { edit, gone } = conflict;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="checklist-conflict-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 focus:outline-2 focus:outline-amber-500"
    >
      <h3 id="checklist-conflict-title" className="font-semibold">
        {gone ? 'This item was removed by someone else' : 'Someone else changed this checklist'}
      </h3>
      <p className="mt-1">
        {gone
          ? 'The item you changed is no longer on the checklist. You can add it again as you left it.'
          : CHECKLIST_MESSAGES.stale}
      </p>
      <p className="mt-2">
        <span className="font-medium">Your change:</span> {words}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {gone && edit.kind === 'update' ? (
          <Button size="sm" loading={saving} onClick={() => onReapply(addedAgain(edit))}>
            Add it again
          </Button>
        ) : (
          <Button size="sm" loading={saving} onClick={() => onReapply(edit)}>
            Apply my change again
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onDiscard} disabled={saving}>
          Discard my change
        </Button>
      </div>
    </div>
  );
}
