import type { Point, RoomDocument } from '@app/domain/room/document';
import { fixtureFootprint, wallHeight } from '@app/domain/room/geometry';
import type { SceneView } from './types.ts';
import { toScene } from './units.ts';

/** An axis-aligned box in three.js metres. */
export type Bounds = { min: [number, number, number]; max: [number, number, number] };

/** What the camera frames: walls (with their thickness), plan surfaces, fixtures, in three.js metres. */
export function roomBounds(doc: RoomDocument): Bounds {
  const points: [number, number, number][] = [];
  const add = (p: Point, elevation: number) => points.push(toScene(p, elevation));
  for (const w of doc.walls) {
    const h = wallHeight(doc, w);
    for (const p of [w.a, w.b]) {
      // A square of the wall's thickness around each end covers the slab whichever way it runs.
      for (const [dx, dy] of [
        [-1, -1],
        [1, 1],
      ])
        add({ x: p.x + dx * w.thickness, y: p.y + dy * w.thickness }, h);
      add(p, 0);
    }
  }
  for (const s of doc.surfaces)
    if (s.region.type === 'plan') for (const p of s.region.outline) add(p, s.region.elevation);
  for (const f of doc.fixtures)
    for (const p of fixtureFootprint(f)) {
      add(p, f.elevation);
      add(p, f.elevation + f.height);
    }
  if (points.length === 0) return { min: [-1, 0, -1], max: [1, 1, 1] };
  const axis = (i: 0 | 1 | 2, pick: (...v: number[]) => number) => pick(...points.map((p) => p[i]));
  return {
    min: [axis(0, Math.min), axis(1, Math.min), axis(2, Math.min)],
    max: [axis(0, Math.max), axis(1, Math.max), axis(2, Math.max)],
  };
}

type Vec = [number, number, number];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vec): Vec => {
  const l = Math.hypot(...a);
  return [a[0] / l, a[1] / l, a[2] / l];
};

/**
 * The view direction: orbit looks from the plan's front-left corner (x min, y min), raised about 42°; top
 * looks straight down with plan +y up on the screen.
 */
const FORWARD: Record<SceneView, Vec> = { orbit: unit([1, -1.3, -1]), top: [0, -1, 0] };
const SCREEN_UP: Record<SceneView, Vec> = { orbit: [0, 1, 0], top: [0, 0, -1] };
/** Some air around the room. */
const MARGIN = 1.08;

/**
 * Where the camera stands to see the whole box, for a perspective camera of this vertical field of view
 * (degrees) and aspect: each corner of the box, seen from the target along the view, must fall inside the
 * frustum, which gives the least distance per corner; the camera takes the largest.
 */
export function cameraPose(bounds: Bounds, view: SceneView, aspect: number, fovDeg: number) {
  const target: Vec = [0, 1, 2].map((i) => (bounds.min[i] + bounds.max[i]) / 2) as Vec;
  const forward = FORWARD[view];
  const right = unit(cross(forward, SCREEN_UP[view]));
  const up = cross(right, forward);
  const tanV = Math.tan((fovDeg * Math.PI) / 360);
  const tanH = tanV * Math.max(0.1, aspect);
  let distance = 0.5;
  for (const x of [bounds.min[0], bounds.max[0]])
    for (const y of [bounds.min[1], bounds.max[1]])
      for (const z of [bounds.min[2], bounds.max[2]]) {
        const c: Vec = [x - target[0], y - target[1], z - target[2]];
        const depth = dot(c, forward);
        distance = Math.max(
          distance,
          Math.abs(dot(c, right)) / tanH - depth,
          Math.abs(dot(c, up)) / tanV - depth,
        );
      }
  distance *= MARGIN;
  // A hair off the vertical for the top view: OrbitControls needs a direction not parallel to camera.up.
  const tilt = view === 'top' ? distance * 1e-4 : 0;
  const position: Vec = [
    target[0] - forward[0] * distance,
    target[1] - forward[1] * distance,
    target[2] - forward[2] * distance + tilt,
  ];
  const radius = Math.hypot(...bounds.max.map((v, i) => v - bounds.min[i]));
  return { position, target, distance, near: 0.05, far: distance + 2 * radius + 10 };
}
