import type { Page } from 'playwright-core';

/**
 * Pixel measurements of the room's floor for e2e/room-materials.e2e.ts: the canvas read back at full size,
 * the floor found by its colour, and the period of its joints (a tile's size as drawn) measured in pixels.
 */
export type Picture = { width: number; height: number; data: Uint8Array };

/** The 3-D canvas's pixels, full size (the scene keeps its drawing buffer), moved as base64 to Node. */
export async function readCanvas(page: Page): Promise<Picture> {
  const { width, height, base64 } = await page.evaluate(() => {
    const source = document.querySelector<HTMLCanvasElement>('[data-testid="room-canvas"] canvas')!;
    const copy = document.createElement('canvas');
    copy.width = source.width;
    copy.height = source.height;
    const ctx = copy.getContext('2d')!;
    ctx.drawImage(source, 0, 0);
    const bytes = ctx.getImageData(0, 0, copy.width, copy.height).data;
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { width: copy.width, height: copy.height, base64: btoa(text) };
  });
  return { width, height, data: new Uint8Array(Buffer.from(base64, 'base64')) };
}

/** CIE L*a*b* (D65) of an sRGB colour given as 0-255 channels. */
export function lab([r, g, b]: readonly number[]): [number, number, number] {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

export const hex = (css: string) => [1, 3, 5].map((i) => Number.parseInt(css.slice(i, i + 2), 16));

/** Hue angle (degrees) and chroma of a Lab colour. */
export const hueChroma = ([, a, b]: readonly number[]) => ({
  hue: ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360,
  chroma: Math.hypot(a, b),
});

const hueGap = (p: number, q: number) => Math.abs(((p - q + 540) % 360) - 180);

/** Hue (degrees) and chroma (max - min, 0-255) of an RGB pixel: cheap enough for every pixel of a canvas. */
function rgbHue(r: number, g: number, b: number) {
  const max = Math.max(r, g, b);
  const c = max - Math.min(r, g, b);
  if (c === 0) return { hue: 0, chroma: 0 };
  const h = max === r ? ((g - b) / c + 6) % 6 : max === g ? (b - r) / c + 2 : (r - g) / c + 4;
  return { hue: h * 60, chroma: c };
}

/**
 * Which pixels are the floor: those whose hue is within `tolerance` degrees of the tile's colour and that carry
 * some colour (walls, fixtures and the white of the page are grey or white). Works for a coloured tile. The
 * chroma of every pixel comes with it: a grey joint is where it dips.
 */
export function floorMask(picture: Picture, tile: readonly number[], tolerance = 25) {
  const tileHue = rgbHue(tile[0], tile[1], tile[2]).hue;
  const mask = new Uint8Array(picture.width * picture.height);
  const chroma = new Float32Array(mask.length);
  const d = picture.data;
  for (let p = 0; p < mask.length; p += 1) {
    const hc = rgbHue(d[p * 4], d[p * 4 + 1], d[p * 4 + 2]);
    chroma[p] = hc.chroma;
    mask[p] = hc.chroma > 20 && hueGap(hc.hue, tileHue) < tolerance ? 1 : 0;
  }
  return { mask, chroma };
}

/** The longest run of floor along a line of pixels, bridging gaps of up to `gap` pixels (a joint, a seam). */
export function longestRun(isFloor: (i: number) => boolean, length: number, gap = 4) {
  let best = { from: 0, to: 0 };
  let start = -1;
  let lastFloor = -1;
  for (let i = 0; i <= length; i += 1) {
    const floor = i < length && isFloor(i);
    if (floor) {
      if (start < 0 || i - lastFloor > gap + 1) start = i;
      lastFloor = i;
      if (lastFloor - start > best.to - best.from) best = { from: start, to: lastFloor };
    }
  }
  return { ...best, length: best.to - best.from + 1 };
}

/**
 * The joints' period (pixels) along a profile: the chroma of the floor averaged across the other direction
 * dips where a grey joint crosses it. Each dip's centre (weighted) is found, and the period is the slope of
 * a straight line fitted through the dips' positions against their indices (steps of a missing dip counted).
 */
export function jointPeriod(profile: readonly number[], expected: number) {
  const n = profile.length;
  const smooth = (i: number) => profile[Math.max(0, Math.min(n - 1, i))];
  const dips: number[] = [];
  const window = Math.max(2, Math.round(expected / 3));
  for (let i = 2; i < n - 2; i += 1) {
    let lowest = true;
    for (let d = -window; d <= window; d += 1) if (d !== 0 && smooth(i + d) < smooth(i)) lowest = false;
    const around = (smooth(i - window) + smooth(i + window)) / 2;
    if (lowest && around - smooth(i) > 1.5) dips.push(i);
  }
  // A dip that is no joint (the edge of the sun's patch, a shadow) is off the joints' lattice: anchor the
  // lattice on the dip that has the most others on it, and keep one dip per step, the one nearest it.
  const onLattice = (anchor: number) => {
    const kept = new Map<number, number>();
    for (const d of dips) {
      const k = Math.round((d - anchor) / expected);
      const off = Math.abs(d - anchor - k * expected);
      const held = kept.get(k);
      if (off < expected * 0.2 && (held === undefined || off < Math.abs(held - anchor - k * expected)))
        kept.set(k, d);
    }
    return kept;
  };
  const lattice = dips.map(onLattice).sort((p, q) => q.size - p.size)[0] ?? new Map<number, number>();
  if (lattice.size < 2) return { period: Number.NaN, dips };
  const index = [...lattice.keys()];
  const at = [...lattice.values()];
  const mean = (xs: number[]) => xs.reduce((s, v) => s + v, 0) / xs.length;
  const [mk, md] = [mean(index), mean(at)];
  const slope =
    index.reduce((s, k, i) => s + (k - mk) * (at[i] - md), 0) / index.reduce((s, k) => s + (k - mk) ** 2, 0);
  return { period: slope, dips: at };
}
