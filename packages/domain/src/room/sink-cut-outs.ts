import type { BomLine } from './bill-of-materials.ts';
import type { Fixture, Point, RoomDocument, Surface } from './document.ts';
import { MM_PER_IN } from './geometry.ts';
import { inches } from './slab-fitting.ts';

/**
 * A kitchen sink is cut into its countertop (issue 21 A4, B8): the counter has a hole where the sink's bowl
 * is, drawn by the 3-D slab, and the fabricator bills a cut-out per sink. The hole is derived from the sink
 * each time, never stored in the counter's region, so a sink moved along the counter or swapped for a wider
 * one takes its hole with it.
 *
 * A sink no taller than COUNTER_SINK_MAX_MM sits in a counter (a taller one is a floor-standing utility
 * sink); its rim (SINK_FLANGE_MM wide) lies on the counter around the opening, and the faucet stands on the
 * back SINK_FAUCET_DECK_MM of its footprint, so the opening is the footprint less the rim on every side and
 * the deck at the back (the wall side: local -y, as plan-builder's `against` turns a fixture to face the room).
 */
export const COUNTER_SINK_MAX_MM = 500;
export const SINK_FLANGE_MM = 25;
export const SINK_FAUCET_DECK_MM = 100;
/** How far a sink's top may be from the counter's surface and still be cut into it. */
const TOP_TOLERANCE_MM = 60;

export type SinkCutOut = { sinkId: string; surfaceId: string; hole: Point[] };

/** A sink that goes in a counter (not a floor-standing utility sink). */
export const isCounterSink = (f: Pick<Fixture, 'kind' | 'height'>) =>
  f.kind === 'sink' && f.height <= COUNTER_SINK_MAX_MM;

/** The counter opening under a sink, in plan (counter-clockwise, whole millimetres). */
export function sinkOpening(f: Pick<Fixture, 'at' | 'width' | 'depth' | 'rotation'>): Point[] {
  const hw = f.width / 2 - SINK_FLANGE_MM;
  const front = f.depth / 2 - SINK_FLANGE_MM;
  const back = -f.depth / 2 + SINK_FLANGE_MM + SINK_FAUCET_DECK_MM;
  const t = (f.rotation * Math.PI) / 180;
  const [cos, sin] =
    f.rotation % 90 === 0 ? [Math.round(Math.cos(t)), Math.round(Math.sin(t))] : [Math.cos(t), Math.sin(t)];
  return [
    [-hw, back],
    [hw, back],
    [hw, front],
    [-hw, front],
  ].map(([x, y]) => ({
    x: Math.round(f.at.x + x * cos - y * sin),
    y: Math.round(f.at.y + x * sin + y * cos),
  }));
}

/** Whether p is strictly inside the polygon (a ray cast; a point on an edge may go either way). */
function inside(p: Point, polygon: readonly Point[]): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [a, b] = [polygon[i], polygon[j]];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) result = !result;
  }
  return result;
}

/** Whether a countertop holds the whole opening on solid stone (inside its outline, clear of its holes). */
function holds(counter: Surface, hole: readonly Point[], sink: Fixture): boolean {
  const r = counter.region;
  if (counter.kind !== 'countertop' || r.type !== 'plan') return false;
  if (Math.abs(sink.elevation + sink.height - r.elevation) > TOP_TOLERANCE_MM) return false;
  return hole.every((p) => inside(p, r.outline) && !r.holes.some((h) => inside(p, h)));
}

/** Each counter sink's cut-out and the countertop it is cut from (a sink on no counter has none). */
export function sinkCutOuts(doc: Pick<RoomDocument, 'fixtures' | 'surfaces'>): SinkCutOut[] {
  return doc.fixtures.filter(isCounterSink).flatMap((sink) => {
    const hole = sinkOpening(sink);
    const counter = doc.surfaces.find((s) => holds(s, hole, sink));
    return counter ? [{ sinkId: sink.id, surfaceId: counter.id, hole }] : [];
  });
}

/**
 * The fabricator's cut-outs a bill of materials needs: one per sink cut into a countertop that is on the bill
 * (a counter with no product chosen is not fabricated here). The slabs are not reduced for the holes — a
 * fabricator buys and prices the whole slab and charges the cut-out (cutting, polishing its edge) as its own
 * line — so the counter's slab count and area stay as measured.
 */
export function sinkCutOutNeed(
  doc: Pick<RoomDocument, 'fixtures' | 'surfaces'>,
  lines: readonly Pick<BomLine, 'surfaces'>[],
): { units: number; steps: string[] } | null {
  const billed = new Set(lines.flatMap((l) => l.surfaces.map((s) => s.surfaceId)));
  const cuts = sinkCutOuts(doc).filter((c) => billed.has(c.surfaceId));
  if (cuts.length === 0) return null;
  const sinks = new Map(doc.fixtures.map((f) => [f.id, f]));
  const steps = cuts.map((c) => {
    const sink = sinks.get(c.sinkId)!;
    const w = (sink.width - 2 * SINK_FLANGE_MM) / MM_PER_IN;
    const d = (sink.depth - 2 * SINK_FLANGE_MM - SINK_FAUCET_DECK_MM) / MM_PER_IN;
    return `${c.sinkId} in ${c.surfaceId}: a ${inches(w)} × ${inches(d)} in opening → 1 cut-out`;
  });
  const n = cuts.length;
  steps.push(
    `${n} sink${n === 1 ? '' : 's'} × 1 cut-out each = ${n} (the slab is bought whole: the hole is not taken off it)`,
  );
  return { units: n, steps };
}
