import { FLOOR_PLANS } from '@app/domain/room/floor-plans';
import { roomOutline } from '@app/domain/room/geometry';
import { sampleRoom } from '@app/domain/room/room.fixture';
import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { type Bounds, cameraPose, eyeLevelPose, insideWalls, roomBounds } from './framing.ts';
import type { SceneView } from './types.ts';

const corners = (b: Bounds) =>
  [b.min[0], b.max[0]].flatMap((x) =>
    [b.min[1], b.max[1]].flatMap((y) => [b.min[2], b.max[2]].map((z) => new Vector3(x, y, z))),
  );

/** Where each corner of the bounds lands on screen (−1…1 is inside), through a real camera at the pose. */
function onScreen(bounds: Bounds, view: Exclude<SceneView, 'eye'>, aspect: number) {
  const pose = cameraPose(bounds, view, aspect, 45);
  const camera = new PerspectiveCamera(45, aspect, pose.near, pose.far);
  camera.position.set(...pose.position);
  camera.lookAt(...pose.target);
  camera.updateMatrixWorld();
  return { pose, points: corners(bounds).map((c) => c.project(camera)) };
}

describe('roomBounds', () => {
  it('holds the walls with their thickness, up to the ceiling, in metres with plan y as -z', () => {
    const b = roomBounds(sampleRoom());
    expect(b.min).toEqual([-0.114, 0, -2.514]);
    expect(b.max).toEqual([3.114, 2.438, 0.114]);
  });
});

describe('cameraPose', () => {
  const pool = FLOOR_PLANS.find((p) => p.layout === 'pool')!.doc;

  it.each([
    ['orbit', 16 / 9],
    ['top', 16 / 9],
    ['top', 0.6],
    ['orbit', 0.6],
  ] as const)('keeps every corner of the room in a %s view (aspect %d)', (view, aspect) => {
    for (const doc of [sampleRoom(), pool]) {
      const { points } = onScreen(roomBounds(doc), view, aspect);
      for (const p of points) {
        expect(Math.abs(p.x)).toBeLessThanOrEqual(1);
        expect(Math.abs(p.y)).toBeLessThanOrEqual(1);
      }
      // Not lost in the middle either: some corner is near an edge of the screen.
      expect(Math.max(...points.map((p) => Math.max(Math.abs(p.x), Math.abs(p.y))))).toBeGreaterThan(0.85);
    }
  });

  it('looks from the raised front-left corner in orbit, and straight down with plan +y up in top', () => {
    const bounds = roomBounds(sampleRoom());
    const orbit = cameraPose(bounds, 'orbit', 1.5, 45);
    expect(orbit.position[0]).toBeLessThan(bounds.min[0]);
    expect(orbit.position[2]).toBeGreaterThan(bounds.max[2]);
    expect(orbit.position[1]).toBeGreaterThan(bounds.max[1]);
    const { points } = onScreen(bounds, 'top', 1.5);
    // The far wall (plan y max, three z min) is at the top of the screen.
    const far = corners(bounds).map((c, i) => [c.z, points[i].y]);
    for (const [z, y] of far) expect(y > 0).toBe(z < (bounds.min[2] + bounds.max[2]) / 2);
  });
});

describe('eyeLevelPose', () => {
  const plan = (id: string) => FLOOR_PLANS.find((p) => p.id === id)!.doc;
  const toPlan = (v: readonly number[]) => ({ x: v[0]! * 1000, y: -v[2]! * 1000 });

  it('stands in the doorway at 1.6 m, inside the walls, and looks at the middle of the wall opposite', () => {
    // A hall bathroom 2438 × 1524 mm with its door in the south wall (plan y = 0).
    const doc = plan('bathroom-hall-2438x1524');
    const pose = eyeLevelPose(doc, roomBounds(doc), 16 / 9);
    const eye = toPlan(pose.position);
    expect(pose.position[1]).toBeCloseTo(1.6);
    expect(insideWalls(roomOutline(doc.walls)!, eye)).toBe(true);
    const door = doc.openings.find((o) => o.kind === 'door')!;
    expect(eye.x).toBeCloseTo(door.offset + door.width / 2);
    expect(eye.y).toBeLessThan(500);
    // The north wall's middle, a little below the eye.
    expect(toPlan(pose.target)).toEqual({ x: 1219, y: 1524 });
    expect(pose.target[1]).toBeCloseTo(1);
    expect(pose.target[1]).toBeLessThan(pose.position[1]);
  });

  it('walks in through the passage of an L kitchen and faces the window wall', () => {
    const doc = plan('kitchen-l-shaped-3048x3048');
    const pose = eyeLevelPose(doc, roomBounds(doc), 1.6);
    expect(toPlan(pose.position).y).toBeGreaterThan(2500);
    expect(toPlan(pose.target)).toEqual({ x: 1524, y: 0 });
  });

  it('widens the lens for a tall screen and narrows it for a wide one, within 40–70°', () => {
    const doc = plan('living-3658x4267');
    const wide = eyeLevelPose(doc, roomBounds(doc), 3).fov;
    const tall = eyeLevelPose(doc, roomBounds(doc), 0.6).fov;
    expect(wide).toBe(40);
    expect(tall).toBe(70);
    expect(eyeLevelPose(doc, roomBounds(doc), 1.6).fov).toBeGreaterThan(50);
  });

  it('shows a patio (no walls) whole from its front edge, raised, its near edge across the picture', () => {
    const doc = plan('outdoor-patio-3658x4877');
    const bounds = roomBounds(doc);
    const pose = eyeLevelPose(doc, bounds, 1.6);
    expect(pose.position[1]).toBeGreaterThan(1.8);
    const camera = new PerspectiveCamera(pose.fov, 1.6, pose.near, pose.far);
    camera.position.set(...pose.position);
    camera.lookAt(...pose.target);
    camera.updateMatrixWorld();
    for (const c of corners(bounds).map((v) => v.project(camera)))
      expect(Math.abs(c.x)).toBeLessThanOrEqual(1);
  });
});

describe('insideWalls', () => {
  const outline = roomOutline(sampleRoom().walls)!;
  it('lets the eye stand anywhere in the room but not in or past a wall, nor hugging one', () => {
    expect(insideWalls(outline, { x: 1500, y: 1200 })).toBe(true);
    expect(insideWalls(outline, { x: 1500, y: -300 })).toBe(false);
    expect(insideWalls(outline, { x: 50, y: 1200 })).toBe(false);
    expect(insideWalls(outline, { x: 3500, y: 1200 })).toBe(false);
  });
});
