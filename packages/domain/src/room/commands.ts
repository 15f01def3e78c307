import type { Fixture, LayingPattern, Opening, Point, ProductRef, RoomDocument } from './document.ts';
import { wallLength } from './geometry.ts';

/**
 * The edits of a room document: pure `(doc, args) => doc`, never changing their input (undo is keeping the
 * old document: history.ts). An edit that cannot be made throws a RoomEditError whose message the page shows
 * next to what was edited.
 */
export class RoomEditError extends Error {}

const byId = <T extends { id: string }>(list: readonly T[], id: string, what: string): T => {
  const found = list.find((item) => item.id === id);
  if (!found) throw new RoomEditError(`No such ${what}.`);
  return found;
};

const replace = <T extends { id: string }>(list: readonly T[], next: T) =>
  list.map((item) => (item.id === next.id ? next : item));

/** A wall the editor can set: 1 ft to 100 ft. */
export const WALL_LENGTH_MM = { min: 305, max: 30_480 } as const;
/** A ceiling the editor can set: 7 ft to 20 ft. */
export const CEILING_HEIGHT_MM = { min: 2134, max: 6096 } as const;

function inRange(value: number, range: { min: number; max: number }, message: string) {
  if (!Number.isInteger(value) || value < range.min || value > range.max) throw new RoomEditError(message);
}

/** The ceiling height; walls without a height of their own follow it (and re-measure). */
export function setCeilingHeight(doc: RoomDocument, args: { height: number }): RoomDocument {
  inRange(args.height, CEILING_HEIGHT_MM, 'The ceiling must be between 7 ft and 20 ft high.');
  const openingTop = Math.max(0, ...doc.openings.map((o) => o.bottom + o.height));
  if (args.height < openingTop) throw new RoomEditError('A door or window would be taller than the room.');
  return { ...doc, ceilingHeight: args.height };
}

/**
 * A wall's length, by stretching: everything at or beyond the wall's end, measured along the wall, moves with
 * it (the next walls, the far wall and what is on it, fixtures and plan regions there), so a rectangle stays
 * a rectangle and every surface re-measures. Refused when an opening would no longer fit on the wall.
 */
export function setWallLength(doc: RoomDocument, args: { wallId: string; length: number }): RoomDocument {
  const wall = byId(doc.walls, args.wallId, 'wall');
  inRange(args.length, WALL_LENGTH_MM, 'A wall must be between 1 ft and 100 ft long.');
  const old = wallLength(wall);
  if (old === 0) throw new RoomEditError('This wall has no length to change.');
  const tooLong = doc.openings.some((o) => o.wallId === wall.id && o.offset + o.width > args.length);
  if (tooLong) throw new RoomEditError('A door or window would no longer fit on this wall.');
  const ux = (wall.b.x - wall.a.x) / old;
  const uy = (wall.b.y - wall.a.y) / old;
  const delta = args.length - old;
  // Half a millimetre of tolerance: points on the end line move, points before it stay.
  const beyond = (p: Point) => (p.x - wall.a.x) * ux + (p.y - wall.a.y) * uy >= old - 0.5;
  const move = (p: Point): Point =>
    beyond(p) ? { x: Math.round(p.x + ux * delta), y: Math.round(p.y + uy * delta) } : p;
  return {
    ...doc,
    walls: doc.walls.map((w) => ({ ...w, a: move(w.a), b: move(w.b) })),
    fixtures: doc.fixtures.map((f) => ({ ...f, at: move(f.at) })),
    surfaces: doc.surfaces.map((s) =>
      s.region.type === 'plan'
        ? {
            ...s,
            region: {
              ...s.region,
              outline: s.region.outline.map(move),
              holes: s.region.holes.map((h) => h.map(move)),
            },
          }
        : s,
    ),
  };
}

/** An opening slid along its wall, kept on it. */
export function moveOpening(doc: RoomDocument, args: { openingId: string; offset: number }): RoomDocument {
  const opening = byId(doc.openings, args.openingId, 'opening');
  const wall = byId(doc.walls, opening.wallId, 'wall');
  const max = Math.max(0, Math.floor(wallLength(wall)) - opening.width);
  return {
    ...doc,
    openings: replace(doc.openings, { ...opening, offset: Math.min(max, Math.max(0, args.offset)) }),
  };
}

/** A new opening on a wall; refused when it does not fit on the wall or in the room's height. */
export function addOpening(doc: RoomDocument, opening: Opening): RoomDocument {
  if (doc.openings.some((o) => o.id === opening.id)) throw new RoomEditError('This id is taken.');
  const wall = byId(doc.walls, opening.wallId, 'wall');
  if (opening.offset + opening.width > wallLength(wall))
    throw new RoomEditError('It does not fit on this wall.');
  if (opening.bottom + opening.height > (wall.height ?? doc.ceilingHeight))
    throw new RoomEditError('It is taller than the wall.');
  return { ...doc, openings: [...doc.openings, opening] };
}

export function removeOpening(doc: RoomDocument, args: { openingId: string }): RoomDocument {
  byId(doc.openings, args.openingId, 'opening');
  return { ...doc, openings: doc.openings.filter((o) => o.id !== args.openingId) };
}

/** The material of a surface (null: none chosen), with its laying pattern and grout joint. */
export function setSurfaceProduct(
  doc: RoomDocument,
  args: { surfaceId: string; product: ProductRef | null; pattern?: LayingPattern; groutMm?: number },
): RoomDocument {
  const surface = byId(doc.surfaces, args.surfaceId, 'surface');
  return {
    ...doc,
    surfaces: replace(doc.surfaces, {
      ...surface,
      product: args.product,
      pattern: args.pattern ?? surface.pattern,
      groutMm: args.groutMm ?? surface.groutMm,
    }),
  };
}

/** A fixture swapped for another product, taking that product's real dimensions. */
export function setFixtureProduct(
  doc: RoomDocument,
  args: { fixtureId: string; product: ProductRef | null } & Partial<
    Pick<Fixture, 'width' | 'depth' | 'height'>
  >,
): RoomDocument {
  const fixture = byId(doc.fixtures, args.fixtureId, 'fixture');
  const { fixtureId: _, ...changes } = args;
  return { ...doc, fixtures: replace(doc.fixtures, { ...fixture, ...changes }) };
}

/** A fixture moved (and turned) in plan. */
export function moveFixture(
  doc: RoomDocument,
  args: { fixtureId: string; at: Point; rotation?: number },
): RoomDocument {
  const fixture = byId(doc.fixtures, args.fixtureId, 'fixture');
  const rotation = args.rotation === undefined ? fixture.rotation : ((args.rotation % 360) + 360) % 360;
  return { ...doc, fixtures: replace(doc.fixtures, { ...fixture, at: args.at, rotation }) };
}
