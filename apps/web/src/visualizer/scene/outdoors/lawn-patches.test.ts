import { describe, expect, it } from 'vitest';
import { lawnPatches, PATCH_TEXELS, PATCH_TILE_M } from './lawn-patches.ts';

const n = PATCH_TEXELS;
const lum = (rgb: Float32Array, x: number, y: number) => {
  const i = (y * n + x) * 3;
  return 0.2126 * rgb[i] + 0.7152 * rgb[i + 1] + 0.0722 * rgb[i + 2];
};

describe('the lawn’s variation over metres', () => {
  const tile = lawnPatches();

  it('keeps the lawn’s brightness on average, with patches that differ in shade and in hue', () => {
    let [sum, sumSq] = [0, 0];
    const yellowness: number[] = [];
    for (let y = 0; y < n; y += 1)
      for (let x = 0; x < n; x += 1) {
        const l = lum(tile, x, y);
        sum += l;
        sumSq += l * l;
        const i = (y * n + x) * 3;
        yellowness.push(tile[i] / tile[i + 1]);
      }
    const mean = sum / (n * n);
    expect(mean).toBeGreaterThan(0.9);
    expect(mean).toBeLessThan(1.1);
    expect(Math.sqrt(sumSq / (n * n) - mean * mean)).toBeGreaterThan(0.04);
    // Some patches lusher (red under green), some drier (red over green).
    expect(Math.min(...yellowness)).toBeLessThan(0.93);
    expect(Math.max(...yellowness)).toBeGreaterThan(1.03);
  });

  it('shows a mower’s stripes a metre wide, alternating light and dark', () => {
    const texels = n / PATCH_TILE_M;
    const column = (x: number) =>
      Array.from({ length: n }, (_, y) => lum(tile, x, y)).reduce((s, v) => s + v) / n;
    // Neighbouring stripes' columns, next to each other: the light one brighter, every pass.
    for (let pass = 0; pass + 1 < PATCH_TILE_M; pass += 2) {
      const light = column(pass * texels + texels - 1);
      const dark = column((pass + 1) * texels);
      expect(light).toBeGreaterThan(dark * 1.05);
    }
  });

  it('repeats without a seam: the last column and row lead smoothly into the first', () => {
    let jump = 0;
    let inside = 0;
    for (let y = 0; y < n; y += 1) {
      jump = Math.max(jump, Math.abs(lum(tile, n - 1, y) - lum(tile, 0, y)) - 0.1);
      inside = Math.max(inside, Math.abs(lum(tile, 1, y) - lum(tile, 0, y)));
    }
    // The wrap's step is no bigger than a step inside the tile (the stripes' own step set aside).
    expect(jump).toBeLessThanOrEqual(inside + 0.02);
    for (let x = 0; x < n; x += 1) expect(Math.abs(lum(tile, x, n - 1) - lum(tile, x, 0))).toBeLessThan(0.05);
  });
});
