import { type Fixture, type Opening, roomDocumentSchema, type Surface } from '../room/document.ts';
import { fitProblems } from '../room/fit-checks.ts';
import { fixtureFootprint, measureSurface, polygonArea, roomOutline } from '../room/geometry.ts';
import type { FloorPlan } from '../room/plan-builder.ts';
import { COUNTER_TOP, type Side, spanOnWall } from '../room/plan-builder.ts';
import { roomProblems } from '../room/room-validity.ts';
import type { OwnOpening } from './own-room.ts';

/** The tests' door on the bottom wall and window on the top one (its sill above a counter's top). */
export const TEST_DOOR: OwnOpening = {
  wall: 's',
  kind: 'door',
  offset_in: 6,
  width_in: 36,
  height_in: 80,
  sill_in: 0,
};
export const TEST_WINDOW: OwnOpening = {
  wall: 'n',
  kind: 'window',
  offset_in: 48,
  width_in: 48,
  height_in: 36,
  sill_in: 42,
};

/**
 * What a dressed measured room must never have, each as a sentence naming the parts (empty when sound):
 * checked here from the document alone, the way a reader of the plan would, not with the dressing's own
 * geometry (own-room-space.ts), so a mistake there shows up here.
 */

type Box = { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number };
/** Half a millimetre of an odd width centred on a whole one, and a rounding either way. */
const SLACK = 1;
const apart = (a0: number, a1: number, b0: number, b1: number) => a1 <= b0 + SLACK || b1 <= a0 + SLACK;
const meet = (a: Box, b: Box) =>
  !apart(a.x0, a.x1, b.x0, b.x1) && !apart(a.y0, a.y1, b.y0, b.y1) && !apart(a.z0, a.z1, b.z0, b.z1);

const boxOf = (f: Fixture): Box => {
  const pts = fixtureFootprint(f);
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  return {
    x0: Math.min(...xs),
    x1: Math.max(...xs),
    y0: Math.min(...ys),
    y1: Math.max(...ys),
    z0: f.elevation,
    z1: f.elevation + f.height,
  };
};
const counterBox = (s: Surface): Box | null => {
  if (s.kind !== 'countertop' || s.region.type !== 'plan') return null;
  const xs = s.region.outline.map((p) => p.x);
  const ys = s.region.outline.map((p) => p.y);
  return {
    x0: Math.min(...xs),
    x1: Math.max(...xs),
    y0: Math.min(...ys),
    y1: Math.max(...ys),
    z0: 0,
    z1: COUNTER_TOP,
  };
};

/**
 * Solid things that cannot share space: what stands on the floor or hangs on a wall (a sink and a faucet sit
 * in and on a counter).
 */
const SOLID = new Set<Fixture['kind']>([
  'cabinet',
  'appliance',
  'vanity',
  'toilet',
  'tub',
  'shower',
  'mirror',
]);

/** The floor a door's leaf sweeps (the square round its quarter circle), from the floor to its head. */
function doorSweep(o: Opening, w: number, d: number): Box {
  const [a, b] = [o.offset, o.offset + o.width];
  const r = o.width;
  const z = { z0: 0, z1: o.bottom + o.height };
  if (o.wallId === 's') return { x0: a, x1: b, y0: 0, y1: Math.min(r, d), ...z };
  if (o.wallId === 'e') return { x0: Math.max(w - r, 0), x1: w, y0: a, y1: b, ...z };
  if (o.wallId === 'n') return { x0: w - b, x1: w - a, y0: Math.max(d - r, 0), y1: d, ...z };
  return { x0: 0, x1: Math.min(r, w), y0: d - b, y1: d - a, ...z };
}

/** A fixture's or a counter's span along a wall it stands against, in that wall's own offsets. */
function alongWall(box: Box, side: Side, w: number, d: number) {
  const [from, to] = side === 's' || side === 'n' ? [box.x0, box.x1] : [box.y0, box.y1];
  return spanOnWall(side, w, d, from, to);
}
const touches = (box: Box, side: Side, w: number, d: number) =>
  side === 's'
    ? box.y0 <= SLACK
    : side === 'n'
      ? box.y1 >= d - SLACK
      : side === 'w'
        ? box.x0 <= SLACK
        : box.x1 >= w - SLACK;

export function planProblems(plan: FloorPlan): string[] {
  const doc = plan.doc;
  const out: string[] = [];
  const schema = roomDocumentSchema.safeParse(doc);
  if (!schema.success)
    out.push(...schema.error.issues.map((i) => `schema ${i.path.join('.')}: ${i.message}`));
  out.push(...roomProblems(doc).map((p) => `room ${p.path.join('.')}: ${p.message}`));
  out.push(...fitProblems(doc).map((p) => `fit: ${p.message} (${p.ids.join(', ')})`));
  const outline = roomOutline(doc.walls)!;
  const [w, d] = [Math.max(...outline.map((p) => p.x)), Math.max(...outline.map((p) => p.y))];
  const fixtures = doc.fixtures.map((f) => ({ f, box: boxOf(f) }));
  for (const { f, box } of fixtures) {
    if (box.x0 < -0.5 || box.y0 < -0.5 || box.x1 > w + 0.5 || box.y1 > d + 0.5)
      out.push(`${f.id} is outside the room`);
    if (box.z1 > doc.ceilingHeight) out.push(`${f.id} is above the ceiling`);
  }
  const solid = fixtures.filter(({ f }) => SOLID.has(f.kind));
  for (const a of solid)
    for (const b of solid)
      if (a.f.id < b.f.id && meet(a.box, b.box)) out.push(`${a.f.id} and ${b.f.id} overlap`);
  const counters = doc.surfaces.flatMap((s) => {
    const box = counterBox(s);
    return box ? [{ id: s.id, box }] : [];
  });
  const inTheWay = [
    ...fixtures
      .filter(({ f }) => f.kind !== 'light' && f.kind !== 'fan')
      .map(({ f, box }) => ({ id: f.id, box })),
    ...counters,
  ];
  for (const o of doc.openings) {
    if (o.kind === 'door') {
      const sweep = doorSweep(o, w, d);
      for (const t of inTheWay) if (meet(sweep, t.box)) out.push(`${t.id} stands in front of ${o.id}`);
      continue;
    }
    const side = o.wallId as Side;
    const win = { from: o.offset, to: o.offset + o.width, bottom: o.bottom, top: o.bottom + o.height };
    for (const t of [
      ...fixtures.map(({ f, box }) => ({ id: f.id, box, f })),
      ...counters.map((c) => ({ ...c, f: null })),
    ]) {
      if (t.f && (t.f.kind === 'light' || t.f.kind === 'fan' || t.f.kind === 'faucet')) continue;
      if (!touches(t.box, side, w, d)) continue;
      const s = alongWall(t.box, side, w, d);
      if (apart(s.offset, s.offset + s.width, win.from, win.to)) continue;
      // A wall cabinet never hangs over a window; anything else stays below its sill (a counter under one
      // whose sill is above the counter top) or clear above its head.
      const wallCabinet = t.f?.kind === 'cabinet' && t.f.variant === 'wall';
      if (wallCabinet || !apart(t.box.z0, t.box.z1, win.bottom, win.top)) out.push(`${t.id} covers ${o.id}`);
    }
  }
  for (const s of doc.surfaces)
    if (s.region.type !== 'room' && measureSurface(doc, s).netMm2 <= 0) out.push(`${s.id} measures nothing`);
  const floor = doc.surfaces.find((s) => s.kind === 'floor');
  if (!floor) out.push('no floor');
  else if (measureSurface(doc, floor).netMm2 <= polygonArea(outline) / 3)
    out.push('less than a third of the floor is left');
  return out;
}
