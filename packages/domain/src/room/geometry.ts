import { areaPaths, difference, FillRule } from 'clipper2-ts';
import type { Fixture, Opening, Point, RoomDocument, Surface, Wall } from './document.ts';
import { type CoverProfile, clipRect, coveredBetween, coverProfile, type Rect } from './rect-union.ts';

/** Millimetres in an inch and in a foot, exactly: every conversion of the room's whole millimetres. */
export const MM_PER_IN = 25.4;
export const MM_PER_FT = 304.8;
/** Square millimetres in a square foot (304.8² exactly). */
export const MM2_PER_SQFT = 92_903.04;

/** The length of a wall's inner face, in mm (not rounded: a slanted wall is not a whole number). */
export const wallLength = (w: Pick<Wall, 'a' | 'b'>) => Math.hypot(w.b.x - w.a.x, w.b.y - w.a.y);

/** A wall's height: its own, else the room's ceiling. */
export const wallHeight = (doc: Pick<RoomDocument, 'ceilingHeight'>, w: Wall) =>
  w.height ?? doc.ceilingHeight;

/** Twice the signed area (positive when counter-clockwise): integer for integer points, so exact. */
function twiceSignedArea(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i += 1) {
    const p = points[i];
    const q = points[(i + 1) % points.length];
    sum += p.x * q.y - q.x * p.y;
  }
  return sum;
}

/** A simple polygon's area in mm² (shoelace), whichever way it runs. */
export const polygonArea = (points: readonly Point[]) => Math.abs(twiceSignedArea(points)) / 2;

/** A polygon's perimeter in mm. */
export function polygonPerimeter(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i += 1)
    sum += wallLength({ a: points[i], b: points[(i + 1) % points.length] });
  return sum;
}

const samePoint = (p: Point, q: Point) => p.x === q.x && p.y === q.y;

/**
 * The floor outline the walls enclose: each wall's start, when the walls form one closed loop in order
 * (each ends where the next begins); null otherwise (an open plan, or walls out of order).
 */
export function roomOutline(walls: readonly Wall[]): Point[] | null {
  if (walls.length < 3) return null;
  for (let i = 0; i < walls.length; i += 1) {
    if (!samePoint(walls[i].b, walls[(i + 1) % walls.length].a)) return null;
  }
  return walls.map((w) => w.a);
}

export { clipRect, type Rect, unionArea } from './rect-union.ts';

/** An opening's rectangle on its wall's face. */
export const openingRect = (o: Opening): Rect => ({
  x0: o.offset,
  x1: o.offset + o.width,
  y0: o.bottom,
  y1: o.bottom + o.height,
});

/** A wall band's rectangle: null ends are the wall's ends, a null top is the wall's top. */
export function wallBandRect(
  doc: RoomDocument,
  wall: Wall,
  band: { from: number | null; to: number | null; bottom: number; top: number | null },
): Rect | null {
  const full: Rect = { x0: 0, x1: wallLength(wall), y0: 0, y1: wallHeight(doc, wall) };
  return clipRect(
    { x0: band.from ?? 0, x1: band.to ?? full.x1, y0: band.bottom, y1: band.top ?? full.y1 },
    full,
  );
}

const half = (v: number) => Math.round(v * 2) / 2;

/**
 * A fixture's footprint in plan: its width × depth turned by its rotation about its centre, to the half
 * millimetre (exact for a quarter turn of an odd size: a 533 mm deep vanity is 266.5 mm either side).
 */
export function fixtureFootprint(f: Pick<Fixture, 'at' | 'width' | 'depth' | 'rotation'>): Point[] {
  const t = (f.rotation * Math.PI) / 180;
  // Exact zeros and ones for quarter turns (Math.cos(Math.PI / 2) is 6e-17, not 0).
  const [cos, sin] =
    f.rotation % 90 === 0 ? [Math.round(Math.cos(t)), Math.round(Math.sin(t))] : [Math.cos(t), Math.sin(t)];
  const [hw, hd] = [f.width / 2, f.depth / 2];
  return [
    [-hw, -hd],
    [hw, -hd],
    [hw, hd],
    [-hw, hd],
  ].map(([x, y]) => ({ x: half(f.at.x + x * cos - y * sin), y: half(f.at.y + x * sin + y * cos) }));
}

/** Clipper2 works on integers: plans in half millimetres, and areas back in mm². */
export const toHalfMm = (points: readonly Point[]) =>
  points.map((p) => ({ x: Math.round(p.x * 2), y: Math.round(p.y * 2) }));
export const halfMm2ToMm2 = (area: number) => Math.abs(area) / 4;

/**
 * The floor left to cover: the outline less the footprints of the fixtures that stand over it without a
 * floor beneath (tubs, base cabinets), each overlap and each part outside the room taken off once (Clipper2
 * on half millimetres: exact for footprints on quarter turns).
 */
function uncoveredFloorArea(outline: Point[], fixtures: readonly Fixture[]): number {
  const covering = fixtures.filter((f) => f.coversFloor).map(fixtureFootprint);
  if (covering.length === 0) return polygonArea(outline);
  return halfMm2ToMm2(areaPaths(difference([toHalfMm(outline)], covering.map(toHalfMm), FillRule.NonZero)));
}

/** A polygon turned counter-clockwise, so that overlapping ones add up under the non-zero rule. */
export const counterClockwise = (points: readonly Point[]) =>
  twiceSignedArea(points) < 0 ? [...points].reverse() : [...points];

/**
 * A plan region's area left to cover: its outline less the union of its holes clipped to it, so that two
 * overlapping holes are taken off once and a hole partly outside takes off only its inside part (Clipper2;
 * whole millimetres, so exact).
 */
export function planNetArea(outline: readonly Point[], holes: readonly (readonly Point[])[]): number {
  if (holes.length === 0) return polygonArea(outline);
  const left = difference([counterClockwise(outline)], holes.map(counterClockwise), FillRule.NonZero);
  return Math.abs(areaPaths(left));
}

/** What a surface measures, in mm² and mm: gross (its outline), net (less openings and holes), perimeter. */
export type SurfaceMeasure = { grossMm2: number; netMm2: number; perimeterMm: number };

const NOTHING: SurfaceMeasure = { grossMm2: 0, netMm2: 0, perimeterMm: 0 };

/** Measures one surface of the document it was made for (see surfaceMeasurer). */
export type SurfaceMeasurer = (surface: Surface) => SurfaceMeasure;

/**
 * Measures the surfaces of one document on their inner face:
 * - the room's floor or ceiling: the walls' outline (0 when the walls do not close: room-validity.ts refuses
 *   that before anything is priced); a floor less what the fixtures that cover it stand on;
 * - a wall band: its rectangle less the union of the wall's openings clipped to it (an overlap counted once);
 * - a plan region: its outline less the union of its holes clipped to it.
 * What every surface shares (the outline, the floor under fixtures, the openings by wall) is worked out once
 * per document, so a takeoff is linear in surfaces and O(n log n) in the openings on a wall.
 */
export function surfaceMeasurer(doc: RoomDocument): SurfaceMeasurer {
  let outline: Point[] | null | undefined;
  let floorNet: number | undefined;
  let walls: Map<string, Wall> | undefined;
  let openingsByWall: Map<string, Rect[]> | undefined;
  // Bands of one height on a wall share one sweep of its openings (a backsplash run cut into 20 bands).
  const profiles = new Map<string, CoverProfile>();
  const outlineOnce = () => {
    if (outline === undefined) outline = roomOutline(doc.walls);
    return outline;
  };
  const openingsOn = (wallId: string) => {
    if (!openingsByWall) {
      openingsByWall = new Map();
      for (const o of doc.openings) {
        const list = openingsByWall.get(o.wallId) ?? [];
        list.push(openingRect(o));
        openingsByWall.set(o.wallId, list);
      }
    }
    return openingsByWall.get(wallId) ?? [];
  };
  return (surface) => {
    const region = surface.region;
    if (region.type === 'room') {
      const pts = outlineOnce();
      if (!pts) return NOTHING;
      const area = polygonArea(pts);
      if (surface.kind === 'floor' && floorNet === undefined)
        floorNet = uncoveredFloorArea(pts, doc.fixtures);
      const net = surface.kind === 'floor' ? (floorNet as number) : area;
      return { grossMm2: area, netMm2: net, perimeterMm: polygonPerimeter(pts) };
    }
    if (region.type === 'plan') {
      return {
        grossMm2: polygonArea(region.outline),
        netMm2: planNetArea(region.outline, region.holes),
        perimeterMm: polygonPerimeter(region.outline),
      };
    }
    walls ??= new Map(doc.walls.map((w) => [w.id, w]));
    const wall = walls.get(region.wallId);
    const rect = wall && wallBandRect(doc, wall, region);
    if (!wall || !rect) return NOTHING;
    const gross = (rect.x1 - rect.x0) * (rect.y1 - rect.y0);
    const key = `${wall.id}\u0000${rect.y0}\u0000${rect.y1}`;
    let profile = profiles.get(key);
    if (!profile) {
      profile = coverProfile(openingsOn(wall.id), { x0: 0, x1: wallLength(wall), y0: rect.y0, y1: rect.y1 });
      profiles.set(key, profile);
    }
    return {
      grossMm2: gross,
      netMm2: gross - coveredBetween(profile, rect.x0, rect.x1),
      perimeterMm: 2 * (rect.x1 - rect.x0 + (rect.y1 - rect.y0)),
    };
  };
}

/** The measurer of a document, with what it was made from (a document changed in place is measured anew). */
type Measured = {
  measure: SurfaceMeasurer;
  from: [
    RoomDocument['walls'],
    RoomDocument['openings'],
    RoomDocument['fixtures'],
    number,
    number,
    number,
    number,
  ];
};
const measurers = new WeakMap<RoomDocument, Measured>();
const madeFrom = (doc: RoomDocument): Measured['from'] => [
  doc.walls,
  doc.openings,
  doc.fixtures,
  doc.walls.length,
  doc.openings.length,
  doc.fixtures.length,
  doc.ceilingHeight,
];

/**
 * Measures one surface. A takeoff measures every surface of one document, so the document's measurer is kept
 * (weakly) and reused while its walls, openings and fixtures are the same lists of the same length: without
 * it, 400 floor surfaces over 400 fixtures re-cut the floor 400 times (20 s). Edits (commands.ts) return a new
 * document, so they are measured anew; a list changed in place to the same length is not noticed.
 */
export function measureSurface(doc: RoomDocument, surface: Surface): SurfaceMeasure {
  const now = madeFrom(doc);
  let kept = measurers.get(doc);
  if (!kept || kept.from.some((x, i) => x !== now[i])) {
    kept = { measure: surfaceMeasurer(doc), from: now };
    measurers.set(doc, kept);
  }
  return kept.measure(surface);
}

/** mm² → square feet. */
export const sqftOf = (mm2: number) => mm2 / MM2_PER_SQFT;
