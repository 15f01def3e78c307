import { basinSplash, laundryRow, TUB, toilet, VANITY_DEPTH, vanity } from './bath-laundry-fixtures.ts';
import { cabinetRow } from './cabinet-runs.ts';
import type { Fixture, Opening, Surface } from './document.ts';
import { kitchen, WALL_CABINET } from './kitchen-plans.ts';
import type { FloorPlan, PlanKind } from './plan-builder.ts';

export type { FloorPlan, PlanKind };

import {
  against,
  centreLight,
  DOOR_H,
  floorSurface,
  freeFixture,
  opening,
  planSurface,
  rect,
  roomDoc,
  SURROUND_TOP,
  sizeName,
  wallBand,
} from './plan-builder.ts';

/**
 * The floor plans a homeowner starts from (issue 10 point 2): generated from a few parameters per layout,
 * in real fixture sizes (36 in counters 24 in deep, a 30 in range, 60 × 30 in tubs, 15 in toilet clearances),
 * each a room document with its surfaces and fixtures but no products yet (a template assigns them).
 */

type BathLayout = 'powder' | 'hall' | 'three-quarter' | 'primary';

function bathroom(layout: BathLayout, w: number, d: number): FloorPlan {
  const room = { w, d };
  const fixtures: Fixture[] = [centreLight(room)];
  const surfaces: Surface[] = [floorSurface()];
  const openings: Opening[] = [];
  const names: Record<BathLayout, string> = {
    powder: 'Powder room',
    hall: 'Hall bath',
    'three-quarter': 'Three-quarter bath',
    primary: 'Primary bath with tub and shower',
  };
  if (layout === 'powder') {
    fixtures.push(toilet(room, 'n', 457), ...vanity(room, 'n', w - 762, w, 457));
    surfaces.push(basinSplash(room, 'n', w - 762, w));
    openings.push(opening(room, 'door', 'door', 's', 300, 1062, 0, DOOR_H, 'in-right'));
  } else if (layout === 'hall') {
    fixtures.push(
      against(room, 'tub', 'tub', 'w', 0, d, TUB.depth, { height: TUB.height, coversFloor: true }),
      toilet(room, 'n', 1219),
      ...vanity(room, 'n', w - 762, w, VANITY_DEPTH),
    );
    surfaces.push(
      wallBand(room, 'surround-w', 'shower_wall', 'w', [0, d], 508, SURROUND_TOP),
      wallBand(room, 'surround-s', 'shower_wall', 's', [0, 762], 508, SURROUND_TOP),
      wallBand(room, 'surround-n', 'shower_wall', 'n', [0, 762], 508, SURROUND_TOP),
      basinSplash(room, 'n', w - 762, w),
    );
    openings.push(opening(room, 'door', 'door', 's', w - 1066, w - 304, 0, DOOR_H, 'in-left'));
  } else if (layout === 'three-quarter') {
    fixtures.push(
      against(room, 'shower', 'shower', 'n', 0, 1219, 914, { height: SURROUND_TOP, coversFloor: true }),
      toilet(room, 'n', 1676),
      ...vanity(room, 's', w - 762, w, 533),
    );
    surfaces.push(
      wallBand(room, 'shower-n', 'shower_wall', 'n', [0, 1219], 0, SURROUND_TOP),
      wallBand(room, 'shower-w', 'shower_wall', 'w', [d - 914, d], 0, SURROUND_TOP),
      basinSplash(room, 's', w - 762, w),
    );
    openings.push(opening(room, 'door', 'door', 'w', 150, 912, 0, DOOR_H, 'in-right'));
  } else {
    const toiletAt = Math.round((813 + (w - 1219)) / 2);
    fixtures.push(
      against(room, 'tub', 'tub', 'w', d - 1676, d, 813, { height: 559, coversFloor: true }),
      against(room, 'shower', 'shower', 'n', w - 1219, w, 1219, { height: SURROUND_TOP, coversFloor: true }),
      toilet(room, 'n', toiletAt),
      ...vanity(room, 's', 813, 2642, 559, 2),
      freeFixture(
        'fan',
        'fan',
        { x: Math.round(w / 2), y: Math.round(d / 2) },
        { width: 1321, depth: 1321, height: 300, elevation: 2100 },
      ),
    );
    surfaces.push(
      wallBand(room, 'surround-w', 'shower_wall', 'w', [d - 1676, d], 559, SURROUND_TOP),
      wallBand(room, 'surround-n', 'shower_wall', 'n', [0, 813], 559, SURROUND_TOP),
      wallBand(room, 'shower-n', 'shower_wall', 'n', [w - 1219, w], 0, SURROUND_TOP),
      wallBand(room, 'shower-e', 'shower_wall', 'e', [d - 1219, d], 0, SURROUND_TOP),
      basinSplash(room, 's', 813, 2642),
    );
    openings.push(opening(room, 'door', 'door', 'e', 1300, 2113, 0, DOOR_H, 'in-right'));
  }
  const name = `${names[layout]} ${sizeName(w, d)}`;
  return {
    id: `bathroom-${layout}-${w}x${d}`,
    kind: 'bathroom',
    layout,
    name,
    doc: roomDoc(name, room, { openings, surfaces, fixtures }),
  };
}

function livingSpace(kind: 'living' | 'dining' | 'laundry', w: number, d: number): FloorPlan {
  const room = { w, d };
  const fixtures: Fixture[] = [centreLight(room)];
  const surfaces: Surface[] = [floorSurface(kind === 'laundry' ? 3 : 0)];
  const openings: Opening[] = [];
  if (kind === 'laundry') {
    fixtures.push(
      ...laundryRow(room, 'n', 0),
      // Wall cabinets along the wall, over the machines and the sink, as a kitchen's hang (54 in up).
      ...cabinetRow(room, 'wall-n', 'n', [[0, w]], 'wall', WALL_CABINET),
    );
    surfaces.push(basinSplash(room, 'n', 1372, 2134));
    openings.push(opening(room, 'door', 'door', 's', w - 914, w - 152, 0, DOOR_H, 'in-left'));
  } else {
    if (kind === 'living')
      fixtures.push(
        freeFixture(
          'fan',
          'fan',
          { x: Math.round(w / 2), y: Math.round(d / 2) + 600 },
          { width: 1321, depth: 1321, height: 300, elevation: 2100 },
        ),
      );
    surfaces.push(wallBand(room, 'accent', 'wall', 'n', null, 0, null));
    openings.push(
      opening(room, 'entry', 'passage', 's', 305, 1219, 0, DOOR_H),
      opening(room, 'window', 'window', 'n', Math.round(w / 2) - 914, Math.round(w / 2) + 915, 610, 1524),
    );
  }
  const label = { living: 'Living room', dining: 'Dining room', laundry: 'Laundry room' }[kind];
  const name = `${label} ${sizeName(w, d)}`;
  return {
    id: `${kind}-${w}x${d}`,
    kind,
    layout: kind,
    name,
    doc: roomDoc(name, room, { openings, surfaces, fixtures }),
  };
}

function outdoor(layout: 'patio' | 'pool' | 'turf', w: number, d: number): FloorPlan {
  const surfaces: Surface[] =
    layout === 'patio'
      ? [planSurface('patio', 'hardscape', rect(0, 0, w, d), 0)]
      : layout === 'turf'
        ? [{ ...planSurface('lawn', 'turf', rect(0, 0, w, d), 0), groutMm: 0 }]
        : [
            planSurface('coping', 'coping', rect(-305, -305, w + 305, d + 305), 0, [rect(0, 0, w, d)]),
            planSurface('deck', 'hardscape', rect(-2134, -2134, w + 2134, d + 2134), 0, [
              rect(-305, -305, w + 305, d + 305),
            ]),
          ];
  const label = { patio: 'Patio', pool: 'Pool with coping and deck', turf: 'Turf yard' }[layout];
  const name = `${label} ${sizeName(w, d)}`;
  return {
    id: `outdoor-${layout}-${w}x${d}`,
    kind: 'outdoor',
    layout,
    name,
    doc: roomDoc(name, null, { surfaces }),
  };
}

type Size = [number, number];
type Builder = (w: number, d: number) => FloorPlan;

/** Each layout and the room sizes it comes in (mm; each a whole number of feet, near enough). */
// biome-ignore format: one layout per line
const LAYOUTS: Array<[Builder, Size[]]> = [
  [(w, d) => kitchen('galley', w, d), [[3658, 2438], [3658, 2743], [3658, 3048], [4267, 2438], [4267, 2743], [4267, 3048], [4877, 2438], [4877, 2743], [4877, 3048]]],
  [(w, d) => kitchen('l-shaped', w, d), [[3048, 3048], [3658, 3048], [3658, 3658], [4267, 3658], [4267, 4267], [4877, 3658]]],
  [(w, d) => kitchen('u-shaped', w, d), [[3048, 3048], [3658, 3048], [3658, 3658], [4267, 3658], [4267, 4267], [4877, 4267]]],
  [(w, d) => kitchen('island', w, d), [[4877, 4267], [5486, 4267], [5486, 4877], [6096, 4877]]],
  [(w, d) => kitchen('peninsula', w, d), [[4267, 4267], [4877, 4267], [4877, 4877], [5486, 4877]]],
  [(w, d) => bathroom('powder', w, d), [[1524, 1829], [1524, 2134], [1676, 1829], [1676, 2134]]],
  [(w, d) => bathroom('hall', w, d), [[2438, 1524], [2743, 1524], [3048, 1524]]],
  [(w, d) => bathroom('three-quarter', w, d), [[2134, 2134], [2134, 2438], [2438, 2438]]],
  [(w, d) => bathroom('primary', w, d), [[3048, 3658], [3353, 3658], [3658, 3658], [3658, 4267]]],
  [(w, d) => livingSpace('living', w, d), [[3658, 4267], [4267, 4877], [4877, 5486], [5486, 6096]]],
  [(w, d) => livingSpace('dining', w, d), [[3048, 3658], [3658, 3658], [3658, 4267]]],
  [(w, d) => livingSpace('laundry', w, d), [[2134, 2134], [2134, 2438], [2438, 2743]]],
  [(w, d) => outdoor('patio', w, d), [[3658, 4877], [4877, 6096], [6096, 7315]]],
  [(w, d) => outdoor('pool', w, d), [[4267, 8534], [4877, 9754], [6096, 10973]]],
  [(w, d) => outdoor('turf', w, d), [[6096, 9144], [9144, 12192], [12192, 15240]]],
];

/** Every floor plan, in the order the picker lists them (kitchens, bathrooms, living, dining, laundry, outdoor). */
export const FLOOR_PLANS: readonly FloorPlan[] = LAYOUTS.flatMap(([build, list]) =>
  list.map(([w, d]) => build(w, d)),
);

export const floorPlanById = (id: string) => FLOOR_PLANS.find((p) => p.id === id) ?? null;
