import type { Point } from '@app/domain/room/document';
import { memo } from 'react';
import { BufferGeometry, Float32BufferAttribute, ShapeGeometry } from 'three';
import { plainLook, useMaterial } from '../materials/product-material.ts';
import { useDisposable } from './hooks.ts';
import { planShape } from './shapes.ts';
import { LIE_FLAT, toScene } from './units.ts';

const DEPTH_MM = 150;
type Holes = readonly (readonly Point[])[];

/**
 * The basin under a coping ring's holes, its sides facing in: a pool reads as a pool and not as a hole in
 * the world (only its top 150 mm; below, the water hides the rest).
 */
function basinSides(holes: Holes) {
  const positions: number[] = [];
  for (const hole of holes) {
    // Twice the signed area: counter-clockwise holes have the water on the left of each edge.
    const ccw =
      hole.reduce(
        (s, p, i) => s + p.x * hole[(i + 1) % hole.length].y - hole[(i + 1) % hole.length].x * p.y,
        0,
      ) > 0;
    hole.forEach((p, i) => {
      const q = hole[(i + 1) % hole.length];
      const [from, to] = ccw ? [p, q] : [q, p];
      const [a, b, c, d] = [toScene(from), toScene(to), toScene(to, -DEPTH_MM), toScene(from, -DEPTH_MM)];
      positions.push(...a, ...b, ...c, ...a, ...c, ...d);
    });
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.computeVertexNormals();
  return geometry;
}

export const PoolWater = memo(function PoolWater({ holes }: { holes: Holes }) {
  const water = useDisposable(
    () =>
      new ShapeGeometry(
        holes.map((h) => planShape(h)),
        1,
      ),
    [holes],
  );
  const sides = useDisposable(() => basinSides(holes), [holes]);
  const waterMaterial = useMaterial(plainLook('#4f9dc9'));
  const sideMaterial = useMaterial(plainLook('#a9d6e8'));
  return (
    <>
      <mesh
        name="pool-water"
        geometry={water}
        material={waterMaterial}
        rotation={LIE_FLAT}
        position={[0, -0.12, 0]}
      />
      <mesh name="pool-sides" geometry={sides} material={sideMaterial} />
    </>
  );
});
