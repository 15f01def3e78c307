import {
  type Fixture,
  MAX_FIXTURES,
  MAX_OPENINGS,
  MAX_POLYGON_POINTS,
  MAX_SURFACES,
  type Opening,
  type Point,
  type ProductRef,
  type RoomDocument,
  type Surface,
  type Wall,
} from './document.ts';

/**
 * The costliest room documents within the limits (document.ts MAX_*, the designs API's 256 KB), each valid
 * (room-validity.ts finds nothing), for the takeoff's speed budgets (bench/takeoff-worst.ts) and the server
 * test that such a document is answered. `tile` goes on the surfaces, `piece` on the fixtures.
 */
export type WorstRoomProducts = { tile: ProductRef; piece: ProductRef };

const box = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

const wallsAround = (pts: Point[]): Wall[] =>
  pts.map((a, i) => ({ id: `w${i}`, a, b: pts[(i + 1) % pts.length], thickness: 114, height: null }));

const base = (name: string, walls: Wall[]): RoomDocument => ({
  version: 1,
  name,
  ceilingHeight: 3000,
  walls,
  openings: [],
  surfaces: [],
  fixtures: [],
});

const band = (id: string, wallId: string, from: number, to: number, bottom: number, top: number | null) =>
  ({
    id,
    kind: 'backsplash',
    region: { type: 'wall', wallId, from, to, bottom, top },
    product: null,
    pattern: 'herringbone',
    groutMm: 2,
  }) satisfies Surface;

/** `count` windows on wall `wallId`, 300 wide every 45 mm and at ten sill heights: each overlaps its neighbours. */
const overlappingWindows = (wallId: string, count: number): Opening[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `o${i}`,
    kind: 'window',
    wallId,
    offset: 100 + i * 45,
    width: 300,
    bottom: (i % 10) * 150,
    height: 1000,
    swing: null,
  }));

/** Issue 21 B7: 400 openings over 20 bands on one 20 m wall. */
export function oneWallOfOpenings(p: WorstRoomProducts): RoomDocument {
  const doc = base('400 openings on one wall', wallsAround(box(0, 0, 20_000, 5000)));
  doc.openings = overlappingWindows('w0', MAX_OPENINGS);
  doc.surfaces = Array.from({ length: 20 }, (_, k) => ({
    ...band(`b${k}`, 'w0', k * 900, k * 900 + 5000, (k % 4) * 500, (k % 4) * 500 + 1200),
    product: p.tile,
  }));
  return doc;
}

/** 400 bands on one wall, every one crossed by the same 400 openings. */
export function bandsOverOpenings(p: WorstRoomProducts): RoomDocument {
  const doc = base('400 bands over 400 openings', wallsAround(box(0, 0, 20_000, 5000)));
  doc.openings = overlappingWindows('w0', MAX_OPENINGS);
  doc.surfaces = Array.from({ length: MAX_SURFACES }, (_, k) => ({
    ...band(`b${k}`, 'w0', k * 10, 18_000 + k * 5, (k % 7) * 100, null),
    product: p.tile,
  }));
  return doc;
}

/**
 * 400 turned cabinets that overlap each other on one floor, measured by 400 floor surfaces, in the swings of
 * 400 doors (the fit checks' door × fixture pairs).
 */
export function floorUnderFixtures(p: WorstRoomProducts): RoomDocument {
  const doc = base('400 fixtures on the floor', wallsAround(box(0, 0, 3000, 2400)));
  doc.openings = Array.from({ length: MAX_OPENINGS }, (_, i) => ({
    id: `d${i}`,
    kind: 'door',
    wallId: i % 2 === 0 ? 'w0' : 'w2',
    offset: (i % 20) * 100,
    width: 900,
    bottom: 0,
    height: 2032,
    swing: i % 4 < 2 ? 'in-left' : 'in-right',
  }));
  doc.fixtures = Array.from(
    { length: MAX_FIXTURES },
    (_, i): Fixture => ({
      id: `f${i}`,
      kind: 'cabinet',
      at: { x: 100 + (i % 20) * 140, y: 100 + Math.floor(i / 20) * 110 },
      rotation: (i * 7) % 360,
      width: 300,
      depth: 200,
      height: 900,
      elevation: 0,
      wallId: null,
      coversFloor: true,
      product: p.piece,
    }),
  );
  doc.surfaces = Array.from({ length: MAX_SURFACES }, (_, i) => ({
    id: `s${i}`,
    kind: 'floor',
    region: { type: 'room' },
    product: p.tile,
    pattern: 'straight',
    groutMm: 3,
  }));
  return doc;
}

/** A ring of `n` points of radius `r` about (cx, cy), counter-clockwise, in whole millimetres. */
const ring = (cx: number, cy: number, r: number, n: number): Point[] =>
  Array.from({ length: n }, (_, i) => ({
    x: Math.round(cx + r * Math.cos((2 * Math.PI * i) / n)),
    y: Math.round(cy + r * Math.sin((2 * Math.PI * i) / n)),
  }));

/** Two patios of 200-point outlines, each with 20 overlapping 200-point holes (≈ 190 KB of JSON). */
export function roundPatios(p: WorstRoomProducts): RoomDocument {
  const doc = base('Round patios', []);
  doc.surfaces = [0, 1].map((k) => ({
    id: `patio${k}`,
    kind: 'hardscape',
    region: {
      type: 'plan',
      outline: ring(k * 30_000, 0, 12_000, MAX_POLYGON_POINTS),
      holes: Array.from({ length: 20 }, (_, j) =>
        ring(k * 30_000 + (j % 5) * 2500 - 5000, Math.floor(j / 5) * 2500 - 4000, 1800, MAX_POLYGON_POINTS),
      ),
      elevation: 0,
    },
    product: p.tile,
    pattern: 'straight',
    groutMm: 3,
  }));
  return doc;
}

/** A round room of 200 walls, two openings on each, a face and a band on each wall. */
export function roundRoom(p: WorstRoomProducts): RoomDocument {
  const pts = ring(0, 0, 20_000, 200);
  const doc = base('Round room', wallsAround(pts));
  doc.openings = doc.walls.flatMap((w, i) =>
    [0, 1].map((k) => ({
      id: `o${i}-${k}`,
      kind: 'window' as const,
      wallId: w.id,
      offset: 10 + k * 150,
      width: 200,
      bottom: 500 + k * 300,
      height: 900,
      swing: null,
    })),
  );
  const surfaces: Surface[] = [
    {
      id: 'floor',
      kind: 'floor',
      region: { type: 'room' },
      product: p.tile,
      pattern: 'straight',
      groutMm: 3,
    },
    ...doc.walls.flatMap((w) => [
      { ...band(`${w.id}-face`, w.id, 0, 600, 0, null), kind: 'wall' as const, product: p.tile },
      { ...band(`${w.id}-band`, w.id, 100, 500, 900, 1350), product: p.tile },
    ]),
  ];
  doc.surfaces = surfaces.slice(0, MAX_SURFACES);
  return doc;
}

/** Every worst case, by name. */
export const WORST_ROOMS = {
  oneWallOfOpenings,
  bandsOverOpenings,
  floorUnderFixtures,
  roundPatios,
  roundRoom,
} as const;
