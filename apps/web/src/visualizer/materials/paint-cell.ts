import type { ProductTexture } from '@app/domain/catalog/contract';
import type { LayingPattern } from '@app/domain/room/document';
import { chips, grain, type Painting, paverTilt, speckle, turf, veins } from './cell-details.ts';
import { cellUnits } from './cell-layout.ts';
import { FINISH_RELIEF, faceRoughness, finishOf, GROUT_ROUGHNESS } from './finish.ts';
import { parseColor, Raster, seeded, shade } from './raster.ts';
import { JOINT_DEPTH_IN, normalPixels, Relief, roughnessPixels, tilingNoise } from './relief.ts';
import { cellDrawing, cellInches, cellPixels, unitInches } from './texture-cell.ts';

export type { Painting } from './cell-details.ts';

/** How much darker a joint is drawn than its grout (a plank's seam than its wood): the joint's own shadow. */
const JOINT_SHADOW: Record<Exclude<ReturnType<typeof cellDrawing>, 'plain' | 'turf'>, number> = {
  tile: 0.2,
  mosaic: 0.15,
  marble: 0.15,
  stone: 0.3,
  plank: 0.35,
};

/**
 * Paints one repeat cell of a product's texture, its colour and its relief together: grout (recessed, rough, in
 * the product's grout colour), then each unit inset by half a joint with a little tone variation, then the
 * pattern's detail (veins across the whole cell, plank grain, mosaic chips, paver tilt, turf fibres), then the
 * finish's fine texture on the faces. Null for plain patterns (solid, metal, fixture): their colour and
 * roughness say it all.
 */
export function paintCell(texture: ProductTexture, pattern: LayingPattern): Painting | null {
  const kind = cellDrawing(texture);
  if (kind === 'plain') return null;
  const cell = cellInches(texture, pattern);
  const px = cellPixels(cell, kind === 'turf' ? 0 : unitInches(texture).joint);
  const painting: Painting = {
    color: new Raster(px.width, px.height),
    relief: new Relief(px.width, px.height),
    pxPerIn: px.pxPerIn,
  };
  const [sx, sy] = [px.width / cell.width, px.height / cell.height];
  const rand = seeded(`${JSON.stringify(texture)}:${pattern}`);
  const base = parseColor(texture.base_color);
  const rough = faceRoughness(texture.roughness);
  if (kind === 'turf') return turf(painting, base, rand);
  const joint = unitInches(texture).joint * sx;
  // A joint is recessed: it sits in its own shadow, so it reads darker than its grout's swatch and a light
  // grout still draws a line between light tiles a few metres off.
  painting.color.fill(shade(kind === 'plank' ? base : parseColor(texture.grout_color), -JOINT_SHADOW[kind]));
  painting.relief.fill(-JOINT_DEPTH_IN, GROUT_ROUGHNESS);
  for (const unit of cellUnits(texture, pattern)) {
    // At least half a pixel of joint, so units with no grout (planks, slabs) still read as separate pieces.
    const inset = Math.max(joint / 2, kind === 'tile' ? 0 : 0.5);
    const box = {
      x: unit.x * sx + inset,
      y: unit.y * sy + inset,
      w: unit.w * sx - 2 * inset,
      h: unit.h * sy - 2 * inset,
    };
    const tone = shade(base, (rand() - 0.5) * (kind === 'marble' ? 0.04 : 0.14));
    if (kind === 'mosaic') chips(painting, box, tone, rand, rough);
    else {
      painting.color.rect(box.x, box.y, box.w, box.h, tone);
      painting.relief.rect(box.x, box.y, box.w, box.h, 0, rough);
    }
    if (kind === 'plank') grain(painting, box, tone, rand, unit);
    if (kind === 'stone') {
      speckle(painting, box, tone, rand);
      paverTilt(painting, box, rand);
    }
  }
  // Veins run over the whole cell and across joints (skipping them), so neighbouring pieces continue a vein.
  if (kind === 'marble') veins(painting, parseColor(texture.accent_color), rand);
  finishFaces(painting, texture.roughness, rand);
  return painting;
}

/** The finish's fine relief and roughness variation, on the faces only (a joint keeps its grout). */
function finishFaces({ relief, pxPerIn }: Painting, roughness: number, rand: () => number) {
  const { bumpIn, roughnessSpread } = FINISH_RELIEF[finishOf(roughness)];
  const { width, height } = relief;
  // Bumps about a fifth of an inch across, roughness patches about two inches.
  const bumps = tilingNoise(
    width,
    height,
    width / Math.max(2, pxPerIn / 5),
    height / Math.max(2, pxPerIn / 5),
    rand,
  );
  const patches = tilingNoise(width, height, width / (2 * pxPerIn), height / (2 * pxPerIn), rand);
  for (let i = 0; i < width * height; i += 1) {
    if (relief.elevation[i] <= -JOINT_DEPTH_IN + 1e-6) continue;
    relief.elevation[i] += bumps[i] * bumpIn;
    relief.roughness[i] = Math.min(1, Math.max(0.02, relief.roughness[i] + patches[i] * roughnessSpread));
  }
}

/** The three maps a surface's material is drawn with, as RGBA bytes of one size (what the worker answers). */
export type SurfaceMaps = {
  width: number;
  height: number;
  color: Uint8ClampedArray;
  normal: Uint8ClampedArray;
  roughness: Uint8ClampedArray;
};

export function surfaceMaps(texture: ProductTexture, pattern: LayingPattern): SurfaceMaps | null {
  const painting = paintCell(texture, pattern);
  if (!painting) return null;
  const { color, relief, pxPerIn } = painting;
  return {
    width: color.width,
    height: color.height,
    color: color.data,
    normal: normalPixels(relief, pxPerIn),
    roughness: roughnessPixels(relief),
  };
}
