import { random } from '../../lighting/tracer.ts';

/**
 * A lawn's variation over metres, which the turf's foot-square fibres (materials/ turf painter) cannot give:
 * lusher and drier patches and the light and dark stripes of a mower's passes, as RGB factors around 1 on a
 * tile that repeats without a seam. Laid on the lawn as its light map (Outdoors.tsx), so it needs no shader
 * of its own. Pure.
 */

/** Texels along the tile's side. */
export const PATCH_TEXELS = 64;
/** The tile's side (metres): patches a few metres across, stripes a mower's width. */
export const PATCH_TILE_M = 16;
/** A mower's pass (metres): the stripes alternate every pass. */
const STRIPE_M = 1;
/** Light and dark stripes differ by twice this. */
const STRIPE = 0.05;
const LUSH = [0.9, 1, 0.88] as const;
const DRY = [1.14, 1.06, 0.78] as const;

/** Smooth noise in 0..1 that wraps at `size`: `cells` random values per side, interpolated smoothly. */
function wrappingNoise(size: number, cells: number, rand: () => number) {
  const lattice = Array.from({ length: cells * cells }, rand);
  const at = (i: number, j: number) => lattice[((j + cells) % cells) * cells + ((i + cells) % cells)];
  const ease = (t: number) => t * t * (3 - 2 * t);
  return (x: number, y: number) => {
    const [u, v] = [(x / size) * cells, (y / size) * cells];
    const [i, j] = [Math.floor(u), Math.floor(v)];
    const [s, t] = [ease(u - i), ease(v - j)];
    const top = at(i, j) * (1 - s) + at(i + 1, j) * s;
    const bottom = at(i, j + 1) * (1 - s) + at(i + 1, j + 1) * s;
    return top * (1 - t) + bottom * t;
  };
}

/** The tile's RGB factors (3 per texel, rows along y), around 1 on average. */
export function lawnPatches(seed = 7): Float32Array {
  const n = PATCH_TEXELS;
  const rand = random(seed);
  const patches = [wrappingNoise(n, 4, rand), wrappingNoise(n, 8, rand), wrappingNoise(n, 16, rand)];
  const out = new Float32Array(n * n * 3);
  const metresPerTexel = PATCH_TILE_M / n;
  for (let y = 0; y < n; y += 1)
    for (let x = 0; x < n; x += 1) {
      const [a, b, c] = patches.map((p) => p(x, y));
      const patch = 0.55 * a + 0.3 * b + 0.15 * c;
      const dry = Math.min(1, Math.max(0, (patch - 0.45) / 0.3));
      const stripe = Math.floor(((x + 0.5) * metresPerTexel) / STRIPE_M) % 2 === 0 ? 1 + STRIPE : 1 - STRIPE;
      const shade = (0.92 + 0.16 * c) * stripe;
      for (let k = 0; k < 3; k += 1) out[(y * n + x) * 3 + k] = (LUSH[k] * (1 - dry) + DRY[k] * dry) * shade;
    }
  return out;
}
