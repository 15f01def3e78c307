import { FLOOR_PLANS } from '@app/domain/room/floor-plans';
import { sampleRoom } from '@app/domain/room/room.fixture';
import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { type Bounds, cameraPose, roomBounds } from './framing.ts';
import type { SceneView } from './types.ts';

const corners = (b: Bounds) =>
  [b.min[0], b.max[0]].flatMap((x) =>
    [b.min[1], b.max[1]].flatMap((y) => [b.min[2], b.max[2]].map((z) => new Vector3(x, y, z))),
  );

/** Where each corner of the bounds lands on screen (−1…1 is inside), through a real camera at the pose. */
function onScreen(bounds: Bounds, view: SceneView, aspect: number) {
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
