/**
 * A tiny RGBA pixel buffer that wraps at its edges, so whatever is drawn across a border reappears on the
 * other side and the cell tiles without seams. Drawn in plain JavaScript rather than on a 2-D canvas: the same
 * code runs in the browser and in jsdom (which has no 2-D context), and it is a few hundred pixels square.
 */
export type Rgb = readonly [number, number, number];
/** A rectangle by its corner and size. */
export type Box = { x: number; y: number; w: number; h: number };

export class Raster {
  readonly data: Uint8ClampedArray;
  private readonly words: Uint32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8ClampedArray(width * height * 4);
    this.words = new Uint32Array(this.data.buffer);
  }

  /** Blends one pixel (wrapped) towards a colour. */
  plot(x: number, y: number, rgb: Rgb, alpha = 1) {
    this.blend(this.wrapX(Math.floor(x)), this.wrapY(Math.floor(y)), rgb, alpha);
  }

  /** A rectangle from (x, y), in pixels; edges round to whole pixels, and anything over 0 px is at least 1. */
  rect(x: number, y: number, w: number, h: number, rgb: Rgb, alpha = 1) {
    const [x0, y0] = [Math.round(x), Math.round(y)];
    const x1 = Math.min(x0 + this.width, Math.max(x0 + 1, Math.round(x + w)));
    const y1 = Math.min(y0 + this.height, Math.max(y0 + 1, Math.round(y + h)));
    if (alpha >= 1) return this.solidRect(x0, y0, x1, y1, rgb);
    for (let py = y0; py < y1; py += 1) {
      const row = this.wrapY(py);
      for (let px = x0; px < x1; px += 1) this.blend(this.wrapX(px), row, rgb, alpha);
    }
  }

  /** An opaque rectangle by whole rows of 32-bit pixels: most of a cell is painted this way, and fast. */
  private solidRect(x0: number, y0: number, x1: number, y1: number, rgb: Rgb) {
    // RGBA bytes as one little-endian word (every browser's byte order).
    const pixel = (255 << 24) | (rgb[2] << 16) | (rgb[1] << 8) | rgb[0];
    const start = this.wrapX(x0);
    const first = Math.min(x1 - x0, this.width - start);
    for (let py = y0; py < y1; py += 1) {
      const row = this.wrapY(py) * this.width;
      this.words.fill(pixel, row + start, row + start + first);
      if (first < x1 - x0) this.words.fill(pixel, row, row + (x1 - x0 - first));
    }
  }

  fill(rgb: Rgb) {
    this.rect(0, 0, this.width, this.height, rgb);
  }

  private wrapX(x: number) {
    return ((x % this.width) + this.width) % this.width;
  }

  private wrapY(y: number) {
    return ((y % this.height) + this.height) % this.height;
  }

  private blend(px: number, py: number, rgb: Rgb, alpha: number) {
    const i = (py * this.width + px) * 4;
    const d = this.data;
    if (alpha >= 1) {
      d[i] = rgb[0];
      d[i + 1] = rgb[1];
      d[i + 2] = rgb[2];
    } else {
      d[i] = d[i] + (rgb[0] - d[i]) * alpha;
      d[i + 1] = d[i + 1] + (rgb[1] - d[i + 1]) * alpha;
      d[i + 2] = d[i + 2] + (rgb[2] - d[i + 2]) * alpha;
    }
    d[i + 3] = 255;
  }

  /** A line `thickness` pixels wide, stamped along its length; only the part inside `clip` when given. */
  line(x0: number, y0: number, x1: number, y1: number, rgb: Rgb, thickness = 1, alpha = 1, clip?: Box) {
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0)));
    const r = Math.max(0, (thickness - 1) / 2);
    for (let s = 0; s <= steps; s += 1) {
      const [x, y] = [x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps];
      if (clip && (x < clip.x || y < clip.y || x >= clip.x + clip.w || y >= clip.y + clip.h)) continue;
      this.rect(x - r, y - r, 2 * r + 1, 2 * r + 1, rgb, alpha);
    }
  }
}

/** A '#rgb' or '#rrggbb' colour; anything else is a neutral stone grey. */
export function parseColor(css: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css.trim())?.[1];
  if (!hex) return [168, 162, 158];
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** Lighter (amount > 0) or darker (< 0), by a fraction of the way to white or black. */
export function shade(rgb: Rgb, amount: number): Rgb {
  const to = amount > 0 ? 255 : 0;
  const k = Math.min(1, Math.abs(amount));
  return rgb.map((c) => Math.round(c + (to - c) * k)) as unknown as Rgb;
}

/** A repeatable random sequence from a string (mulberry32), so a product looks the same on every load. */
export function seeded(seed: string): () => number {
  let h = 1779033703;
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
