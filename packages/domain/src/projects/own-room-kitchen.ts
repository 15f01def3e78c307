import { cabinetRow, freeSpans, type RunSpan } from '../room/cabinet-runs.ts';
import type { Fixture, Surface } from '../room/document.ts';
import {
  BASE_BOX,
  COUNTER,
  cookingRun,
  counterRect,
  DISHWASHER_W,
  FRIDGE,
  FRIDGE_W,
  HOOD,
  RANGE_DEPTH,
  RANGE_W,
  type Run,
  SINK_BASE_W,
  sinkAndFaucet,
  sinkCabinets,
  WALL_CABINET,
} from '../room/kitchen-plans.ts';
import { BACKSPLASH_TOP, COUNTER_TOP, planSurface, type Side, wallBand } from '../room/plan-builder.ts';
import {
  fits,
  freeAlong,
  longestFirst,
  type Need,
  occupy,
  openingSpan,
  type Space,
  takenAlong,
  wallAxis,
} from './own-room-space.ts';

/**
 * A measured kitchen dressed as the built-in kitchens are (room/kitchen-plans.ts): a cooking run on the
 * longest wall with room for it (range and hood, the refrigerator at one end, base and wall cabinets in stock
 * widths, countertop pieces and backsplash), and a sink run (sink base, sink and faucet, dishwasher, cabinets,
 * counter, backsplash) on another wall, or what of them fits clear of the doors and windows.
 */

/** A 36 in aisle in front of counters and appliances (42 in is the kitchen planners' ideal). */
const AISLE = 914;
const BASE_NEED: Need = { depth: COUNTER, z: [0, COUNTER_TOP], front: AISLE };
const RANGE_NEED: Need = { depth: RANGE_DEPTH, z: [0, HOOD.elevation + HOOD.height], front: AISLE };
const FRIDGE_NEED: Need = { depth: FRIDGE.depth, z: [0, FRIDGE.height], front: AISLE };
const WALL_TOP = WALL_CABINET.elevation + WALL_CABINET.height;
export const WALL_NEED: Need = {
  depth: WALL_CABINET.depth,
  z: [WALL_CABINET.elevation, WALL_TOP],
  windows: [0, Number.POSITIVE_INFINITY],
};
/** A run longer than this is cut short (16 ft cooking, 12 ft sink): no kitchen lines a 50 ft wall. */
const COOKING_MAX = 4877;
const SINK_MAX = 3658;
/** The narrowest stock cabinet: a gap narrower than this beside an appliance is a filler, not a box. */
const MIN_BOX = 229;
/** How far a range is moved at a time looking for a place clear of the windows (3 in). */
const STEP = 76;

type Dressing = { fixtures: Fixture[]; surfaces: Surface[]; space: Space };

const length = ([a, b]: RunSpan) => b - a;
const longestSpanFirst = (spans: RunSpan[]) => [...spans].sort((p, q) => length(q) - length(p));

/** [a, b] cut to `max`, kept at the end nearer a corner of its wall. */
function cut([a, b]: RunSpan, wallLength: number, max: number): RunSpan {
  if (b - a <= max) return [a, b];
  return a <= wallLength - b ? [a, a + max] : [b - max, b];
}

/** [a, b] cut to `max` around `centre` (kept inside [a, b], flush to an end rather than short of it). */
function around([a, b]: RunSpan, centre: number, max: number): RunSpan {
  if (b - a <= max) return [a, b];
  const from = snapped(Math.round(centre - max / 2), max, [a, b]);
  return [from, from + max];
}

/** Where a piece of `width` starts inside [p, q] near `start`, moved flush to an end rather than leave a sliver. */
function snapped(start: number, width: number, [p, q]: RunSpan): number {
  let s = Math.max(p, Math.min(q - width, start));
  if (s - p < MIN_BOX) s = p;
  else if (q - (s + width) < MIN_BOX) s = q - width;
  return s;
}

/** The range's span inside [p, q]: as near its middle as the windows and doors allow, or none. */
function rangeIn(space: Space, side: Side, [p, q]: RunSpan): RunSpan | undefined {
  if (q - p < RANGE_W) return undefined;
  const middle = Math.round((p + q - RANGE_W) / 2);
  for (let k = 0; k <= (q - p) / STEP + 1; k += 1)
    for (const start of k === 0 ? [middle] : [middle - k * STEP, middle + k * STEP]) {
      const s = snapped(start, RANGE_W, [p, q]);
      if (fits(space, side, [s, s + RANGE_W], RANGE_NEED)) return [s, s + RANGE_W];
    }
  return undefined;
}

/** The refrigerator at one end of the run: the end away from the wall's corner first (as the plans have it). */
function fridgeIn(space: Space, side: Side, [a, b]: RunSpan): RunSpan | undefined {
  if (b - a < FRIDGE_W) return undefined;
  const [low, high]: RunSpan[] = [
    [a, a + FRIDGE_W],
    [b - FRIDGE_W, b],
  ];
  const lowNearerCorner = a <= wallAxis(space.room, side) - b;
  return (lowNearerCorner ? [high, low] : [low, high]).find((s) => fits(space, side, s, FRIDGE_NEED));
}

/** The cooking runs a wall's free spans could hold, longest first, with what each has room for. */
function cookingRuns(space: Space, side: Side): Run[] {
  return longestSpanFirst(freeAlong(space, side, BASE_NEED)).map((span) => {
    const [from, to] = cut(span, wallAxis(space.room, side), COOKING_MAX);
    const fridge = fridgeIn(space, side, [from, to]);
    const rest: RunSpan = !fridge ? [from, to] : fridge[0] === from ? [fridge[1], to] : [from, fridge[0]];
    const range = rangeIn(space, side, rest);
    // Where only one of them fits, a kitchen needs its range more than its refrigerator.
    const alone = fridge && !range ? rangeIn(space, side, [from, to]) : undefined;
    return alone ? { side, from, to, range: alone } : { side, from, to, fridge, range };
  });
}

/** The cooking run: on the longest wall with room for a range and a refrigerator, else what fits best. */
function cooking(space: Space): Dressing & { side: Side | null } {
  const runs = longestFirst(space.room).flatMap((side) => cookingRuns(space, side));
  const run =
    runs.find((r) => r.range && r.fridge) ??
    runs.find((r) => r.range) ??
    runs.find((r) => r.to - r.from >= MIN_BOX);
  if (!run) return { fixtures: [], surfaces: [], space, side: null };
  const span: RunSpan = [run.from, run.to];
  const keepClear = takenAlong(space, run.side, WALL_NEED) ?? [];
  const { fixtures, surfaces } = cookingRun(space.room, { ...run, keepClear }, run.from);
  let next = occupy(space, run.side, span, BASE_NEED);
  if (run.range) next = occupy(next, run.side, run.range, RANGE_NEED);
  if (run.fridge) next = occupy(next, run.side, run.fridge, FRIDGE_NEED);
  for (const s of freeSpans(run.from, run.to, keepClear)) next = occupy(next, run.side, s, WALL_NEED);
  return { fixtures, surfaces, space: next, side: run.side };
}

/** The sink base (and dishwasher beside it) inside a free span: under a window over the counter if one is. */
function sinkUnitIn(space: Space, side: Side, [p, q]: RunSpan) {
  const inside = ([a, b]: RunSpan) => p <= a && b <= q;
  for (const o of space.openings) {
    if (o.wallId !== side || o.kind !== 'window' || o.bottom < COUNTER_TOP) continue;
    const [a, b] = openingSpan(space.room, o);
    const start = Math.round((a + b - SINK_BASE_W) / 2);
    const sinkBase: RunSpan = [start, start + SINK_BASE_W];
    const right: RunSpan = [sinkBase[1], sinkBase[1] + DISHWASHER_W];
    const left: RunSpan = [start - DISHWASHER_W, start];
    const dishwasher = [right, left].find(inside);
    if (inside(sinkBase) && dishwasher) return { sinkBase, dishwasher, underWindow: true };
  }
  if (q - p < SINK_BASE_W + DISHWASHER_W) {
    const s = snapped(Math.round((p + q - SINK_BASE_W) / 2), SINK_BASE_W, [p, q]);
    return { sinkBase: [s, s + SINK_BASE_W] as RunSpan, dishwasher: null, underWindow: false };
  }
  const s = snapped(Math.round((p + q - SINK_BASE_W - DISHWASHER_W) / 2), SINK_BASE_W + DISHWASHER_W, [p, q]);
  return {
    sinkBase: [s, s + SINK_BASE_W] as RunSpan,
    dishwasher: [s + SINK_BASE_W, s + SINK_BASE_W + DISHWASHER_W] as RunSpan,
    underWindow: false,
  };
}

/**
 * The sink run: on another wall than the cooking run's (longest first) under a window over the counter if
 * one has room for the sink and dishwasher under it, else where a sink base and a dishwasher fit, else where
 * a sink base alone does; the cooking wall's own free spans last.
 */
function sink(space: Space, cookingSide: Side | null): Dressing {
  const sides = longestFirst(space.room).filter((s) => s !== cookingSide);
  if (cookingSide) sides.push(cookingSide);
  const spans = sides.flatMap((side) =>
    longestSpanFirst(freeAlong(space, side, BASE_NEED)).map((span) => ({
      side,
      span,
      unit: sinkUnitIn(space, side, span),
    })),
  );
  const found =
    spans.find((c) => c.unit.underWindow) ??
    spans.find((c) => length(c.span) >= SINK_BASE_W + DISHWASHER_W) ??
    spans.find((c) => length(c.span) >= SINK_BASE_W);
  if (!found) return { fixtures: [], surfaces: [], space };
  const { side, span, unit } = found;
  const room = space.room;
  const parts = [unit.sinkBase, unit.dishwasher ?? unit.sinkBase];
  const unitSpan: RunSpan = [Math.min(...parts.map((p) => p[0])), Math.max(...parts.map((p) => p[1]))];
  const [from, to] = around(span, (unitSpan[0] + unitSpan[1]) / 2, SINK_MAX);
  // A second run on the cooking wall is named apart from the first.
  const tag = side === cookingSide ? `${side}2` : side;
  const keepClear = takenAlong(space, side, WALL_NEED) ?? [];
  const wallSpans = freeSpans(from, to, keepClear);
  const sinkAt = Math.round((unit.sinkBase[0] + unit.sinkBase[1]) / 2);
  const fixtures: Fixture[] = [
    ...cabinetRow(room, `base-${tag}`, side, freeSpans(from, to, [unitSpan]), 'base', BASE_BOX),
    ...sinkCabinets(room, side, unit.sinkBase, unit.dishwasher),
    ...cabinetRow(room, `wall-${tag}`, side, wallSpans, 'wall', WALL_CABINET),
    ...sinkAndFaucet(room, side, sinkAt),
  ];
  const surfaces = [
    planSurface(`counter-${tag}`, 'countertop', counterRect(room, side, from, to), COUNTER_TOP),
    wallBand(room, `backsplash-${tag}`, 'backsplash', side, [from, to], COUNTER_TOP, BACKSPLASH_TOP),
  ];
  let next = occupy(space, side, [from, to], BASE_NEED);
  for (const s of wallSpans) next = occupy(next, side, s, WALL_NEED);
  return { fixtures, surfaces, space: next };
}

/** The kitchen's runs: the cooking run first (it needs the most room), then the sink run. */
export function dressKitchen(space: Space): Dressing {
  const cook = cooking(space);
  const wash = sink(cook.space, cook.side);
  return {
    fixtures: [...cook.fixtures, ...wash.fixtures],
    surfaces: [...cook.surfaces, ...wash.surfaces],
    space: wash.space,
  };
}
