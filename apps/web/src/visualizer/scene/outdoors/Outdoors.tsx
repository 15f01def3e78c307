import type { ProductTexture } from '@app/domain/catalog/contract';
import type { Point, RoomDocument } from '@app/domain/room/document';
import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import {
  DataTexture,
  HalfFloatType,
  LinearFilter,
  LinearSRGBColorSpace,
  MeshStandardMaterial,
  Path,
  RepeatWrapping,
  RGBAFormat,
  Shape,
  ShapeGeometry,
  Vector2,
} from 'three';
import { bakedLight } from '../../lighting/baked-light-store.ts';
import { toHalfRgba } from '../../lighting/filter.ts';
import { SurfaceTextures } from '../../materials/surface-textures.ts';
import type { Bounds } from '../framing.ts';
import { useDisposable } from '../hooks.ts';
import { LIE_FLAT, metres } from '../units.ts';
import { lawnPatches, PATCH_TEXELS, PATCH_TILE_M } from './lawn-patches.ts';
import { horizonHaze, skyTexture } from './sky.ts';

/** A mown lawn, painted like a turf product (materials/): fibres at true scale, a grass colour. */
const LAWN: ProductTexture = {
  base_color: '#5d7f3e',
  accent_color: '#7a9a4f',
  pattern: 'turf',
  tile_width_in: 12,
  tile_height_in: 12,
  grout_color: '#5d7f3e',
  grout_width_in: 0,
  roughness: 0.95,
};
/** How far the lawn reaches (metres): past the haze's far end, so its edge is never seen. */
const LAWN_RADIUS = 180;
/**
 * The open sky's and the sun's light on the lawn once the room's light is baked (the rig then dims its sun
 * and fill, which would leave the lawn dusky): about what the bake puts on a sunlit patio.
 */
const LAWN_DAYLIGHT = 1.6;
/** Just under the floor and the patio, so neither flickers against it. */
const LAWN_LEVEL = -0.012;

type Outline = readonly Point[];

/** The pools in a plan: the holes of its coping rings (the water the ring is laid around). */
export const poolsOf = (doc: RoomDocument): Outline[] =>
  doc.surfaces.flatMap((s) => (s.kind === 'coping' && s.region.type === 'plan' ? s.region.holes : []));

/**
 * The lawn: a disc `LAWN_RADIUS` round plan point (x, y) metres, drawn in plan metres (so its UVs are metres,
 * as the turf's repeat expects), with each pool cut out of it: the water lies below the ground, and a lawn
 * over it would show grass where the pool is.
 */
export function lawnGeometry(x: number, y: number, pools: readonly Outline[]) {
  const disc = new Shape().absarc(x, y, LAWN_RADIUS, 0, Math.PI * 2, false);
  disc.holes = pools.map((pool) => new Path(pool.map((p) => new Vector2(metres(p.x), metres(p.y)))));
  const lawn = new ShapeGeometry(disc, 64);
  // Its light map is read through uv1, as the room's lightmapped surfaces read theirs: the lawn then draws
  // with their shader program instead of compiling one of its own (compiles block software WebGL).
  lawn.setAttribute('uv1', lawn.getAttribute('uv'));
  return lawn;
}

/**
 * What lies outside the room: a sky with its horizon haze as the backdrop, and a lawn to the horizon around
 * the room (less its pools), so a window shows daylight and a patio stands in a garden. Not part of the room's group: it is
 * neither picked, nor baked, nor framed; it takes the sun's shadow where the shadow map reaches.
 */
export function Outdoors({ bounds, pools }: { bounds: Bounds; pools: readonly Outline[] }) {
  const scene = useThree((s) => s.scene);
  const sky = useDisposable(() => skyTexture(), []);
  useLayoutEffect(() => {
    scene.background = sky;
    scene.fog = horizonHaze();
    return () => {
      scene.background = null;
      scene.fog = null;
    };
  }, [scene, sky]);
  const [cx, cz] = [(bounds.min[0] + bounds.max[0]) / 2, (bounds.min[2] + bounds.max[2]) / 2];
  // The pools by value: an edit elsewhere derives equal ones, and keeps the geometry.
  const poolKey = JSON.stringify(pools);
  const geometry = useDisposable(() => lawnGeometry(cx, -cz, pools), [cx, cz, poolKey]);
  const material = useDisposable(() => new MeshStandardMaterial({ roughness: 1, metalness: 0 }), []);
  const textures = useDisposable(() => new SurfaceTextures(LAWN, 'straight'), []);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => textures.dress(material), [textures, material]);
  useEffect(() => textures.whenPainted(() => invalidate()), [textures, invalidate]);
  // A light map carries the daylight while the room's baked light is in place, and with it the lawn's
  // patches and mower's stripes (lawn-patches.ts), repeated every PATCH_TILE_M metres.
  const daylight = useDisposable(() => {
    const n = PATCH_TEXELS;
    const map = new DataTexture(toHalfRgba(lawnPatches()), n, n, RGBAFormat, HalfFloatType);
    map.colorSpace = LinearSRGBColorSpace;
    map.magFilter = LinearFilter;
    map.minFilter = LinearFilter;
    map.generateMipmaps = false;
    map.wrapS = RepeatWrapping;
    map.wrapT = RepeatWrapping;
    map.repeat.set(1 / PATCH_TILE_M, 1 / PATCH_TILE_M);
    map.channel = 1;
    map.needsUpdate = true;
    return map;
  }, []);
  const baked = useSyncExternalStore(bakedLight.subscribe, () => bakedLight.get().baked);
  useLayoutEffect(() => {
    material.lightMap = daylight;
    material.lightMapIntensity = baked ? LAWN_DAYLIGHT : 0;
    invalidate();
  }, [material, daylight, baked, invalidate]);
  return (
    <mesh
      name="lawn"
      geometry={geometry}
      material={material}
      rotation={LIE_FLAT}
      position={[0, LAWN_LEVEL, 0]}
      receiveShadow
    />
  );
}
