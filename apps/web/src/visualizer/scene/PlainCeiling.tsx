import type { Point } from '@app/domain/room/document';
import { MeshStandardMaterial, ShapeGeometry } from 'three';
import { useDisposable } from './hooks.ts';
import { flipFaces, planShape } from './shapes.ts';
import { LIE_FLAT, metres } from './units.ts';

/**
 * Painted plaster. Lit from below only by the fill and the lamps it would read near black, so it glows a
 * little in place of the light the floor and walls bounce up (the baked light, where it lands, adds the rest).
 */
const PLASTER = {
  color: '#f4f2ee',
  roughness: 0.92,
  metalness: 0,
  emissive: '#f4f2ee',
  emissiveIntensity: 0.28,
} as const;

/**
 * A plain painted ceiling over a room whose design has none (no ceiling product chosen): at eye level an
 * open top shows the page's background over the walls, and the sun would pour in from above. It faces down
 * only, so from the orbit and top views, above it, it is culled and the room stays open to look into; it
 * still casts the sun's shadow (three draws a one-sided face's back in the shadow pass). Not a product: a
 * click on it selects nothing.
 */
export function PlainCeiling({ outline, height }: { outline: readonly Point[]; height: number }) {
  const geometry = useDisposable(() => flipFaces(new ShapeGeometry(planShape(outline), 1)), [outline]);
  const material = useDisposable(() => new MeshStandardMaterial(PLASTER), []);
  return (
    <mesh
      name="plain-ceiling"
      geometry={geometry}
      material={material}
      rotation={LIE_FLAT}
      position={[0, metres(height), 0]}
    />
  );
}
