import type { Unit } from './cell-layout.ts';
import type { Box, Raster, Rgb } from './raster.ts';
import { shade } from './raster.ts';
import type { Relief } from './relief.ts';

/** A cell being painted: its colour, its relief, and its scale (pixels per inch). */
export type Painting = { color: Raster; relief: Relief; pxPerIn: number };

/** A sheet of roughly one-inch chips with a sixteenth-inch joint (or the sheet itself when it is small). */
export function chips(
  { color, relief, pxPerIn }: Painting,
  box: Box,
  tone: Rgb,
  rand: () => number,
  rough: number,
) {
  const gap = Math.max(1, pxPerIn / 16);
  const [nx, ny] = [Math.max(1, Math.round(box.w / pxPerIn)), Math.max(1, Math.round(box.h / pxPerIn))];
  const [cw, ch] = [box.w / nx, box.h / ny];
  for (let i = 0; i < nx; i += 1)
    for (let j = 0; j < ny; j += 1) {
      const [x, y] = [box.x + i * cw + gap / 2, box.y + j * ch + gap / 2];
      color.rect(x, y, cw - gap, ch - gap, shade(tone, (rand() - 0.5) * 0.2));
      relief.rect(x, y, cw - gap, ch - gap, 0, rough);
    }
}

/**
 * Veins in the accent colour over the whole cell: each a smooth curve x(y) = x0 + drift·y/H + a few sine
 * waves of whole periods, so it closes on itself across the cell's wrap and a run of slabs or tiles reads as
 * one stone. Joint pixels are skipped, so a vein stops at a joint and carries on in the next piece.
 */
export function veins({ color, relief }: Painting, accent: Rgb, rand: () => number) {
  const { width: W, height: H } = color;
  const count = 3 + Math.floor(rand() * 3);
  const touched = new Uint8Array(W * H);
  for (let v = 0; v < count; v += 1) {
    touched.fill(0);
    const x0 = rand() * W;
    // Whole wraps only (-1, 0 or 1 cell widths over the cell's height), so the curve meets itself.
    const drift = (Math.floor(rand() * 3) - 1) * W;
    const waves = [1, 2, 3].map((k) => ({
      k,
      a: ((rand() * W) / 10 / k) * 1.5,
      phase: rand() * Math.PI * 2,
    }));
    const radius = v === 0 ? 1.5 + rand() : 0.5 + rand();
    const alpha = v === 0 ? 0.6 : 0.3 + rand() * 0.3;
    for (let y = 0; y < H; y += 0.5) {
      let x = x0 + (drift * y) / H;
      for (const w of waves) x += w.a * Math.sin((2 * Math.PI * w.k * y) / H + w.phase);
      for (let dy = -Math.ceil(radius); dy <= Math.ceil(radius); dy += 1)
        for (let dx = -Math.ceil(radius); dx <= Math.ceil(radius); dx += 1) {
          if (dx * dx + dy * dy > radius * radius + 0.25) continue;
          const i = relief.at(x + dx, y + dy);
          if (touched[i] || !relief.onFace(x + dx, y + dy)) continue;
          touched[i] = 1;
          color.plot(x + dx, y + dy, accent, alpha);
          relief.roughness[i] = Math.min(1, relief.roughness[i] + 0.05);
        }
    }
  }
}

/**
 * Wood along the plank's length: streaks across its width that drift slowly along it, a few darker grain
 * lines, and the faintest grooves where the grain is dark. The plank's ends are its unit's ends, laid at the
 * plank's real length and staggered row to row (cell-layout.ts).
 */
export function grain({ color, relief }: Painting, box: Box, tone: Rgb, rand: () => number, unit: Unit) {
  const [x0, y0] = [Math.round(box.x), Math.round(box.y)];
  const [x1, y1] = [Math.round(box.x + box.w), Math.round(box.y + box.h)];
  const across = Math.max(1, unit.vertical ? x1 - x0 : y1 - y0);
  // A streak profile across the plank: a random walk, smoothed, so the streaks have widths.
  const profile = new Float32Array(across);
  let walk = 0;
  for (let i = 0; i < across; i += 1) {
    walk = walk * 0.8 + (rand() - 0.5);
    profile[i] = walk;
  }
  const bend = rand() * Math.PI * 2;
  // Streak shades from a palette: a colour computed per pixel would be a quarter of a million small arrays.
  const palette = Array.from({ length: 33 }, (_, i) => shade(tone, ((i - 16) / 16) * 0.2));
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) {
      const [a, c] = unit.vertical ? [y - y0, x - x0] : [x - x0, y - y0];
      // The streaks wander a pixel or two along the plank.
      const sway = Math.round(1.5 * Math.sin(a / 40 + bend));
      const p = profile[Math.min(across - 1, Math.max(0, c + sway))];
      color.plot(x, y, palette[Math.min(32, Math.max(0, Math.round(p * 8 + 16)))]);
      const i = relief.at(x, y);
      relief.elevation[i] += p * 0.002;
      relief.roughness[i] = Math.min(1, relief.roughness[i] + Math.abs(p) * 0.03);
    }
  const dark = shade(tone, -0.18);
  for (let g = 0; g < 3; g += 1) {
    const at = 0.15 + rand() * 0.7;
    const wave = (rand() - 0.5) * 3;
    if (unit.vertical) {
      const x = box.x + box.w * at;
      color.line(x, box.y, x + wave, box.y + box.h, dark, 1, 0.45, box);
    } else {
      const y = box.y + box.h * at;
      color.line(box.x, y, box.x + box.w, y + wave, dark, 1, 0.45, box);
    }
  }
}

/** Darker and lighter flecks, so stone does not read as flat paint. */
export function speckle({ color }: Painting, box: Box, tone: Rgb, rand: () => number) {
  const count = Math.round((box.w * box.h) / 40);
  for (let i = 0; i < count; i += 1)
    color.plot(box.x + rand() * box.w, box.y + rand() * box.h, shade(tone, (rand() - 0.5) * 0.5), 0.6);
}

/** A laid paver is never quite level: each face tilts a little (under a millimetre edge to edge). */
export function paverTilt({ relief }: Painting, box: Box, rand: () => number) {
  const [ax, ay] = [(rand() - 0.5) * 0.02, (rand() - 0.5) * 0.02];
  const [cx, cy] = [box.x + box.w / 2, box.y + box.h / 2];
  const span = Math.max(box.w, box.h) / 2;
  for (let y = Math.round(box.y); y < Math.round(box.y + box.h); y += 1)
    for (let x = Math.round(box.x); x < Math.round(box.x + box.w); x += 1)
      relief.elevation[relief.at(x, y)] += (ax * (x - cx) + ay * (y - cy)) / span;
}

/** Fibres: per-pixel colour and height noise around the base colour, and short blades leaning a little. */
export function turf(painting: Painting, base: Rgb, rand: () => number): Painting {
  const { color, relief } = painting;
  // A palette of shades picked per pixel: one colour computed per pixel would be 65,000 small arrays.
  const palette = Array.from({ length: 16 }, (_, i) => shade(base, (i / 15 - 0.55) * 0.4));
  for (let y = 0; y < color.height; y += 1)
    for (let x = 0; x < color.width; x += 1) {
      const shadeIndex = Math.floor(rand() * 16);
      color.plot(x, y, palette[shadeIndex]);
      const i = relief.at(x, y);
      // Lighter fibres stand taller: they are the tips.
      relief.elevation[i] = (shadeIndex / 15) * 0.04;
      relief.roughness[i] = 0.85 + rand() * 0.15;
    }
  for (let i = 0; i < color.width * 2; i += 1) {
    const [x, y] = [rand() * color.width, rand() * color.height];
    color.line(x, y, x + (rand() - 0.5) * 3, y - 3 - rand() * 4, shade(base, (rand() - 0.3) * 0.5), 1, 0.7);
  }
  return painting;
}
