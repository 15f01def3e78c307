/**
 * What the Photo still is made of (issue 21 A6), pure: its size from the view's, how many sub-pixel
 * jittered frames are averaged into it (supersampling: edges, grout lines and thin fixture parts come out
 * smooth), and where each frame is shifted to.
 */

/**
 * The photo's largest size: 1600 × 1000 (a desktop wallpaper) on a GPU; 1280 × 800 in software WebGL, where
 * each frame's cost is its pixels' (the 20 s budget, bench/room-photo.mjs).
 */
export const PHOTO_MAX = {
  gpu: { width: 1600, height: 1000 },
  software: { width: 1280, height: 800 },
} as const;
/** Pixels of photo per CSS pixel of the view. */
export const PHOTO_SCALE = 2;
/**
 * Frames averaged: fewer in software WebGL, where each costs about a second at the largest size (6 Halton
 * shifts still put frames in every quarter of the pixel).
 */
export const PHOTO_SAMPLES = { gpu: 16, software: 6 } as const;

export type PhotoPlan = { width: number; height: number; samples: number };

/** The photo of a view `width` × `height` (CSS pixels): the view's shape, twice as sharp, within PHOTO_MAX. */
export function photoPlan(view: { width: number; height: number }, software: boolean): PhotoPlan {
  const max = software ? PHOTO_MAX.software : PHOTO_MAX.gpu;
  const aspect = view.width / Math.max(1, view.height);
  let width = Math.min(view.width * PHOTO_SCALE, max.width);
  let height = width / aspect;
  if (height > max.height) {
    height = max.height;
    width = height * aspect;
  }
  const samples = software ? PHOTO_SAMPLES.software : PHOTO_SAMPLES.gpu;
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)), samples };
}

/** The radical inverse of `index` in `base`: the Halton sequence, spread evenly however many are taken. */
export function halton(index: number, base: number): number {
  let result = 0;
  let f = 1 / base;
  for (let i = index; i > 0; i = Math.floor(i / base)) {
    result += f * (i % base);
    f /= base;
  }
  return result;
}

/**
 * Where each frame's camera is shifted, in pixels, within half a pixel of centre: Halton (2, 3) from index 1
 * (index 0 is the corner), so any first n frames cover the pixel evenly; the shifts average to about 0 so
 * the photo is not offset from the view.
 */
export function jitterOffsets(samples: number): [number, number][] {
  return Array.from({ length: samples }, (_, i) => [halton(i + 1, 2) - 0.5, halton(i + 1, 3) - 0.5]);
}

/** Each frame's weight in the average: equal, so n frames sum to one. */
export const sampleWeight = (samples: number) => 1 / samples;
