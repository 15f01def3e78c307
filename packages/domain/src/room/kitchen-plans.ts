import { cabinetRow, freeSpans, type RunSpan } from './cabinet-runs.ts';
import type { Fixture, Opening, Surface } from './document.ts';
import type { FloorPlan } from './plan-builder.ts';
import {
  against,
  BACKSPLASH_TOP,
  COUNTER_TOP,
  centreLight,
  DOOR_H,
  floorSurface,
  freeFixture,
  opening,
  type PlanRoom,
  planSurface,
  rect,
  roomDoc,
  type Side,
  sizeName,
  wallBand,
} from './plan-builder.ts';

/** Cabinet and counter depths: 24 in boxes under a 25 in top; 12 in wall cabinets. */
export const BASE = 610;
export const COUNTER = 635;
const WALL_DEPTH = 305;
/** Wall cabinets hang from 54 in (the backsplash's top) and are 30 in tall; a hood's bottom sits at 66 in. */
export const WALL_CABINET = { depth: WALL_DEPTH, height: 762, elevation: BACKSPLASH_TOP };
export const HOOD = { depth: 508, height: 457, elevation: 1676 };
export const BASE_BOX = { depth: BASE, height: COUNTER_TOP, coversFloor: true };
/** A 30 in range 26 in deep; a 36 in refrigerator 30 in deep, 70 in tall; a 24 in dishwasher; 36 in sink base. */
export const RANGE_W = 762;
export const RANGE_DEPTH = 660;
export const FRIDGE_W = 914;
export const FRIDGE = { depth: 762, height: 1778 };
export const DISHWASHER_W = 610;
export const SINK_BASE_W = 914;
const PANTRY_W = 610;

type KitchenLayout = 'galley' | 'l-shaped' | 'u-shaped' | 'island' | 'peninsula';

/**
 * What a run along one wall holds: its span, and where its range and refrigerator stand (plan axis); and
 * where its wall cabinets may not hang (`keepClear`: a measured room's windows and doors).
 */
export type Run = {
  side: Side;
  from: number;
  to: number;
  range?: RunSpan;
  fridge?: RunSpan;
  pantry?: RunSpan;
  keepClear?: readonly RunSpan[];
};

/**
 * The fixtures and surfaces of one cooking run: base cabinets in stock widths between the appliances, wall
 * cabinets above them except over the range (its hood hangs there), the refrigerator and a tall pantry, and
 * a countertop that stops at each of them (split into pieces) with its backsplash up to the refrigerator or
 * pantry (tiled on behind the range, as a kitchen is).
 */
export function cookingRun(room: PlanRoom, run: Run, counterFrom: number) {
  const { side, from, to, range, fridge, pantry } = run;
  const tall = [fridge, pantry].filter((s): s is RunSpan => !!s);
  const stands = range ? [range, ...tall] : tall;
  const hangClear = [...stands, ...(run.keepClear ?? [])];
  const fixtures: Fixture[] = [
    ...cabinetRow(room, `base-${side}`, side, freeSpans(from, to, stands), 'base', BASE_BOX),
    ...cabinetRow(room, `wall-${side}`, side, freeSpans(from, to, hangClear), 'wall', WALL_CABINET),
  ];
  if (range) {
    fixtures.push(
      against(room, 'range', 'appliance', side, range[0], range[1], RANGE_DEPTH, {
        height: COUNTER_TOP,
        coversFloor: true,
        variant: 'range',
      }),
      against(room, 'hood', 'appliance', side, range[0], range[1], HOOD.depth, { ...HOOD, variant: 'hood' }),
    );
  }
  if (fridge)
    fixtures.push(
      against(room, 'fridge', 'appliance', side, fridge[0], fridge[1], FRIDGE.depth, {
        height: FRIDGE.height,
        coversFloor: true,
        variant: 'refrigerator',
      }),
    );
  if (pantry)
    fixtures.push(
      against(room, `pantry-${side}`, 'cabinet', side, pantry[0], pantry[1], BASE, {
        height: 2134,
        coversFloor: true,
        variant: 'tall',
      }),
    );
  // The backsplash runs behind the counter and the range, and stops at the tall things (a refrigerator or a
  // pantry at either end of the run).
  const splashes = freeSpans(counterFrom, to, tall);
  const pieces = freeSpans(counterFrom, to, stands);
  const surfaces: Surface[] = [
    ...pieces.map(([a, b], i) =>
      planSurface(
        `counter-${side}${i ? `-${i + 1}` : ''}`,
        'countertop',
        counterRect(room, side, a, b),
        COUNTER_TOP,
      ),
    ),
    ...splashes.map(([a, b], i) =>
      wallBand(
        room,
        `backsplash-${side}${i ? `-${i + 1}` : ''}`,
        'backsplash',
        side,
        [a, b],
        COUNTER_TOP,
        BACKSPLASH_TOP,
      ),
    ),
  ];
  return { fixtures, surfaces };
}

/** A countertop piece against a side, spanning [a, b] on its axis, COUNTER deep. */
export function counterRect(room: PlanRoom, side: Side, a: number, b: number) {
  if (side === 's') return rect(a, 0, b, COUNTER);
  if (side === 'n') return rect(a, room.d - COUNTER, b, room.d);
  if (side === 'w') return rect(0, a, COUNTER, b);
  return rect(room.w - COUNTER, a, room.w, b);
}

/** A sink base over [sinkBase] and a dishwasher beside it (when there is room for one). */
export const sinkCabinets = (
  room: PlanRoom,
  side: Side,
  sinkBase: RunSpan,
  dishwasher: RunSpan | null,
): Fixture[] => [
  against(room, 'sink-base', 'cabinet', side, sinkBase[0], sinkBase[1], BASE, {
    ...BASE_BOX,
    variant: 'base',
  }),
  ...(dishwasher
    ? [
        against(room, 'dishwasher', 'appliance', side, dishwasher[0], dishwasher[1], BASE, {
          height: 864,
          coversFloor: true,
          variant: 'dishwasher',
        }),
      ]
    : []),
];

/** A 30 in sink dropped into the counter, its faucet behind it, centred on `centre`. */
export const sinkAndFaucet = (room: PlanRoom, side: Side, centre: number): Fixture[] => [
  against(room, 'sink', 'sink', side, centre - 381, centre + 381, 559, { height: 250, elevation: 660 }),
  against(room, 'faucet', 'faucet', side, centre - 50, centre + 50, 100, {
    height: 300,
    elevation: COUNTER_TOP,
  }),
];

/**
 * The sink wall (south): a 36 in sink base under the window, a dishwasher beside it, base cabinets filling
 * the rest; wall cabinets either side of the window; one countertop and backsplash along the whole wall.
 */
function sinkWall(room: PlanRoom) {
  const centre = Math.round(room.w / 2);
  const sinkBase: RunSpan = [centre - SINK_BASE_W / 2, centre + SINK_BASE_W / 2];
  const dishwasher: RunSpan = [sinkBase[1], sinkBase[1] + DISHWASHER_W];
  const window: RunSpan = [centre - 457, centre + 457];
  const fixtures: Fixture[] = [
    ...cabinetRow(room, 'base-s', 's', freeSpans(0, room.w, [sinkBase, dishwasher]), 'base', BASE_BOX),
    ...sinkCabinets(room, 's', sinkBase, dishwasher),
    ...cabinetRow(room, 'wall-s', 's', freeSpans(0, room.w, [window]), 'wall', WALL_CABINET),
    ...sinkAndFaucet(room, 's', centre),
  ];
  return {
    fixtures,
    surfaces: [
      planSurface('counter-s', 'countertop', rect(0, 0, room.w, COUNTER), COUNTER_TOP),
      wallBand(room, 'backsplash-s', 'backsplash', 's', [0, room.w], COUNTER_TOP, BACKSPLASH_TOP),
    ],
    openings: [opening(room, 'window', 'window', 's', window[0], window[1], 1067, 914)],
  };
}

/** Two 36 in base cabinets side by side, centred on `at` (an island's or a peninsula's boxes). */
const baseCabinetPair = (prefix: string, at: { x: number; y: number }): Fixture[] =>
  [-457, 457].map((dx, i) =>
    freeFixture(
      `${prefix}-${i + 1}`,
      'cabinet',
      { x: at.x + dx, y: at.y },
      { ...BASE_BOX, width: 914, variant: 'base' },
    ),
  );

export function kitchen(layout: KitchenLayout, w: number, d: number): FloorPlan {
  const room = { w, d };
  const sink = sinkWall(room);
  const fixtures: Fixture[] = [...sink.fixtures, centreLight(room)];
  const surfaces: Surface[] = [floorSurface(), ...sink.surfaces];
  const openings: Opening[] = [...sink.openings];
  const add = (run: Run, counterFrom: number) => {
    const part = cookingRun(room, run, counterFrom);
    fixtures.push(...part.fixtures);
    surfaces.push(...part.surfaces);
  };
  // The cooking wall: a range in its middle and the refrigerator at its far end.
  const cooking = (side: 'n' | 'w', length: number, start: number, counterFrom: number) => {
    const mid = Math.round(length / 2);
    add(
      {
        side,
        from: start,
        to: length,
        range: [mid - RANGE_W / 2, mid + RANGE_W / 2],
        fridge: [length - FRIDGE_W, length],
      },
      counterFrom,
    );
  };
  if (layout === 'galley') {
    cooking('n', w, 0, 0);
    openings.push(
      opening(room, 'entry', 'passage', 'w', Math.round(d / 2) - 457, Math.round(d / 2) + 457, 0, DOOR_H),
    );
  } else {
    cooking('w', d, BASE, COUNTER);
    if (layout === 'u-shaped') {
      // The far end of the third wall is a 24 in pantry: the counter and backsplash stop at it.
      add({ side: 'e', from: BASE, to: d, pantry: [d - PANTRY_W, d] }, COUNTER);
      openings.push(
        opening(room, 'entry', 'passage', 'n', Math.round(w / 2) - 457, Math.round(w / 2) + 457, 0, DOOR_H),
      );
    } else {
      openings.push(opening(room, 'entry', 'passage', 'n', w - 1219, w - 305, 0, DOOR_H));
    }
    if (layout === 'island') {
      const at = { x: Math.round(w / 2 + 305), y: Math.round(d / 2 + 305) };
      // The top overhangs the boxes on the far side: seating for stools.
      fixtures.push(
        ...baseCabinetPair('island', { x: at.x, y: at.y - 152 }),
        freeFixture('pendant', 'light', at, { width: 460, depth: 460, height: 300, elevation: 1900 }),
      );
      surfaces.push(
        planSurface(
          'counter-island',
          'countertop',
          rect(at.x - 991, at.y - 534, at.x + 990, at.y + 533),
          COUNTER_TOP,
        ),
      );
    } else if (layout === 'peninsula') {
      // It juts from the cooking wall just past the range (never into it), short of the refrigerator.
      const y = Math.round(d / 2) + RANGE_W / 2;
      fixtures.push(...baseCabinetPair('peninsula', { x: BASE + 915, y: y + 305 }));
      surfaces.push(
        planSurface(
          'counter-peninsula',
          'countertop',
          rect(COUNTER, y, COUNTER + 1981, y + 660),
          COUNTER_TOP,
        ),
      );
    }
  }
  const names: Record<KitchenLayout, string> = {
    galley: 'Galley kitchen',
    'l-shaped': 'L-shaped kitchen',
    'u-shaped': 'U-shaped kitchen',
    island: 'Kitchen with island',
    peninsula: 'Kitchen with peninsula',
  };
  const name = `${names[layout]} ${sizeName(w, d)}`;
  return {
    id: `kitchen-${layout}-${w}x${d}`,
    kind: 'kitchen',
    layout,
    name,
    doc: roomDoc(name, room, { openings, surfaces, fixtures }),
  };
}
