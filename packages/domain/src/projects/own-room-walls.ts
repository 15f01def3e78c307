import type { Fixture, Surface } from '../room/document.ts';
import { fixtureFootprint } from '../room/geometry.ts';
import { type PlanRoom, type Side, spanOnPlan, wallBand } from '../room/plan-builder.ts';
import { wallAxis } from './own-room-space.ts';

/**
 * A measured room's walls as surfaces to paint or clad (kind `wall`, as the built-in living rooms' accent
 * wall): on each wall, the parts nothing hides — not a cabinet, an appliance, a vanity, a tub, a shower or a
 * mirror standing against it (its back, or its end in a corner), nor a band of tile (backsplash, shower
 * surround) or a wall surface already there. The takeoff then buys paint for what shows, and none behind the
 * cabinets or under the tile; each band still has its doors and windows taken off when measured.
 */

/** What stands flat against a wall and hides it (a toilet, a sink or a faucet does not). */
const HIDES = new Set<Fixture['kind']>(['cabinet', 'appliance', 'vanity', 'tub', 'shower', 'mirror']);
/**
 * A strip narrower or lower than 4 in is not painted apart: a cabinet run's filler (under 3 in), the inch
 * between a hood's top and the wall cabinets'.
 */
const NARROWEST = 102;

type Cover = { from: number; to: number; bottom: number; top: number };

function coversOn(
  room: PlanRoom,
  ceiling: number,
  side: Side,
  fixtures: readonly Fixture[],
  surfaces: readonly Surface[],
) {
  const covers: Cover[] = [];
  const [onAxis, across] = side === 's' || side === 'n' ? (['x', 'y'] as const) : (['y', 'x'] as const);
  const line = side === 's' || side === 'w' ? 0 : side === 'n' ? room.d : room.w;
  for (const f of fixtures) {
    if (!HIDES.has(f.kind)) continue;
    const footprint = fixtureFootprint(f);
    // Against this wall, or standing in its corner with an end against it (a tub's, a cabinet run's).
    if (!footprint.some((p) => Math.abs(p[across] - line) <= 1)) continue;
    const along = footprint.map((p) => p[onAxis]);
    covers.push({
      // An odd width's footprint ends on a half millimetre: its cover takes the whole one.
      from: Math.floor(Math.min(...along)),
      to: Math.ceil(Math.max(...along)),
      bottom: f.elevation,
      top: f.elevation + f.height,
    });
  }
  const length = wallAxis(room, side);
  for (const s of surfaces) {
    const r = s.region;
    if (r.type !== 'wall' || r.wallId !== side) continue;
    const [from, to] = spanOnPlan(side, room.w, room.d, r.from ?? 0, (r.to ?? length) - (r.from ?? 0));
    covers.push({ from, to, bottom: r.bottom, top: r.top ?? ceiling });
  }
  return covers;
}

/** The heights of [0, ceiling] none of `covers` spans. */
function gapsUnder(ceiling: number, covers: readonly Cover[]): [number, number][] {
  const gaps: [number, number][] = [];
  let at = 0;
  for (const c of [...covers].sort((p, q) => p.bottom - q.bottom)) {
    if (c.bottom >= ceiling) break;
    if (c.bottom > at) gaps.push([at, c.bottom]);
    at = Math.max(at, c.top);
  }
  if (at < ceiling) gaps.push([at, ceiling]);
  return gaps.filter(([b, t]) => t - b >= NARROWEST);
}

/** One wall's bands: cut where a cover starts or ends, neighbours that show the same heights joined. */
function bandsOn(room: PlanRoom, ceiling: number, side: Side, covers: readonly Cover[]): Surface[] {
  const length = wallAxis(room, side);
  const cuts = [...new Set([0, length, ...covers.flatMap((c) => [c.from, c.to])])]
    .filter((x) => x >= 0 && x <= length)
    .sort((a, b) => a - b);
  const strips: { from: number; to: number; gaps: [number, number][] }[] = [];
  for (let i = 0; i + 1 < cuts.length; i += 1) {
    const [from, to] = [cuts[i]!, cuts[i + 1]!];
    const gaps = gapsUnder(
      ceiling,
      covers.filter((c) => c.from <= from && c.to >= to),
    );
    const last = strips.at(-1);
    if (last && JSON.stringify(last.gaps) === JSON.stringify(gaps)) last.to = to;
    else strips.push({ from, to, gaps });
  }
  const bands: Surface[] = [];
  for (const s of strips) {
    if (s.to - s.from < NARROWEST) continue;
    for (const [bottom, top] of s.gaps) {
      const id = bands.length ? `wall-${side}-${bands.length + 1}` : `wall-${side}`;
      const span: [number, number] | null = s.from === 0 && s.to === length ? null : [s.from, s.to];
      // Up to the ceiling is the wall's top: a band that reaches it follows the ceiling when that is edited.
      bands.push(wallBand(room, id, 'wall', side, span, bottom, top >= ceiling ? null : top));
    }
  }
  return bands;
}

/** Every wall's paintable bands, walls in the order s, e, n, w. */
export function wallSurfaces(
  room: PlanRoom,
  ceiling: number,
  fixtures: readonly Fixture[],
  surfaces: readonly Surface[],
): Surface[] {
  return (['s', 'e', 'n', 'w'] as const).flatMap((side) =>
    bandsOn(room, ceiling, side, coversOn(room, ceiling, side, fixtures, surfaces)),
  );
}
