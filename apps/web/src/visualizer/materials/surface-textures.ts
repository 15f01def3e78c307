import type { ProductTexture } from '@app/domain/catalog/contract';
import type { LayingPattern } from '@app/domain/room/document';
import {
  type ColorSpace,
  DataTexture,
  LinearFilter,
  LinearMipmapLinearFilter,
  type MeshStandardMaterial,
  NoColorSpace,
  RepeatWrapping,
  RGBAFormat,
  SRGBColorSpace,
  UnsignedByteType,
} from 'three';
import { faceRoughness } from './finish.ts';
import type { SurfaceMaps } from './paint-cell.ts';
import { parseColor } from './raster.ts';
import { paintSurfaceMaps } from './surface-painter.ts';
import { textureRepeat } from './texture-cell.ts';

/** Anisotropic filtering's samples along a slanted view. */
const ANISOTROPY = 8;

type Repeat = { x: number; y: number; rotation: number };

/** One map: repeated at true scale; colour in sRGB, normal and roughness as plain (linear) data. */
export function mapTexture(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  repeat: Repeat,
  space: ColorSpace,
) {
  const map = new DataTexture(pixels, width, height, RGBAFormat, UnsignedByteType);
  map.wrapS = RepeatWrapping;
  map.wrapT = RepeatWrapping;
  map.repeat.set(repeat.x, repeat.y);
  map.rotation = repeat.rotation;
  map.colorSpace = space;
  map.magFilter = LinearFilter;
  map.minFilter = LinearMipmapLinearFilter;
  map.generateMipmaps = true;
  // Joints seen at a slant a few metres off stay lines instead of blurring into the tile (three caps this at
  // the renderer's own maximum).
  map.anisotropy = ANISOTROPY;
  map.needsUpdate = true;
  return map;
}

const pixel = (r: number, g: number, b: number) => new Uint8ClampedArray([r, g, b, 255]);

/**
 * A product's colour, normal and roughness maps, shared by every mesh laid with it. Until the worker has
 * painted them, each is a one-pixel stand-in (the base colour, a flat face, the product's roughness): the
 * material already has all three maps, so the real ones replace them without compiling a new shader.
 */
export class SurfaceTextures {
  map: DataTexture;
  normalMap: DataTexture;
  roughnessMap: DataTexture;
  painted = false;
  private disposed = false;
  private readonly dressed = new Set<MeshStandardMaterial>();
  private readonly onPainted = new Set<() => void>();
  private readonly repeat: Repeat;

  constructor(texture: ProductTexture, pattern: LayingPattern) {
    this.repeat = textureRepeat(texture, pattern);
    const [r, g, b] = parseColor(texture.base_color);
    const rough = Math.round(faceRoughness(texture.roughness) * 255);
    this.map = mapTexture(pixel(r, g, b), 1, 1, this.repeat, SRGBColorSpace);
    this.normalMap = mapTexture(pixel(128, 128, 255), 1, 1, this.repeat, NoColorSpace);
    this.roughnessMap = mapTexture(pixel(rough, rough, rough), 1, 1, this.repeat, NoColorSpace);
    paintSurfaceMaps(texture, pattern, (maps) => this.fill(maps));
  }

  /** Draws a material with these maps (and with the painted ones once they come). */
  dress(material: MeshStandardMaterial) {
    material.map = this.map;
    material.normalMap = this.normalMap;
    material.roughnessMap = this.roughnessMap;
    // The roughness map holds the roughness itself; the material's value multiplies it.
    material.roughness = 1;
    material.color.set('#ffffff');
    this.dressed.add(material);
  }

  undress(material: MeshStandardMaterial) {
    this.dressed.delete(material);
  }

  /** Calls back once when the painted maps are in (never when they already are); returns an unsubscribe. */
  whenPainted(callback: () => void) {
    if (this.painted) return () => {};
    this.onPainted.add(callback);
    return () => this.onPainted.delete(callback);
  }

  private fill(maps: SurfaceMaps | null) {
    if (this.disposed || !maps) return;
    const stand = [this.map, this.normalMap, this.roughnessMap];
    const { width, height } = maps;
    this.map = mapTexture(maps.color, width, height, this.repeat, SRGBColorSpace);
    this.normalMap = mapTexture(maps.normal, width, height, this.repeat, NoColorSpace);
    this.roughnessMap = mapTexture(maps.roughness, width, height, this.repeat, NoColorSpace);
    for (const material of this.dressed) this.dress(material);
    for (const t of stand) t.dispose();
    this.painted = true;
    // When each product's maps came in: the last such mark is the room drawn with all its materials.
    performance.mark('surface-maps-painted');
    for (const callback of this.onPainted) callback();
    this.onPainted.clear();
  }

  dispose() {
    this.disposed = true;
    this.map.dispose();
    this.normalMap.dispose();
    this.roughnessMap.dispose();
    this.dressed.clear();
    this.onPainted.clear();
  }
}
