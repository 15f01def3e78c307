import { type DataTexture, NoColorSpace } from 'three';
import { seeded } from './raster.ts';
import { normalPixels, Relief, roughnessPixels, tilingNoise } from './relief.ts';
import { mapTexture } from './surface-textures.ts';
import { M_PER_IN } from './texture-cell.ts';

/** A painted wall's cell: two feet square, so roller marks and the faint orange peel are at true scale. */
const CELL_IN = 24;
const PX = 256;

let shared: { normalMap: DataTexture; roughnessMap: DataTexture } | null = null;

/**
 * The relief of a painted wall: a faint orange peel and broad patches a little more or less glossy (as a
 * roller leaves them), so a light sliding along the wall shows a surface, not a flat colour. The roughness
 * map is a multiplier near 1 on the paint's own roughness. Small, painted once, shared by every wall.
 */
export function paintFinish() {
  if (shared) return shared;
  const rand = seeded('paint');
  const relief = new Relief(PX, PX);
  const peel = tilingNoise(PX, PX, PX / 3, PX / 3, rand);
  const patches = tilingNoise(PX, PX, 6, 6, rand);
  for (let i = 0; i < PX * PX; i += 1) {
    relief.elevation[i] = peel[i] * 0.0015;
    relief.roughness[i] = 0.93 + patches[i] * 0.07;
  }
  const repeat = { x: 1 / (CELL_IN * M_PER_IN), y: 1 / (CELL_IN * M_PER_IN), rotation: 0 };
  shared = {
    normalMap: mapTexture(normalPixels(relief, PX / CELL_IN), PX, PX, repeat, NoColorSpace),
    roughnessMap: mapTexture(roughnessPixels(relief), PX, PX, repeat, NoColorSpace),
  };
  return shared;
}
