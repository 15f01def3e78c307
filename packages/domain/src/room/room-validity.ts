import { areaPaths, FillRule, intersect, union } from 'clipper2-ts';
import type { Point, RoomDocument } from './document.ts';
import {
  counterClockwise,
  polygonArea,
  roomOutline,
  wallBandRect,
  wallHeight,
  wallLength,
} from './geometry.ts';

/** Why a room cannot be measured, on the document's field (a path into it, as zod reports paths). */
export type RoomProblem = { path: (string | number)[]; message: string };

export const ROOM_MESSAGES = {
  wallsOpen: 'The walls do not close into a loop: each wall must start where the one before it ends.',
  wallsCross: 'The walls cross each other.',
  outlineCrosses: 'The outline crosses itself.',
  outlineEmpty: 'The outline encloses no area.',
  holeCrosses: 'This hole crosses itself.',
  holeOutside: 'This hole lies outside its outline.',
  openingTooWide: 'The opening is wider than its wall.',
  openingTooTall: 'The opening is taller than its wall.',
  openingPastEnd: 'The opening runs past the end of its wall.',
  openingPastTop: 'The opening runs past the top of its wall.',
  bandOffWall: 'This band lies outside its wall.',
} as const;

/**
 * Whether a polygon crosses itself, in O(n log n): a simple polygon covers its area once, so its shoelace
 * area equals the area of its union (Clipper2, non-zero rule). Any proper crossing leaves regions wound
 * twice or the other way round, which the two areas disagree on; whole millimetres keep both exact.
 */
export function crossesItself(points: readonly Point[]): boolean {
  const covered = Math.abs(areaPaths(union([counterClockwise(points)], FillRule.NonZero)));
  return Math.abs(covered - polygonArea(points)) > 0.5;
}

/** Whether `hole` has no area inside `outline` (a hole wholly outside, or touching it only along an edge). */
const outside = (hole: readonly Point[], outline: readonly Point[]) =>
  Math.abs(areaPaths(intersect([counterClockwise(outline)], [counterClockwise(hole)], FillRule.NonZero))) <
  0.5;

function wallProblems(doc: RoomDocument): RoomProblem[] {
  const floored = doc.surfaces.some((s) => s.region.type === 'room');
  const outline = roomOutline(doc.walls);
  if (!outline) return floored ? [{ path: ['walls'], message: ROOM_MESSAGES.wallsOpen }] : [];
  return crossesItself(outline) ? [{ path: ['walls'], message: ROOM_MESSAGES.wallsCross }] : [];
}

/** Half a millimetre of slack: a slanted wall's length is not a whole number of millimetres. */
const SLACK_MM = 0.5;

function openingProblems(doc: RoomDocument): RoomProblem[] {
  const walls = new Map(doc.walls.map((w) => [w.id, w]));
  const problems: RoomProblem[] = [];
  doc.openings.forEach((o, i) => {
    const wall = walls.get(o.wallId);
    if (!wall) return; // the schema names the missing wall
    const [length, height] = [wallLength(wall), wallHeight(doc, wall)];
    const at = (field: string, message: string) => problems.push({ path: ['openings', i, field], message });
    if (o.width > length + SLACK_MM) at('width', ROOM_MESSAGES.openingTooWide);
    else if (o.offset + o.width > length + SLACK_MM) at('offset', ROOM_MESSAGES.openingPastEnd);
    if (o.height > height) at('height', ROOM_MESSAGES.openingTooTall);
    else if (o.bottom + o.height > height) at('bottom', ROOM_MESSAGES.openingPastTop);
  });
  return problems;
}

function surfaceProblems(doc: RoomDocument): RoomProblem[] {
  const walls = new Map(doc.walls.map((w) => [w.id, w]));
  const problems: RoomProblem[] = [];
  doc.surfaces.forEach((s, i) => {
    const region = s.region;
    const at = (path: (string | number)[], message: string) => {
      problems.push({ path: ['surfaces', i, 'region', ...path], message });
    };
    if (region.type === 'wall') {
      const wall = walls.get(region.wallId);
      if (wall && !wallBandRect(doc, wall, region)) at([], ROOM_MESSAGES.bandOffWall);
      return;
    }
    if (region.type !== 'plan') return;
    if (crossesItself(region.outline)) at(['outline'], ROOM_MESSAGES.outlineCrosses);
    else if (polygonArea(region.outline) === 0) at(['outline'], ROOM_MESSAGES.outlineEmpty);
    else
      region.holes.forEach((hole, j) => {
        if (crossesItself(hole)) at(['holes', j], ROOM_MESSAGES.holeCrosses);
        else if (outside(hole, region.outline)) at(['holes', j], ROOM_MESSAGES.holeOutside);
      });
  });
  return problems;
}

/**
 * What stops a room document from being measured, each on its field: walls that do not close (when the room
 * has a floor or ceiling to measure) or that cross; a plan outline or hole that crosses itself, an outline with
 * no area, a hole wholly outside its outline; an opening larger than its wall or running off it; a wall band
 * off its wall. The designs API refuses such a room on save and the checklist refuses to price it (422 on
 * these paths), rather than measure 0 in silence; the room editor shows the same messages. Empty when valid.
 */
export const roomProblems = (doc: RoomDocument): RoomProblem[] => [
  ...wallProblems(doc),
  ...openingProblems(doc),
  ...surfaceProblems(doc),
];
