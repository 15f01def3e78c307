import type { Fixture, Point, RoomDocument } from '@app/domain/room/document';
import { sinkCutOuts } from '@app/domain/room/sink-cut-outs';
import { COUNTERTOP_MM } from './shapes.ts';

/**
 * What the scene draws for each sink cut into a counter (issue 21 A4), from the document each time (a moved
 * or swapped sink takes its hole with it): the counter's holes, how high above each sink's own origin the
 * counter's surface is (its rim lies there, its bowl hangs below), and the base cabinets under a hole, drawn
 * without their top so the bowl is seen through the opening instead of the carcass's lid.
 */
export type SinkCuts = {
  /** Per countertop, its sink openings (plan mm), added to the slab's own holes. */
  holes: ReadonlyMap<string, Point[][]>;
  /** Per sink, the counter's surface above the sink's elevation (mm). */
  counterTops: ReadonlyMap<string, number>;
  /** Base cabinets under a sink's opening. */
  openTops: ReadonlySet<string>;
};

/** The plan point p in a fixture's own frame (x along its width, y along its depth). */
function local(f: Pick<Fixture, 'at' | 'rotation'>, p: Point): Point {
  const t = (-f.rotation * Math.PI) / 180;
  const [dx, dy] = [p.x - f.at.x, p.y - f.at.y];
  return { x: dx * Math.cos(t) - dy * Math.sin(t), y: dx * Math.sin(t) + dy * Math.cos(t) };
}

const centreOf = (hole: readonly Point[]): Point => ({
  x: hole.reduce((s, p) => s + p.x, 0) / hole.length,
  y: hole.reduce((s, p) => s + p.y, 0) / hole.length,
});

export function sinkCuts(doc: Pick<RoomDocument, 'fixtures' | 'surfaces'>): SinkCuts {
  const holes = new Map<string, Point[][]>();
  const counterTops = new Map<string, number>();
  const openTops = new Set<string>();
  for (const cut of sinkCutOuts(doc)) {
    const counter = doc.surfaces.find((s) => s.id === cut.surfaceId);
    const sink = doc.fixtures.find((f) => f.id === cut.sinkId);
    if (!counter || !sink || counter.region.type !== 'plan') continue;
    const slabBottom = counter.region.elevation;
    holes.set(counter.id, [...(holes.get(counter.id) ?? []), cut.hole]);
    counterTops.set(sink.id, slabBottom + COUNTERTOP_MM - sink.elevation);
    const centre = centreOf(cut.hole);
    for (const f of doc.fixtures) {
      if (f.kind !== 'cabinet' || f.variant === 'wall' || f.variant === 'tall') continue;
      if (Math.abs(f.elevation + f.height - slabBottom) > 60) continue;
      const p = local(f, centre);
      if (Math.abs(p.x) < f.width / 2 && Math.abs(p.y) < f.depth / 2) openTops.add(f.id);
    }
  }
  return { holes, counterTops, openTops };
}
