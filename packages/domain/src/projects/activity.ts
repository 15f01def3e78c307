/**
 * The project's timeline in words (issue 24): each `project_activity.kind` a module records, as a sentence
 * with who did it. A kind added later (the chat, designers) adds its sentence here; one this list does not
 * know still reads as a change to the project.
 */

type Detail = Record<string, unknown>;

const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const quoted = (value: unknown) => (typeof value === 'string' && value.trim() ? ` “${value.trim()}”` : '');

const itemCount = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

const SENTENCES: Record<string, (detail: Detail) => string> = {
  project_created: (d) => `started the project${quoted(d.name)}`,
  room_added: (d) => `added the room${quoted(d.name)}`,
  shared_with_pro: () => 'shared the project with the contractor',
  checklist_started: () => 'started the checklist',
  checklist_changed: (d) =>
    count(d.assigned) > 0
      ? `changed the checklist and assigned ${itemCount(count(d.assigned))}`
      : 'changed the checklist',
};

/** "Ann Home shared the project with the contractor"; an entry whose person left reads "Someone ...". */
export function activityText(kind: string, actorName: string | null, detail: Detail = {}): string {
  const sentence = SENTENCES[kind]?.(detail) ?? 'updated the project';
  return `${actorName?.trim() || 'Someone'} ${sentence}`;
}
