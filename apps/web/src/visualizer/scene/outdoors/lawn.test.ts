import { floorPlanById } from '@app/domain/room/floor-plans';
import { Mesh, MeshBasicMaterial, Raycaster, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { LIE_FLAT } from '../units.ts';
import { lawnGeometry, poolsOf } from './Outdoors.tsx';

/** Whether a ray straight down at plan (x, y) mm meets the lawn laid as the scene lays it. */
function lawnAt(lawn: Mesh, x: number, y: number) {
  const ray = new Raycaster(new Vector3(x / 1000, 5, -y / 1000), new Vector3(0, -1, 0));
  return ray.intersectObject(lawn).length > 0;
}

describe('the lawn round a pool', () => {
  const pool = floorPlanById('outdoor-pool-4267x8534')!.doc;

  it('takes each pool of the plan from its coping ring, and none from a patio', () => {
    expect(poolsOf(pool)).toHaveLength(1);
    expect(poolsOf(floorPlanById('outdoor-patio-3658x4877')!.doc)).toEqual([]);
  });

  it('is cut where the water is, and lies everywhere else (under the deck and beyond)', () => {
    const lawn = new Mesh(lawnGeometry(2.1, 4.3, poolsOf(pool)), new MeshBasicMaterial());
    lawn.rotation.set(...LIE_FLAT);
    lawn.updateMatrixWorld();
    expect(lawnAt(lawn, 2133, 4267)).toBe(false); // the middle of the 4267 x 8534 mm pool
    expect(lawnAt(lawn, 100, 100)).toBe(false); // just inside its corner
    expect(lawnAt(lawn, -150, 4267)).toBe(true); // under the coping
    expect(lawnAt(lawn, 20_000, 4267)).toBe(true); // far out in the yard
  });
});
