import type { ProductTexture } from '@app/domain/catalog/contract';
import type { LayingPattern } from '@app/domain/room/document';
import { useEffect } from 'react';
import {
  DataTexture,
  LinearFilter,
  LinearMipmapLinearFilter,
  MeshStandardMaterial,
  RepeatWrapping,
  RGBAFormat,
  SRGBColorSpace,
  UnsignedByteType,
} from 'three';
import { paintCell } from './paint-cell.ts';
import { SharedResources } from './shared-resources.ts';
import { cellDrawing, textureRepeat } from './texture-cell.ts';

/** What a mesh is drawn with: its product's texture (undefined: not known, drawn in `neutral`), laid how. */
export type MaterialSpec = {
  productKey: string | null;
  texture: ProductTexture | undefined;
  pattern: LayingPattern;
  selected: boolean;
  /** The colour drawn when the product has no texture (or there is no product). */
  neutral: string;
  /** A shower's enclosure reads as glass whatever its product. */
  finish?: 'glass';
};

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

const cellTextures = new SharedResources<DataTexture>();
const materials = new SharedResources<{ material: MeshStandardMaterial; dispose(): void }>();

const textureKey = (texture: ProductTexture, pattern: LayingPattern) =>
  `${JSON.stringify(texture)}|${pattern}`;

/** Equal keys draw alike; the texture itself is in the key, so new data for a product is never drawn stale. */
export function materialKey(spec: MaterialSpec) {
  const look = spec.texture
    ? `${spec.productKey}|${textureKey(spec.texture, spec.pattern)}`
    : `neutral|${spec.neutral}`;
  return `${look}|${spec.selected ? 'selected' : ''}|${spec.finish ?? ''}`;
}

function cellTexture(texture: ProductTexture, pattern: LayingPattern): DataTexture | null {
  const raster = paintCell(texture, pattern);
  if (!raster) return null;
  const map = new DataTexture(raster.data, raster.width, raster.height, RGBAFormat, UnsignedByteType);
  map.wrapS = RepeatWrapping;
  map.wrapT = RepeatWrapping;
  const repeat = textureRepeat(texture, pattern);
  map.repeat.set(repeat.x, repeat.y);
  map.rotation = repeat.rotation;
  map.colorSpace = SRGBColorSpace;
  map.magFilter = LinearFilter;
  map.minFilter = LinearMipmapLinearFilter;
  map.generateMipmaps = true;
  map.needsUpdate = true;
  return map;
}

function build(spec: MaterialSpec) {
  const { texture, pattern } = spec;
  const material = new MeshStandardMaterial({ color: spec.neutral, roughness: 0.85, metalness: 0 });
  let mapKey: string | null = null;
  if (texture) {
    material.roughness = Math.min(1, Math.max(0.05, texture.roughness));
    if (cellDrawing(texture) === 'plain') {
      material.color.set(texture.base_color);
      // No environment map here: a truly metallic surface would render nearly black.
      material.metalness = texture.pattern === 'metal' ? 0.35 : 0.05;
    } else {
      mapKey = textureKey(texture, pattern);
      material.map = cellTextures.get(mapKey, () => cellTexture(texture, pattern) ?? new DataTexture());
      cellTextures.retain(mapKey);
      material.color.set('#ffffff');
    }
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
    dispose() {
      material.dispose();
      if (mapKey) cellTextures.release(mapKey);
    },
  };
}

/** The shared material for a spec, retained while the calling component is mounted with it. */
export function useMaterial(spec: MaterialSpec): MeshStandardMaterial {
  const key = materialKey(spec);
  const { material } = materials.get(key, () => build(spec));
  useEffect(() => {
    materials.retain(key);
    return () => materials.release(key);
  }, [key]);
  return material;
}
