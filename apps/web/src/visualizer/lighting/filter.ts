import { DataUtils } from 'three';
import type { LightmapLayout } from './charts.ts';

/**
 * From a receiver's raw irradiance to the lightmap it is drawn with: a small blur that stays inside each
 * chart (so a wall's light does not bleed onto the floor beside it), then the charts' edges grown into their
 * gutter, so bilinear filtering at a chart's border never reads an unlit texel. Pure, like the tracer.
 */

/** Blur radius in texels: enough to calm the first pass's noise, small against a shadow's edge. */
const RADIUS = 2;
/** How far a chart is grown into its gutter (the gutter is 2 texels). */
const DILATE = 2;

export function filterLightmap(
  layout: Pick<LightmapLayout, 'width' | 'height' | 'chartOf'>,
  irradiance: Float32Array,
  scale = 1,
): Float32Array {
  const { width, height, chartOf } = layout;
  const out = new Float32Array(width * height * 3);
  const filled = new Int32Array(width * height).fill(-1);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const t = y * width + x;
      const chart = chartOf[t];
      if (chart < 0) continue;
      let [r, g, b, n] = [0, 0, 0, 0];
      for (let dy = -RADIUS; dy <= RADIUS; dy += 1)
        for (let dx = -RADIUS; dx <= RADIUS; dx += 1) {
          const [sx, sy] = [x + dx, y + dy];
          if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
          const s = sy * width + sx;
          if (chartOf[s] !== chart) continue;
          r += irradiance[s * 3];
          g += irradiance[s * 3 + 1];
          b += irradiance[s * 3 + 2];
          n += 1;
        }
      out.set([(r / n) * scale, (g / n) * scale, (b / n) * scale], t * 3);
      filled[t] = chart;
    }
  for (let step = 0; step < DILATE; step += 1) {
    const before = filled.slice();
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const t = y * width + x;
        if (before[t] >= 0) continue;
        let [r, g, b, n] = [0, 0, 0, 0];
        for (const [dx, dy] of NEIGHBOURS) {
          const [sx, sy] = [x + dx, y + dy];
          if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
          const s = sy * width + sx;
          if (before[s] < 0) continue;
          r += out[s * 3];
          g += out[s * 3 + 1];
          b += out[s * 3 + 2];
          n += 1;
        }
        if (n === 0) continue;
        out.set([r / n, g / n, b / n], t * 3);
        filled[t] = before[t] >= 0 ? before[t] : 0;
      }
  }
  return out;
}

const NEIGHBOURS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;

/** RGB floats as half-float RGBA texels (a DataTexture of HalfFloatType filters on every WebGL2). */
export function toHalfRgba(rgb: Float32Array): Uint16Array {
  const count = rgb.length / 3;
  const out = new Uint16Array(count * 4);
  const one = DataUtils.toHalfFloat(1);
  for (let i = 0; i < count; i += 1) {
    out[i * 4] = DataUtils.toHalfFloat(rgb[i * 3]);
    out[i * 4 + 1] = DataUtils.toHalfFloat(rgb[i * 3 + 1]);
    out[i * 4 + 2] = DataUtils.toHalfFloat(rgb[i * 3 + 2]);
    out[i * 4 + 3] = one;
  }
  return out;
}

/**
 * How far exposure may push the room's light up or down: a room whose lamps are hidden (a fan under the
 * ceiling light) would otherwise be lifted by its noise to a blown-out white, and a sunny patio pulled down to
 * a dull grey. Outside these bounds a room is simply darker or brighter, as a camera on auto would leave it.
 */
export const EXPOSURE_BOUNDS = { min: 0.5, max: 2 } as const;

/**
 * The factor that puts the room's well-lit irradiance (its 80th percentile: the median sits in the dark
 * under cabinets and counters) at `target`, within EXPOSURE_BOUNDS: a room lit only by a small window and one
 * with a wall of glass both read, and a corner stays darker than the middle by the same ratio.
 */
export function exposureScale(estimates: readonly Float32Array[], target: number): number {
  const values: number[] = [];
  for (const e of estimates)
    for (let i = 0; i < e.length; i += 3) {
      const lum = 0.2126 * e[i] + 0.7152 * e[i + 1] + 0.0722 * e[i + 2];
      if (lum > 0) values.push(lum);
    }
  if (values.length === 0) return 1;
  values.sort((a, b) => a - b);
  const scale = target / values[Math.floor(values.length * 0.8)];
  return Math.min(EXPOSURE_BOUNDS.max, Math.max(EXPOSURE_BOUNDS.min, scale));
}
