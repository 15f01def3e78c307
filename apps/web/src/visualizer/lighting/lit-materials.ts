import type { Material, Mesh, MeshStandardMaterial, Object3D, Texture } from 'three';
import { bakedLight } from './baked-light-store.ts';

/**
 * Draws each lightmapped mesh with its lightmap. Materials are shared per product (product-material.ts) and a
 * lightmap is per mesh, so a lit mesh draws with its own clone of its product's material. Run before each
 * frame: the scene's components still hand their meshes the shared material (a swap, a selection), and this
 * swaps in the clone for the new one; a swap costs a clone, never a bake. The clone follows the shared
 * material's maps, which the surface painter replaces when its painted maps arrive.
 */
type Lit = { shared: MeshStandardMaterial; lightMap: Texture; clone: MeshStandardMaterial };

const lit = new WeakMap<Mesh, Lit>();
const SLOTS = [
  'map',
  'normalMap',
  'roughnessMap',
  'metalnessMap',
  'aoMap',
  'bumpMap',
  'emissiveMap',
] as const;

const isStandard = (m: Material | Material[]): m is MeshStandardMaterial =>
  !Array.isArray(m) && (m as MeshStandardMaterial).isMeshStandardMaterial === true;

/** Answers whether any mesh changed material (the caller draws again). */
export function applyLightmaps(meshes: readonly Mesh[]): boolean {
  let changed = false;
  for (const mesh of meshes) {
    const lightMap = bakedLight.lightMapOf(mesh.geometry);
    const entry = lit.get(mesh);
    const shown = mesh.material;
    if (entry && shown === entry.clone && entry.lightMap === lightMap) {
      for (const slot of SLOTS)
        if (entry.clone[slot] !== entry.shared[slot]) entry.clone[slot] = entry.shared[slot];
      continue;
    }
    // The shared material the scene gave it: a new one (a swap), or the one whose clone is out of date.
    const shared = entry && shown === entry.clone ? entry.shared : shown;
    if (entry && entry.clone !== shared) entry.clone.dispose();
    lit.delete(mesh);
    if (!lightMap || !isStandard(shared)) {
      if (mesh.material !== shared) mesh.material = shared;
      continue;
    }
    const clone = shared.clone();
    clone.lightMap = lightMap;
    clone.lightMapIntensity = 1;
    lit.set(mesh, { shared, lightMap, clone });
    mesh.material = clone;
    changed = true;
  }
  return changed;
}

/** The room's meshes that are drawn with a lightmap: its surfaces, wall slabs and wall cabinets. */
export const isLightmapped = (o: Object3D) =>
  (o as Mesh).isMesh === true &&
  (o.userData.surfaceId !== undefined || /^wall-.+-(slab|cabinets)$/.test(o.name));

/** A fixture's mesh: it casts shadows and bounces light but has no lightmap (its shapes are curved). */
export const isOccluder = (o: Object3D) => (o as Mesh).isMesh === true && o.userData.fixtureId !== undefined;
