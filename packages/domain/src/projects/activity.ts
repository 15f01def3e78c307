/**
 * The project's timeline in words (issue 24): each `project_activity.kind` a module records, as a sentence
 * with who did it. A kind added later (the chat, designers) adds its sentence here; one this list does not
 * know still reads as a change to the project.
 */

type Detail = Record<string, unknown>;

const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const quoted = (value: unknown) => (typeof value === 'string' && value.trim() ? ` “${value.trim()}”` : '');

const itemCount = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
/** A designer as the entry names them (the name kept when it was written), or "a designer". */
const designer = (d: Detail) =>
  typeof d.designer_name === 'string' && d.designer_name.trim() ? d.designer_name.trim() : 'a designer';
const version = (value: unknown) => (typeof value === 'number' ? ` ${value}` : '');
const photoCount = (n: unknown) => (typeof n === 'number' && n !== 1 ? `${n} photos` : 'a photo');

const SENTENCES: Record<string, (detail: Detail) => string> = {
  project_created: (d) => `started the project${quoted(d.name)}`,
  room_added: (d) => `added the room${quoted(d.name)}`,
  shared_with_pro: () => 'shared the project with the contractor',
  checklist_started: () => 'started the checklist',
  checklist_changed: (d) =>
    count(d.assigned) > 0
      ? `changed the checklist and assigned ${itemCount(count(d.assigned))}`
      : 'changed the checklist',
  // Hiring a designer and their edits (modules/designers, designs; issue 24 point 5).
  designer_asked: (d) => `asked ${designer(d)} to design the project`,
  designer_joined: () => 'joined the project as its designer',
  designer_declined: (d) => `declined to design the project${quoted(d.reason)}`,
  designer_request_withdrawn: (d) => `withdrew the request to ${designer(d)}`,
  designer_removed: (d) => `removed ${designer(d)} from the project`,
  design_saved: (d) => `saved version${version(d.version)} of the room${quoted(d.name)}`,
  design_restored: (d) =>
    `restored version${version(d.from)} of the room${quoted(d.name)} as version${version(d.version)}`,
  // Photos of the space and rooms of the homeowner's own measurements (issue 24 point 6).
  space_photos_added: (d) => `added ${photoCount(d.count)} of the space`,
  space_photo_removed: () => 'removed a photo of the space',
  own_room_added: (d) => `measured the room${quoted(d.name)}`,
  own_room_removed: (d) => `removed the measured room${quoted(d.name)}`,
  // Estimates (issue 25): only what the homeowner was sent and their answer; drafts stay the pro's.
  estimate_sent: (d) => `sent version${version(d.version)} of the estimate`,
  estimate_declined: (d) => `declined version${version(d.version)} of the estimate${quoted(d.reason)}`,
  estimate_approved: (d) => `approved and signed version${version(d.version)} of the estimate`,
  change_order_sent: () => 'changed an approved room: a change order is waiting for approval',
};

/** "Ann Home shared the project with the contractor"; an entry whose person left reads "Someone ...". */
export function activityText(kind: string, actorName: string | null, detail: Detail = {}): string {
  const sentence = SENTENCES[kind]?.(detail) ?? 'updated the project';
  return `${actorName?.trim() || 'Someone'} ${sentence}`;
}
