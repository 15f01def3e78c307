import {
  OWN_ROOM_LIMITS,
  type OwnOpening,
  type OwnOpeningKind,
  type OwnRoomBody,
  type OwnRoomKind,
  type OwnRoomWall,
  ownOpeningSchema,
  ownRoomBody,
  ownRoomMeasures,
  placementIssues,
} from '@app/domain/projects/own-room';
import { ownRoomPlan } from '@app/domain/projects/own-room-plan';
import type { RoomDocument } from '@app/domain/room/document';

/**
 * The "Measure your own room" form as typed: a room's sides in feet and inches (as a tape reads them), its
 * doors and windows in inches. It becomes the API's body (whole inches) and is checked by the domain's rules
 * (projects/own-room.ts), the same the server applies; each problem is kept on the API's field path.
 */
export type Length = { ft: string; in: string };
export type OpeningDraft = {
  key: number;
  wall: OwnRoomWall;
  kind: OwnOpeningKind;
  offset: string;
  width: string;
  height: string;
  sill: string;
};
export type RoomDraft = {
  name: string;
  kind: OwnRoomKind;
  width: Length;
  length: Length;
  height: Length;
  openings: OpeningDraft[];
};

/** A door's and a window's usual sizes (inches), where a new one starts. */
const STARTS: Record<OwnOpeningKind, Pick<OpeningDraft, 'width' | 'height' | 'sill'>> = {
  door: { width: '32', height: '80', sill: '0' },
  window: { width: '36', height: '48', sill: '36' },
};

let nextKey = 0;
export function newOpening(kind: OwnOpeningKind, wall: OwnRoomWall): OpeningDraft {
  return { key: ++nextKey, wall, kind, offset: kind === 'door' ? '12' : '24', ...STARTS[kind] };
}

/** The same opening as the other kind: that kind's height and sill, its place and width kept. */
export const asKind = (o: OpeningDraft, kind: OwnOpeningKind): OpeningDraft => ({
  ...o,
  kind,
  height: STARTS[kind].height,
  sill: STARTS[kind].sill,
});

/** A new room: 12 × 10 ft under an 8 ft ceiling, one door. */
export const newRoom = (): RoomDraft => ({
  name: '',
  kind: 'kitchen',
  width: { ft: '12', in: '0' },
  length: { ft: '10', in: '0' },
  height: { ft: '8', in: '0' },
  openings: [newOpening('door', 's')],
});

const DIGITS = /^\d{1,4}$/;

/**
 * Feet and inches as whole inches; a blank part is 0. Anything else is handed on as typed, so the rules
 * refuse it on the field ("The width must be an integer.").
 */
export function inchesOf(length: Length): number | string {
  const [ft, inch] = [length.ft.trim() || '0', length.in.trim() || '0'];
  if (!length.ft.trim() && !length.in.trim()) return '';
  return DIGITS.test(ft) && DIGITS.test(inch) ? Number(ft) * 12 + Number(inch) : `${ft}′ ${inch}″`;
}

const number = (text: string): number | string => (DIGITS.test(text.trim()) ? Number(text.trim()) : text);

/** The API's body, before the rules have looked at it. */
export const bodyOf = (d: RoomDraft) => ({
  name: d.name,
  kind: d.kind,
  width_in: inchesOf(d.width),
  length_in: inchesOf(d.length),
  height_in: inchesOf(d.height),
  openings: d.openings.map((o) => ({
    wall: o.wall,
    kind: o.kind,
    offset_in: number(o.offset),
    width_in: number(o.width),
    height_in: number(o.height),
    sill_in: o.kind === 'door' ? 0 : number(o.sill),
  })),
});

export type RoomErrors = Record<string, string>;

/** The plan to draw: its document, each drawn opening's number in the form, and the room's inches. */
export type Preview = {
  doc: RoomDocument;
  numbers: number[];
  sizes: { width_in: number; length_in: number; height_in: number };
};

/** The body the rules take, or each problem on its field (`openings.1.offset_in`), the first message each. */
export function checkRoom(d: RoomDraft): { body: OwnRoomBody } | { errors: RoomErrors } {
  const parsed = ownRoomBody.safeParse(bodyOf(d));
  if (parsed.success) return { body: parsed.data };
  const errors: RoomErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { errors };
}

/**
 * What the preview draws while the form is typed: the room once its sides are sound, with each door and
 * window that fits (one still being typed, or in the way of another, is left out until it does). The same
 * plan the server builds (projects/own-room-plan.ts), in millimetres.
 */
export function previewOf(d: RoomDraft): Preview | null {
  const body = bodyOf(d);
  const sizes = ownRoomMeasures.safeParse({ ...body, openings: [] });
  if (!sizes.success) return null;
  const typed = body.openings.flatMap((o, index) => {
    const parsed = ownOpeningSchema.safeParse(o);
    return parsed.success ? [{ index, opening: parsed.data }] : [];
  });
  const issues = placementIssues({ ...sizes.data, openings: typed.map((t) => t.opening) });
  const misplaced = new Set(issues.map((i) => i.path[1]));
  const fitting = typed.filter((_, i) => !misplaced.has(i));
  const openings: OwnOpening[] = fitting.map((t) => t.opening);
  const room = { ...sizes.data, name: d.name.trim() || 'Your room', kind: d.kind, openings };
  return { doc: ownRoomPlan(0, room).doc, numbers: fitting.map((t) => t.index + 1), sizes: sizes.data };
}

export const canAddOpening = (d: RoomDraft) => d.openings.length < OWN_ROOM_LIMITS.openings;
