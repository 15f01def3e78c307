import { describe, expect, it } from 'vitest';
import { halton, jitterOffsets, PHOTO_MAX, photoPlan, sampleWeight } from './photo-plan.ts';

describe('the photo still’s plan: size, frames and their sub-pixel shifts', () => {
  it('is the view’s shape at twice its size, within 1600 × 1000 (1280 × 800 in software WebGL)', () => {
    const gpu = (width: number, height: number) => photoPlan({ width, height }, false);
    expect(gpu(640, 400)).toEqual({ width: 1280, height: 800, samples: 16 });
    expect(gpu(1280, 800)).toEqual({ width: 1600, height: 1000, samples: 16 });
    expect(photoPlan({ width: 862, height: 438 }, true)).toEqual({ width: 1280, height: 650, samples: 6 });
    // A tall view is capped by its height, keeping its shape.
    const tall = photoPlan({ width: 500, height: 800 }, true);
    expect(tall.height).toBe(PHOTO_MAX.software.height);
    expect(tall.width / tall.height).toBeCloseTo(500 / 800, 2);
  });

  it('spreads the frames over the pixel: within half a pixel, no two alike, averaging near the centre', () => {
    expect(halton(1, 2)).toBe(0.5);
    expect(halton(2, 3)).toBeCloseTo(2 / 3);
    const shifts = jitterOffsets(16);
    for (const [x, y] of shifts) {
      expect(Math.abs(x)).toBeLessThan(0.5);
      expect(Math.abs(y)).toBeLessThan(0.5);
    }
    expect(new Set(shifts.map((s) => s.join())).size).toBe(16);
    const mean = (k: 0 | 1) => shifts.reduce((s, p) => s + p[k], 0) / shifts.length;
    expect(Math.abs(mean(0))).toBeLessThan(0.05);
    expect(Math.abs(mean(1))).toBeLessThan(0.05);
    // Every quarter of the pixel gets frames: a supersampled edge, not one shifted copy.
    const quarters = (n: number) => new Set(jitterOffsets(n).map(([x, y]) => `${x < 0}${y < 0}`)).size;
    expect(quarters(16)).toBe(4);
    expect(quarters(6)).toBe(4);
  });

  it('weighs the frames equally, summing to one', () => {
    expect(sampleWeight(8) * 8).toBeCloseTo(1);
  });
});
