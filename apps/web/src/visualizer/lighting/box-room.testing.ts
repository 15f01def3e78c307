import type { BakeMesh } from './assemble.ts';

/**
 * A 4 × 3 m room, 2.5 m high, for the bake's tests: floor at y = 0 over x 0..4, z -3..0, walls facing in, a
 * ceiling facing down and a 1 × 1 m window in the front wall (z = 0), sill at 1 m.
 */
type P = [number, number, number];
export const HEIGHT = 2.5;

function quads(list: P[][]) {
  const positions = new Float32Array(list.flat(2));
  const index = list.flatMap((_, q) => [q * 4, q * 4 + 1, q * 4 + 2, q * 4, q * 4 + 2, q * 4 + 3]);
  return { positions, index };
}

/** A quad of the front wall (z = 0, facing -z into the room) between x0..x1, y0..y1. */
const front = (x0: number, x1: number, y0: number, y1: number): P[] => [
  [x0, y0, 0],
  [x0, y1, 0],
  [x1, y1, 0],
  [x1, y0, 0],
];

const H = HEIGHT;
export const FLOOR: P[] = [
  [0, 0, 0],
  [4, 0, 0],
  [4, 0, -3],
  [0, 0, -3],
];
const CEILING: P[] = [
  [0, H, 0],
  [0, H, -3],
  [4, H, -3],
  [4, H, 0],
];
const BACK: P[] = [
  [0, 0, -3],
  [4, 0, -3],
  [4, H, -3],
  [0, H, -3],
];
const LEFT: P[] = [
  [0, 0, 0],
  [0, 0, -3],
  [0, H, -3],
  [0, H, 0],
];
const RIGHT: P[] = [
  [4, 0, 0],
  [4, H, 0],
  [4, H, -3],
  [4, 0, -3],
];
/** The front wall around its window (x 1.5..2.5, y 1..2). */
const FRONT_WITH_WINDOW = [
  front(0, 1.5, 0, H),
  front(2.5, 4, 0, H),
  front(1.5, 2.5, 0, 1),
  front(1.5, 2.5, 2, H),
];

const mesh = (list: P[][], albedo: [number, number, number] = [0.7, 0.7, 0.7]): BakeMesh => ({
  ...quads(list),
  albedo,
  lightmapped: true,
});

/** The room as the bake's meshes: floor first (its albedo given), then walls and ceiling as one mesh. */
export function boxRoom(options: { window: boolean; floorAlbedo?: [number, number, number] }): BakeMesh[] {
  const front = options.window ? FRONT_WITH_WINDOW : [front4()];
  return [mesh([FLOOR], options.floorAlbedo), mesh([CEILING, BACK, LEFT, RIGHT, ...front])];
}
const front4 = () => front(0, 4, 0, H);
