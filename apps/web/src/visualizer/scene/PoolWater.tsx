import type { Point } from '@app/domain/room/document';
import { useThree } from '@react-three/fiber';
import { memo, useLayoutEffect, useSyncExternalStore } from 'react';
import { BufferGeometry, Float32BufferAttribute, MeshStandardMaterial, ShapeGeometry } from 'three';
import { bakedLight } from '../lighting/baked-light-store.ts';
import { useDisposable } from './hooks.ts';
import { planShape } from './shapes.ts';
import { LIE_FLAT, toScene } from './units.ts';

const DEPTH_MM = 200;
/** The water's surface, a hand's width under the coping (a pool is filled to the middle of its tile band). */
const WATER_MM = 150;
/** Pool water: a clear blue-green over a white plaster floor, glossy so it takes the sky at a low angle. */
const WATER = '#1a9ab6';
/** The basin's walls above the water: a pale aqua waterline tile, lighter than the water so its depth reads. */
const WALL = '#cfe9ea';
/**
 * The open sky's light on the water and on the basin's walls once the room's light is baked (the rig then
 * dims its sun and fill, and neither is in the bake: the water went slate grey): a glow of their own colour,
 * about what the bake puts on the coping around them. The walls get less, lying in the coping's shade.
 */
const DAYLIGHT = { water: 0.55, wall: 0.35 } as const;
type Holes = readonly (readonly Point[])[];

/**
 * The basin under a coping ring's holes, its sides facing in: a pool reads as a pool and not as a hole in
 * the world (only its top 200 mm; below, the water hides the rest).
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
  // Their own materials (not the shared neutral ones): each is given a glow of daylight once the light is baked.
  const waterMaterial = useDisposable(
    () => new MeshStandardMaterial({ color: WATER, roughness: 0.12, metalness: 0 }),
    [],
  );
  const sideMaterial = useDisposable(
    () => new MeshStandardMaterial({ color: WALL, roughness: 0.5, metalness: 0 }),
    [],
  );
  const baked = useSyncExternalStore(bakedLight.subscribe, () => bakedLight.get().baked);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    // The emissive colour is a uniform: no other shader program is compiled for it.
    waterMaterial.emissive.set(WATER).multiplyScalar(baked ? DAYLIGHT.water : 0);
    sideMaterial.emissive.set(WALL).multiplyScalar(baked ? DAYLIGHT.wall : 0);
    invalidate();
  }, [waterMaterial, sideMaterial, baked, invalidate]);
  return (
    <>
      <mesh
        name="pool-water"
        geometry={water}
        material={waterMaterial}
        rotation={LIE_FLAT}
        position={[0, -WATER_MM / 1000, 0]}
      />
      <mesh name="pool-sides" geometry={sides} material={sideMaterial} />
    </>
  );
});
