import { CHECKLIST_STATUS_LABELS, type ChecklistStatus } from '@app/domain/projects/checklist';
import type { ChecklistEdit } from '@app/domain/projects/checklist-edit';

const FIELD_NAMES: Record<string, string> = {
  room: 'room',
  kind: 'kind',
  title: 'name',
  dimensions: 'dimensions',
  quantity: 'quantity',
  notes: 'notes',
  status: 'status',
  assignee_id: 'assignee',
};

const list = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** A member's edit in words, for the notice that keeps it: "“Backsplash”: status to Ordered". */
export function editInWords(edit: ChecklistEdit, nameOf: (id: number | null | undefined) => string): string {
  if (edit.kind === 'add') return `Add “${edit.item.title}”`;
  if (edit.kind === 'remove') return `Remove “${edit.title}”`;
  const keys = Object.keys(edit.patch);
  if (keys.length === 1 && keys[0] === 'status' && edit.patch.status)
    return `“${edit.title}”: status to ${CHECKLIST_STATUS_LABELS[edit.patch.status as ChecklistStatus]}`;
  if (keys.length === 1 && keys[0] === 'assignee_id')
    return `“${edit.title}”: assigned to ${nameOf(edit.patch.assignee_id as number | null)}`;
  return `“${edit.title}”: ${list(keys.map((k) => FIELD_NAMES[k] ?? k))} changed`;
}
