import { z } from 'zod';
import { roomDocumentSchema } from '../room/document.ts';
import { required } from '../shared/field-messages.ts';
import { idField, strictInt } from '../shared/input-limits.ts';

/**
 * A room of the homeowner's own measurements (issue 24 point 6; spec point 1: "upload their own template"):
 * a rectangle of width × length under a ceiling, with doors and windows on its walls, kept with the project
 * and opened in /visualize like a built-in floor plan (own-room-plan.ts builds the same plan shape, so the
 * room document, the 3-D view, the takeoff and the prices take it unchanged). Measures are whole inches, as a
 * tape reads them; the walls are named by where they lie on the plan drawn with the width across.
 */

export const OWN_ROOM_KINDS = ['kitchen', 'bathroom', 'living', 'dining', 'laundry'] as const;
export type OwnRoomKind = (typeof OWN_ROOM_KINDS)[number];
export const OWN_ROOM_KIND_LABELS: Record<OwnRoomKind, string> = {
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
  living: 'Living room',
  dining: 'Dining room',
  laundry: 'Laundry room',
};

/** The room document's wall ids: south (across the bottom of the plan), east, north, west. */
export const OWN_ROOM_WALLS = ['s', 'e', 'n', 'w'] as const;
export type OwnRoomWall = (typeof OWN_ROOM_WALLS)[number];
/** Where each wall lies on the plan as the form draws it (the form's "Wall" choice). */
export const OWN_ROOM_WALL_LABELS: Record<OwnRoomWall, string> = {
  s: 'Bottom',
  e: 'Right',
  n: 'Top',
  w: 'Left',
};

export const OPENING_KINDS = ['door', 'window'] as const;
export type OwnOpeningKind = (typeof OPENING_KINDS)[number];

type Range = { min: number; max: number };
/** Inches. A room from a 3 ft closet to a 50 ft great room, under a 7 to 20 ft ceiling. */
export const OWN_ROOM_LIMITS = {
  side: { min: 36, max: 600 },
  height: { min: 84, max: 240 },
  /** The most doors and windows a room takes (a bay of windows on each wall, and doors). */
  openings: 16,
  name: 80,
  /** What a door is: a 24 in powder-room door to a 96 in double door, 6 to 10 ft tall. */
  door: { width: { min: 24, max: 96 }, height: { min: 72, max: 120 }, sill: { min: 0, max: 0 } },
  window: { width: { min: 12, max: 240 }, height: { min: 12, max: 120 }, sill: { min: 0, max: 120 } },
} as const satisfies Record<string, unknown>;

/** Inches as the form shows them: 150 → 12′ 6″, 144 → 12′. */
export function feetAndInches(inches: number): string {
  const feet = Math.floor(inches / 12);
  const rest = inches - feet * 12;
  if (feet === 0) return `${rest}″`;
  return rest === 0 ? `${feet}′` : `${feet}′ ${rest}″`;
}

const between = (label: string, r: Range) =>
  strictInt(label, {
    min: r.min,
    max: r.max,
    minMessage: `The ${label} must be at least ${feetAndInches(r.min)} (${r.min} in).`,
    maxMessage: `The ${label} may not be greater than ${feetAndInches(r.max)} (${r.max} in).`,
  });

/** An opening's placement is checked against its wall below; these bounds only keep the numbers sane. */
const placement = (label: string) => between(label, { min: 0, max: OWN_ROOM_LIMITS.side.max });

export const ownOpeningSchema = z.object({
  wall: z.enum(OWN_ROOM_WALLS, { error: 'Choose the wall it is on.' }),
  kind: z.enum(OPENING_KINDS, { error: 'Choose a door or a window.' }),
  /** From the wall's left corner, as one stands in the room facing the wall. */
  offset_in: placement('distance from the corner'),
  width_in: placement('width'),
  height_in: placement('height'),
  /** A window's sill above the floor; a door's is 0. */
  sill_in: placement('sill height').default(0),
});
export type OwnOpening = z.infer<typeof ownOpeningSchema>;

export const OWN_ROOM_MESSAGES = {
  pastEnd: (wallIn: number) =>
    `The opening runs past the end of its wall, which is ${feetAndInches(wallIn)} (${wallIn} in) long.`,
  pastCeiling: (heightIn: number) =>
    `The opening runs above the ceiling, which is ${feetAndInches(heightIn)} (${heightIn} in) high.`,
  overlaps: (other: number) => `This opening overlaps opening ${other} on the same wall.`,
  doorSill: 'A door starts at the floor: its sill height is 0.',
  tooMany: `A room takes at most ${OWN_ROOM_LIMITS.openings} doors and windows.`,
  nameTaken: 'The project already has a room with this name.',
  saved: 'Your room is saved.',
  removed: 'The room is removed.',
  ownerOnly: 'Only the owner of the project can add or remove its rooms.',
} as const;

/** The wall's length: the bottom and top walls run across the width, the others along the length. */
export const wallLengthIn = (room: { width_in: number; length_in: number }, wall: OwnRoomWall) =>
  wall === 's' || wall === 'n' ? room.width_in : room.length_in;

type Issue = { path: (string | number)[]; message: string };

/** A door's or window's own sizes, by its kind. */
function sizeIssues(o: OwnOpening, i: number): Issue[] {
  const limits = OWN_ROOM_LIMITS[o.kind];
  const issues: Issue[] = [];
  const check = (field: 'width_in' | 'height_in', label: string, r: Range) => {
    const value = o[field];
    const what = `A ${o.kind}’s ${label}`;
    if (value < r.min)
      issues.push({
        path: ['openings', i, field],
        message: `${what} must be at least ${feetAndInches(r.min)} (${r.min} in).`,
      });
    else if (value > r.max)
      issues.push({
        path: ['openings', i, field],
        message: `${what} may not be greater than ${feetAndInches(r.max)} (${r.max} in).`,
      });
  };
  check('width_in', 'width', limits.width);
  check('height_in', 'height', limits.height);
  if (o.kind === 'door' && o.sill_in !== 0)
    issues.push({ path: ['openings', i, 'sill_in'], message: OWN_ROOM_MESSAGES.doorSill });
  else if (o.sill_in > limits.sill.max)
    issues.push({
      path: ['openings', i, 'sill_in'],
      message: `A window’s sill height may not be greater than ${feetAndInches(limits.sill.max)} (${limits.sill.max} in).`,
    });
  return issues;
}

/** Whether two openings of one wall share any of the wall's face (touching edges do not). */
const overlap = (a: OwnOpening, b: OwnOpening) =>
  a.offset_in < b.offset_in + b.width_in &&
  b.offset_in < a.offset_in + a.width_in &&
  a.sill_in < b.sill_in + b.height_in &&
  b.sill_in < a.sill_in + a.height_in;

/**
 * Where each opening sits: inside its wall (along it and under the ceiling) and clear of the openings
 * before it on the same wall; each problem on the field to change.
 */
export function placementIssues(room: {
  width_in: number;
  length_in: number;
  height_in: number;
  openings: readonly OwnOpening[];
}): Issue[] {
  const issues: Issue[] = [];
  room.openings.forEach((o, i) => {
    const own = sizeIssues(o, i);
    issues.push(...own);
    if (own.length > 0) return;
    const wallIn = wallLengthIn(room, o.wall);
    if (o.offset_in + o.width_in > wallIn)
      issues.push({ path: ['openings', i, 'offset_in'], message: OWN_ROOM_MESSAGES.pastEnd(wallIn) });
    else if (o.sill_in + o.height_in > room.height_in)
      issues.push({
        path: ['openings', i, 'height_in'],
        message: OWN_ROOM_MESSAGES.pastCeiling(room.height_in),
      });
    else {
      const other = room.openings.findIndex((p, j) => j < i && p.wall === o.wall && overlap(o, p));
      if (other >= 0)
        issues.push({ path: ['openings', i, 'offset_in'], message: OWN_ROOM_MESSAGES.overlaps(other + 1) });
    }
  });
  return issues;
}

const L = OWN_ROOM_LIMITS;

const measuresShape = {
  width_in: between('width', L.side),
  length_in: between('length', L.side),
  height_in: between('ceiling height', L.height),
  openings: z.array(ownOpeningSchema).max(L.openings, { error: OWN_ROOM_MESSAGES.tooMany }).default([]),
};

const placed = (room: Parameters<typeof placementIssues>[0], ctx: z.RefinementCtx) => {
  for (const issue of placementIssues(room)) ctx.addIssue({ code: 'custom', ...issue });
};

/** The measures of a room, checked as a whole (the form's live preview validates with it). */
export const ownRoomMeasures = z.object(measuresShape).superRefine(placed);
export type OwnRoomMeasures = z.infer<typeof ownRoomMeasures>;

const nameField = z
  .string({ error: required('name') })
  .trim()
  .min(1, { error: required('name') })
  .max(L.name, { error: `The name may not be greater than ${L.name} characters.` });

/** POST /api/project/{projectId}/rooms: a name, the kind of room (its templates), the measures. */
export const ownRoomBody = z
  .object({
    name: nameField,
    kind: z.enum(OWN_ROOM_KINDS, { error: 'Choose what kind of room it is.' }),
    ...measuresShape,
  })
  .superRefine(placed);
export type OwnRoomBody = z.infer<typeof ownRoomBody>;

/** The room's floor in square feet (the takeoff measures the same rectangle in millimetres). */
export const floorSqft = (room: { width_in: number; length_in: number }) =>
  Math.round(((room.width_in * room.length_in) / 144) * 100) / 100;

/** A project room opens in /visualize as the plan `project-room-{id}`, beside the built-in plans' ids. */
export const PROJECT_ROOM_PLAN_PREFIX = 'project-room-';
export const projectRoomPlanId = (roomId: number) => `${PROJECT_ROOM_PLAN_PREFIX}${roomId}`;
/** The room id a plan id names, or null when it is not a project room's (a built-in plan's, or junk). */
export function projectRoomIdOf(planId: string): number | null {
  const m = /^project-room-(\d{1,10})$/.exec(planId);
  if (!m) return null;
  const parsed = idField('room').safeParse(m[1]);
  return parsed.success ? parsed.data : null;
}

const id = z.number().int();

/** A project's own room as its people see it. */
export const ownRoomSchema = z.object({
  id,
  project_id: id,
  name: z.string(),
  kind: z.enum(OWN_ROOM_KINDS),
  width_in: id,
  length_in: id,
  height_in: id,
  openings: z.array(
    z.object({
      wall: z.enum(OWN_ROOM_WALLS),
      kind: z.enum(OPENING_KINDS),
      offset_in: id,
      width_in: id,
      height_in: id,
      sill_in: id,
    }),
  ),
  floor_sqft: z.number(),
  /** The plan id /visualize opens it by (`?floorplan=`). */
  floorplan: z.string(),
  created_at: z.string(),
});
export type OwnRoom = z.infer<typeof ownRoomSchema>;

export const ownRoomListSchema = z.object({ rooms: z.array(ownRoomSchema) });
export type OwnRoomList = z.infer<typeof ownRoomListSchema>;

/**
 * GET /api/visualization/plan?floorplan=: a plan /visualize starts from, built-in or a project room (the
 * shape of room/floor-plans.ts `FloorPlan`).
 */
export const floorPlanAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(['kitchen', 'bathroom', 'living', 'dining', 'laundry', 'outdoor']),
  layout: z.string(),
  name: z.string(),
  doc: roomDocumentSchema,
});
