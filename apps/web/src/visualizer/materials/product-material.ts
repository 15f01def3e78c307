import type { ProductTexture } from '@app/domain/catalog/contract';
import { type LayingPattern, productRefKey, type RoomDocument } from '@app/domain/room/document';
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { MeshStandardMaterial } from 'three';
import { paintFinish } from './paint-finish.ts';
import { SharedResources } from './shared-resources.ts';
import { SurfaceTextures } from './surface-textures.ts';
import { cellDrawing } from './texture-cell.ts';

/** What a mesh is drawn with: its product's texture (undefined: not known, drawn in `neutral`), laid how. */
export type MaterialSpec = {
  productKey: string | null;
  texture: ProductTexture | undefined;
  pattern: LayingPattern;
  selected: boolean;
  /** The colour drawn when the product has no texture (or there is no product). */
  neutral: string;
  /** A shower's enclosure reads as glass whatever its product; a wall's paint has a paint's relief. */
  finish?: 'glass' | 'paint';
};

/** A fixture's product is laid straight on it (a cabinet's wood, a vanity's top). */
export const FIXTURE_PATTERN: LayingPattern = 'straight';

/** A plain colour that stands for no product (a wall's paint, a cabinet, water). */
export const plainLook = (neutral: string): MaterialSpec => ({
  productKey: null,
  texture: undefined,
  pattern: 'straight',
  selected: false,
  neutral,
});

/** The selected surface or fixture glows this colour: a highlight that needs no second pass. */
export const HIGHLIGHT = '#2f7bf6';

const cellTextures = new SharedResources<SurfaceTextures>();
const materials = new SharedResources<{
  material: MeshStandardMaterial;
  textures: SurfaceTextures | null;
  dispose(): void;
}>();

const textureKey = (texture: ProductTexture, pattern: LayingPattern) =>
  `${JSON.stringify(texture)}|${pattern}`;

/** Equal keys draw alike; the texture itself is in the key, so new data for a product is never drawn stale. */
export function materialKey(spec: MaterialSpec) {
  const look = spec.texture
    ? `${spec.productKey}|${textureKey(spec.texture, spec.pattern)}`
    : `neutral|${spec.neutral}`;
  return `${look}|${spec.selected ? 'selected' : ''}|${spec.finish ?? ''}`;
}

function build(spec: MaterialSpec) {
  const { texture, pattern } = spec;
  const material = new MeshStandardMaterial({ color: spec.neutral, roughness: 0.85, metalness: 0 });
  let mapKey: string | null = null;
  let textures: SurfaceTextures | null = null;
  if (texture) {
    material.roughness = Math.min(1, Math.max(0.05, texture.roughness));
    if (cellDrawing(texture) === 'plain') {
      material.color.set(texture.base_color);
      // No environment map here: a truly metallic surface would render nearly black.
      material.metalness = texture.pattern === 'metal' ? 0.35 : 0.05;
    } else {
      const key = textureKey(texture, pattern);
      textures = cellTextures.get(key, () => new SurfaceTextures(texture, pattern));
      cellTextures.retain(key);
      textures.dress(material);
      mapKey = key;
    }
  }
  if (spec.finish === 'paint' && !textures) {
    const paint = paintFinish();
    material.normalMap = paint.normalMap;
    material.roughnessMap = paint.roughnessMap;
  }
  if (spec.finish === 'glass') {
    material.transparent = true;
    material.opacity = 0.35;
    material.depthWrite = false;
    material.roughness = 0.1;
  }
  if (spec.selected) {
    material.emissive.set(HIGHLIGHT);
    material.emissiveIntensity = 0.45;
  }
  return {
    material,
    textures,
    dispose() {
      textures?.undress(material);
      material.dispose();
      if (mapKey) cellTextures.release(mapKey);
    },
  };
}

/**
 * The shared material for a spec, retained while the calling component is mounted with it; the room is drawn
 * again when its product's painted maps arrive from the worker (frames are drawn on demand).
 */
export function useMaterial(spec: MaterialSpec): MeshStandardMaterial {
  const key = materialKey(spec);
  const { material, textures } = materials.get(key, () => build(spec));
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    materials.retain(key);
    return () => materials.release(key);
  }, [key]);
  useEffect(() => textures?.whenPainted(() => invalidate()), [textures, invalidate]);
  return material;
}

/**
 * Starts painting the maps of a room's products before its meshes exist (the design is known while the 3-D
 * view is still starting: compiling shaders blocks the page, not the painter's worker), so its first frames
 * already have them. Each is kept for the meshes to claim (SharedResources keeps an unclaimed one 30 s).
 */
export function prepaintRoom(doc: RoomDocument, textures: Readonly<Record<string, ProductTexture>>) {
  const looks = [
    ...doc.surfaces.map((s) => [s.product, s.pattern] as const),
    ...doc.fixtures.map((f) => [f.product, FIXTURE_PATTERN] as const),
  ];
  for (const [ref, pattern] of looks) {
    const texture = ref ? textures[productRefKey(ref)] : undefined;
    if (!texture || cellDrawing(texture) === 'plain') continue;
    cellTextures.get(textureKey(texture, pattern), () => new SurfaceTextures(texture, pattern));
  }
}
