import {
  estimateCategoryLabel,
  LABOUR_CATEGORIES,
  type LabourCategory,
} from '@app/domain/estimates/categories';
import type { ProEstimate } from '@app/domain/estimates/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/toast.ts';
import { estimateConflictOf, estimateKey, estimatesKey, saveEstimateVersion } from '../../api/estimates.ts';
import { LineFields } from './LineFields.tsx';
import { draftOf, editCount, editorFieldOf, newLine, readLines, rebase } from './line-drafts.ts';

type Conflict = { message: string; edits: number; version: number };

/** Someone saved first: their version is the base now, the member's edits are put on it to look at again. */
function ConflictNote({ conflict }: { conflict: Conflict }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 focus:outline-2 focus:outline-amber-500"
    >
      <p className="font-semibold">Someone saved version {conflict.version} first</p>
      <p className="mt-1">
        {conflict.message} Your {conflict.edits === 1 ? 'edit is' : `${conflict.edits} edits are`} kept below,
        made on their version: check them and save again, or cancel to let them go.
      </p>
    </div>
  );
}

/**
 * The line editor (drafters, newest version only): quantities, the pro's own costs and markups, descriptions,
 * visibility, labour and fee lines added or removed; every line checked by estimateLineInput, then posted
 * whole as the next version on `base_version`. A 409 never drops the member's edits (rebase).
 */
export function EstimateLineEditor({
  projectId,
  estimate,
  onDone,
}: {
  projectId: number;
  estimate: ProEstimate;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const newest = estimate.versions[0]!;
  const [base, setBase] = useState(() => ({ version: estimate.version, drafts: newest.lines.map(draftOf) }));
  const [drafts, setDrafts] = useState(base.drafts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [saving, setSaving] = useState(false);
  const [addCategory, setAddCategory] = useState<LabourCategory>(LABOUR_CATEGORIES[0]!);
  const room = newest.lines[0]?.room ?? 'Project';

  async function save() {
    const read = readLines(drafts);
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    setSaving(true);
    try {
      const answer = await saveEstimateVersion(projectId, estimate.id, {
        base_version: base.version,
        lines: read.lines,
      });
      client.setQueryData(estimateKey(projectId, estimate.id), answer.data);
      notify.success(answer.message ?? 'The new version is saved.');
      onDone();
    } catch (error) {
      const stale = estimateConflictOf(error);
      if (stale && stale.current.view === 'pro') {
        const current = stale.current;
        const theirs = current.versions[0]!.lines.map(draftOf);
        client.setQueryData(estimateKey(projectId, estimate.id), current);
        setConflict({
          message: stale.message,
          edits: editCount(base.drafts, drafts),
          version: current.version,
        });
        setDrafts(rebase(base.drafts, drafts, theirs));
        setBase({ version: current.version, drafts: theirs });
      } else if (isApiError(error) && error.status === 422) {
        const shown: Record<string, string> = {};
        for (const [key, messages] of Object.entries(error.fieldErrors))
          shown[editorFieldOf(key)] ??= messages[0] ?? '';
        setErrors(shown);
      } else if (isApiError(error)) {
        notify.error(error.message);
      }
    } finally {
      setSaving(false);
      void client.invalidateQueries({ queryKey: estimatesKey(projectId), exact: true });
    }
  }

  const count = Object.keys(errors).length;
  return (
    <section aria-label={`Edit the lines of version ${base.version}`} className="space-y-4">
      {conflict && <ConflictNote conflict={conflict} />}
      {count > 0 && (
        <FormAlert>
          {count === 1 ? 'A line needs a look' : `${count} fields need a look`}: see the messages below.
        </FormAlert>
      )}
      <div className="space-y-3">
        {drafts.map((draft, i) => (
          <LineFields
            key={draft.key}
            index={i}
            draft={draft}
            errors={errors}
            onChange={(next) => setDrafts((all) => all.map((d) => (d.key === draft.key ? next : d)))}
            onRemove={() => setDrafts((all) => all.filter((d) => d.key !== draft.key))}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-3">
        <label className="text-sm text-slate-700">
          <span className="block">Trade of a labour line</span>
          <select
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
            value={addCategory}
            onChange={(e) => setAddCategory(e.target.value as LabourCategory)}
          >
            {LABOUR_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {estimateCategoryLabel(c)}
              </option>
            ))}
          </select>
        </label>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setDrafts((all) => [...all, newLine('labour', room, addCategory)])}
        >
          Add a labour line
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setDrafts((all) => [...all, newLine('fee', room, addCategory)])}
        >
          Add a fee
        </Button>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={drafts.length === 0}>
          Save as version {base.version + 1}
        </Button>
      </div>
    </section>
  );
}
