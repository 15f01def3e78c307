import type { FieldErrors } from '@app/domain/api/envelope';
import { type ChecklistEdit, changedSince } from '@app/domain/projects/checklist-edit';
import type { ProjectChecklist } from '@app/domain/projects/checklist-view';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../../lib/api-client.ts';
import { checklistKey, projectChecklistQuery, saveChecklistEdit } from '../../../../lib/project-checklist.ts';
import { notify } from '../../../../lib/toast.ts';
import { overviewKey } from '../../api/projects.ts';

/**
 * A member's edit that someone else's save got in the way of: kept, with their copy now on screen, until the
 * member makes it again or lets it go. `gone`: the item it changes was removed meanwhile.
 */
export type PendingConflict = { edit: ChecklistEdit; changed: Set<string>; gone: boolean };

export type EditOutcome = { ok: true } | { ok: false; errors?: FieldErrors };

/**
 * The shared checklist's editing (issue 24 point 2): each edit is written on the copy on screen with its
 * version; when someone else saved first (409) their copy replaces it on screen and the edit waits in
 * `conflict` — never written over their change, never lost.
 */
export function useChecklistEditor(projectId: number) {
  const client = useQueryClient();
  const checklist = useQuery(projectChecklistQuery(projectId));
  const [conflict, setConflict] = useState<PendingConflict | null>(null);
  const [saving, setSaving] = useState(false);

  async function apply(edit: ChecklistEdit, opts: { inForm?: boolean } = {}): Promise<EditOutcome> {
    // Choosing the value an item already has changes nothing: nothing to write.
    if (edit.kind === 'update' && Object.keys(edit.patch).length === 0) return { ok: true };
    const base = client.getQueryData<ProjectChecklist | null>(checklistKey(projectId)) ?? null;
    setSaving(true);
    try {
      const result = await saveChecklistEdit(
        projectId,
        base,
        edit,
        opts.inForm ? { fieldsShown: 'all' } : {},
      );
      if ('saved' in result) {
        client.setQueryData(checklistKey(projectId), result.saved);
        setConflict(null);
        notify.success(result.message ?? 'Checklist updated.');
        // The overview's counts and timeline moved too.
        void client.invalidateQueries({ queryKey: overviewKey(projectId) });
        return { ok: true };
      }
      if ('conflict' in result) {
        client.setQueryData(checklistKey(projectId), result.conflict);
        setConflict({ edit, changed: changedSince(base?.items ?? [], result.conflict.items), gone: false });
      } else {
        setConflict({ edit, changed: new Set(), gone: true });
      }
      return { ok: true };
    } catch (error) {
      // A refusal on the form's fields stays in the form; anything else has had its toast.
      if (isApiError(error) && error.status === 422) return { ok: false, errors: error.fieldErrors };
      return { ok: false };
    } finally {
      setSaving(false);
    }
  }

  return {
    checklist,
    conflict,
    saving,
    apply,
    /** The member lets their edit go: the copy on screen stays as saved. */
    discard: () => setConflict(null),
  };
}
