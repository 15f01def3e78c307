import type { ProductTexture } from '@app/domain/catalog/contract';
import type { LayingPattern } from '@app/domain/room/document';
import { cellUnits, type Unit } from './cell-layout.ts';
import { type Box, parseColor, Raster, type Rgb, seeded, shade } from './raster.ts';
import { cellDrawing, cellInches, cellPixels } from './texture-cell.ts';

/**
 * Paints one repeat cell of a product's texture: grout, then each unit inset by half a joint with a little
 * tone variation, then the pattern's detail (marble veins, plank grain, mosaic chips, stone speckle, turf
 * blades). Null for plain patterns (solid, metal, fixture): their colour and roughness say it all.
 */
export function paintCell(texture: ProductTexture, pattern: LayingPattern): Raster | null {
  const kind = cellDrawing(texture);
  if (kind === 'plain') return null;
  const cell = cellInches(texture, pattern);
  const px = cellPixels(cell);
  const raster = new Raster(px.width, px.height);
  const [sx, sy] = [px.width / cell.width, px.height / cell.height];
  const rand = seeded(`${JSON.stringify(texture)}:${pattern}`);
  const base = parseColor(texture.base_color);
  if (kind === 'turf') return turf(raster, base, rand);
  const joint = (texture.grout_width_in || 0) * sx;
  raster.fill(kind === 'plank' ? shade(base, -0.35) : parseColor(texture.grout_color));
  for (const unit of cellUnits(texture, pattern)) {
    // At least half a pixel of joint, so units with no grout (planks, slabs) still read as separate pieces.
    const inset = Math.max(joint / 2, kind === 'tile' ? 0 : 0.5);
    const box = {
      x: unit.x * sx + inset,
      y: unit.y * sy + inset,
      w: unit.w * sx - 2 * inset,
      h: unit.h * sy - 2 * inset,
    };
    const tone = shade(base, (rand() - 0.5) * (kind === 'marble' ? 0.06 : 0.14));
    if (kind === 'mosaic') chips(raster, box, tone, rand, sx);
    else raster.rect(box.x, box.y, box.w, box.h, tone);
    if (kind === 'marble') veins(raster, box, parseColor(texture.accent_color), rand);
    if (kind === 'plank') grain(raster, box, tone, rand, unit);
    if (kind === 'stone') speckle(raster, box, tone, rand);
  }
  return raster;
}

/** A sheet of roughly one-inch chips with a sixteenth-inch joint (or the sheet itself when it is small). */
function chips(raster: Raster, box: Box, tone: Rgb, rand: () => number, pxPerIn: number) {
  const gap = Math.max(1, pxPerIn / 16);
  const [nx, ny] = [Math.max(1, Math.round(box.w / pxPerIn)), Math.max(1, Math.round(box.h / pxPerIn))];
  const [cw, ch] = [box.w / nx, box.h / ny];
  for (let i = 0; i < nx; i += 1)
    for (let j = 0; j < ny; j += 1)
      raster.rect(
        box.x + i * cw + gap / 2,
        box.y + j * ch + gap / 2,
        cw - gap,
        ch - gap,
        shade(tone, (rand() - 0.5) * 0.2),
      );
}

/** Veins that drift across the unit in the accent colour. */
function veins(raster: Raster, box: Box, accent: Rgb, rand: () => number) {
  for (let v = 0; v < 3; v += 1) {
    let [x, y] = [box.x + rand() * box.w, box.y];
    const step = box.h / 8;
    const thickness = 1 + Math.round(rand() * 2);
    for (let s = 0; s < 8; s += 1) {
      const nx = x + (rand() - 0.5) * box.w * 0.3;
      raster.line(x, y, nx, y + step, accent, thickness, 0.35 + rand() * 0.35, box);
      [x, y] = [nx, y + step];
    }
  }
}

/** Grain lines along the plank's long side. */
function grain(raster: Raster, box: Box, tone: Rgb, rand: () => number, unit: Unit) {
  const dark = shade(tone, -0.15);
  for (let g = 0; g < 4; g += 1) {
    const at = 0.15 + rand() * 0.7;
    const wave = (rand() - 0.5) * 3;
    if (unit.vertical) {
      const x = box.x + box.w * at;
      raster.line(x, box.y, x + wave, box.y + box.h, dark, 1, 0.5, box);
    } else {
      const y = box.y + box.h * at;
      raster.line(box.x, y, box.x + box.w, y + wave, dark, 1, 0.5, box);
    }
  }
}

/** Darker and lighter flecks, so stone does not read as flat paint. */
function speckle(raster: Raster, box: Box, tone: Rgb, rand: () => number) {
  const count = Math.round((box.w * box.h) / 40);
  for (let i = 0; i < count; i += 1)
    raster.plot(box.x + rand() * box.w, box.y + rand() * box.h, shade(tone, (rand() - 0.5) * 0.5), 0.6);
}

/** Per-pixel noise around the base colour and short blades leaning a little. */
function turf(raster: Raster, base: Rgb, rand: () => number) {
  // A palette of shades picked per pixel: one colour computed per pixel would be 65,000 small arrays.
  const palette = Array.from({ length: 16 }, (_, i) => shade(base, (i / 15 - 0.55) * 0.4));
  for (let y = 0; y < raster.height; y += 1)
    for (let x = 0; x < raster.width; x += 1) raster.plot(x, y, palette[Math.floor(rand() * 16)]);
  for (let i = 0; i < raster.width * 2; i += 1) {
    const [x, y] = [rand() * raster.width, rand() * raster.height];
    raster.line(x, y, x + (rand() - 0.5) * 3, y - 3 - rand() * 4, shade(base, (rand() - 0.3) * 0.5), 1, 0.7);
  }
  return raster;
}
