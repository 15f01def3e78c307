import type { Texture } from 'three';

/**
 * What the baked light has landed, shared by the baker (BakedLight.tsx), the meshes that draw with it
 * (useBakedLight) and the light rig: once `baked`, the lightmaps carry the sun patch, the sky through the
 * openings and the bounce light, so the rig's fill lights should dim to `FILL_WHEN_BAKED`.
 */
export type BakedLightState = {
  baked: boolean;
  /** Which bake the maps are from (a new room geometry starts a new one). */
  generation: number;
  /** Refinement passes landed in this generation (1 = the first, quick pass). */
  passes: number;
};

/** How much of the rig's hemisphere and directional light to keep while the baked light is in place. */
export const FILL_WHEN_BAKED = { hemisphere: 0.2, directional: 0.35 } as const;

type Listener = () => void;
const listeners = new Set<Listener>();
let state: BakedLightState = { baked: false, generation: 0, passes: 0 };
/** Lightmaps by the geometry they were laid out on: a rebuilt geometry has none until it is baked again. */
const maps = new WeakMap<object, Texture>();

export const bakedLight = {
  get: () => state,
  lightMapOf: (geometry: object) => maps.get(geometry) ?? null,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** A pass landed: its maps by geometry. */
  land(generation: number, passes: number, landed: Iterable<[object, Texture]>) {
    for (const [geometry, map] of landed) {
      maps.get(geometry)?.dispose();
      maps.set(geometry, map);
    }
    state = { baked: true, generation, passes };
    for (const l of listeners) l();
  },
  /** The room's geometry changed: the old maps stay until the new ones land (no dark flash). */
  reset() {
    state = { baked: false, generation: 0, passes: 0 };
    for (const l of listeners) l();
  },
};
