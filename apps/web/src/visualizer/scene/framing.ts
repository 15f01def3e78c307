import type { Point, RoomDocument } from '@app/domain/room/document';
import { fixtureFootprint, roomOutline, wallHeight, wallLength } from '@app/domain/room/geometry';
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
type FramedView = Exclude<SceneView, 'eye'>;
const FORWARD: Record<FramedView, Vec> = { orbit: unit([1, -1.3, -1]), top: [0, -1, 0] };
const SCREEN_UP: Record<FramedView, Vec> = { orbit: [0, 1, 0], top: [0, 0, -1] };
/** Some air around the room. */
const MARGIN = 1.04;

/** Where the camera stands and looks, and its vertical field of view in degrees. */
export type CameraPose = { position: Vec; target: Vec; fov: number; near: number; far: number };

/**
 * Where the camera stands to see the whole box, for a perspective camera of this vertical field of view
 * (degrees) and aspect: each corner of the box, seen from the target along the view, must fall inside the
 * frustum, which gives the least distance per corner; the camera takes the largest.
 */
export function cameraPose(bounds: Bounds, view: FramedView, aspect: number, fovDeg: number) {
  return framedPose(bounds, FORWARD[view], SCREEN_UP[view], aspect, fovDeg, view === 'top');
}

/** Looking across a yard from its front edge, raised 30°: the near edge spans the picture. */
const ACROSS_YARD = unit([0, -0.58, -1]);

function framedPose(
  bounds: Bounds,
  forward: Vec,
  screenUp: Vec,
  aspect: number,
  fovDeg: number,
  top: boolean,
) {
  const target: Vec = [0, 1, 2].map((i) => (bounds.min[i] + bounds.max[i]) / 2) as Vec;
  const right = unit(cross(forward, screenUp));
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
  const tilt = top ? distance * 1e-4 : 0;
  const position: Vec = [
    target[0] - forward[0] * distance,
    target[1] - forward[1] * distance,
    target[2] - forward[2] * distance + tilt,
  ];
  const radius = Math.hypot(...bounds.max.map((v, i) => v - bounds.min[i]));
  return { position, target, distance, fov: fovDeg, near: 0.05, far: distance + 2 * radius + 10 };
}

/** A person's eye above the floor (mm), and where they look on the far wall: a little down, at the counters. */
export const EYE_HEIGHT = 1600;
const LOOK_HEIGHT = 1000;
/** How far into the room from the doorway's inner face the eye stands (mm). */
const STEP_IN = 250;
/** The eye keeps this far (mm) from every wall, so the near plane never cuts one. */
export const WALL_CLEARANCE = 150;
/** The horizontal field of view of an estate agent's wide lens: a room seen whole from its doorway. */
const EYE_HFOV = 90;

const sub = (a: Point, b: Point) => ({ x: a.x - b.x, y: a.y - b.y });

/**
 * Standing in the room's doorway (a door, else a passage, else the middle of the longest wall), 1.6 m up,
 * looking across at the middle of the wall opposite: the picture a person takes walking in. Rooms without
 * walls (a patio) are seen from their front edge, raised. The lens keeps 90° across and 40–70° up and down.
 */
export function eyeLevelPose(doc: RoomDocument, bounds: Bounds, aspect: number): CameraPose {
  const fov = Math.min(
    70,
    Math.max(40, (2 * Math.atan(Math.tan((EYE_HFOV * Math.PI) / 360) / aspect) * 180) / Math.PI),
  );
  const outline = roomOutline(doc.walls);
  if (!outline) {
    const { position, target, near, far } = framedPose(bounds, ACROSS_YARD, [0, 1, 0], aspect, fov, false);
    return { position, target, fov, near, far };
  }
  const entry =
    doc.openings.find((o) => o.kind === 'door') ?? doc.openings.find((o) => o.kind === 'passage') ?? null;
  const longest = doc.walls.reduce((a, b) => (wallLength(b) > wallLength(a) ? b : a));
  const wall = (entry && doc.walls.find((w) => w.id === entry.wallId)) || longest;
  const length = wallLength(wall);
  const along = { x: (wall.b.x - wall.a.x) / length, y: (wall.b.y - wall.a.y) / length };
  // The room lies on the left of a → b.
  const inward = { x: -along.y, y: along.x };
  const at = entry && entry.wallId === wall.id ? entry.offset + entry.width / 2 : length / 2;
  const eye = {
    x: wall.a.x + along.x * at + inward.x * STEP_IN,
    y: wall.a.y + along.y * at + inward.y * STEP_IN,
  };
  // The wall facing the doorway: the one whose middle lies deepest into the room.
  const middle = (w: (typeof doc.walls)[number]) => ({ x: (w.a.x + w.b.x) / 2, y: (w.a.y + w.b.y) / 2 });
  const depth = (w: (typeof doc.walls)[number]) => {
    const d = sub(middle(w), eye);
    return d.x * inward.x + d.y * inward.y;
  };
  const facing = doc.walls.reduce((a, b) => (depth(b) > depth(a) ? b : a));
  const radius = Math.hypot(...bounds.max.map((v, i) => v - bounds.min[i]));
  return {
    position: toScene(eye, EYE_HEIGHT),
    target: toScene(middle(facing), LOOK_HEIGHT),
    fov,
    near: 0.05,
    far: 2 * radius + 10,
  };
}

/** Whether a plan point (mm) stands inside the outline and at least `clearance` from each of its edges. */
export function insideWalls(outline: readonly Point[], p: Point, clearance = WALL_CLEARANCE) {
  let inside = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const a = outline[i];
    const b = outline[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    const edge = sub(b, a);
    const t = Math.max(
      0,
      Math.min(1, ((p.x - a.x) * edge.x + (p.y - a.y) * edge.y) / (edge.x ** 2 + edge.y ** 2)),
    );
    if (Math.hypot(a.x + edge.x * t - p.x, a.y + edge.y * t - p.y) < clearance) return false;
  }
  return inside;
}
