import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * A product's picture composed from its family's rendered still (decisions/0027): the base (the product's
 * parts in a neutral grey) tinted where its mask is red with the product's colour and where it is green with
 * its grout colour. The tint keeps the render's shading and scales it so the tinted region's mean is the
 * product's own swatch colour: a Terracotta tile's picture averages terracotta, its joints and gloss intact.
 */
const ASSETS = fileURLToPath(new URL('../../../assets/product-art/', import.meta.url));

type Rgb = [number, number, number];

type FamilyArt = {
  width: number;
  height: number;
  base: Buffer;
  /** Red and green weights per pixel, 0..1, interleaved. */
  weights: Float32Array;
  /** The base's mean colour under each mask (what the tint scales to the product's colour). */
  meanProduct: Rgb;
  meanGrout: Rgb;
  /** Changes when the asset is rendered again: part of each picture's ETag. */
  stamp: string;
};

const families = new Map<string, Promise<FamilyArt | null>>();

function meanUnder(base: Buffer, weights: Float32Array, channel: 0 | 1): Rgb {
  const sum: Rgb = [0, 0, 0];
  let weight = 0;
  for (let p = 0; p * 3 < base.length; p += 1) {
    const w = weights[p * 2 + channel]!;
    if (w === 0) continue;
    for (let c = 0; c < 3; c += 1) sum[c] += base[p * 3 + c]! * w;
    weight += w;
  }
  return weight ? (sum.map((s) => Math.max(1, s / weight)) as Rgb) : [128, 128, 128];
}

async function load(key: string): Promise<FamilyArt | null> {
  const [baseFile, maskFile] = await Promise.all([
    readFile(`${ASSETS}${key}.webp`).catch(() => null),
    readFile(`${ASSETS}${key}.mask.webp`).catch(() => null),
  ]);
  if (!baseFile || !maskFile) return null;
  const base = await sharp(baseFile).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const mask = await sharp(maskFile).removeAlpha().raw().toBuffer();
  const { width, height } = base.info;
  const weights = new Float32Array(width * height * 2);
  for (let p = 0; p < width * height; p += 1) {
    weights[p * 2] = mask[p * 3]! / 255;
    weights[p * 2 + 1] = mask[p * 3 + 1]! / 255;
  }
  return {
    width,
    height,
    base: base.data,
    weights,
    meanProduct: meanUnder(base.data, weights, 0),
    meanGrout: meanUnder(base.data, weights, 1),
    stamp: createHash('sha256').update(baseFile).update(maskFile).digest('base64url').slice(0, 12),
  };
}

/** A family's still, read and measured once per process; null when no asset holds it. */
export function familyArt(key: string) {
  let found = families.get(key);
  if (!found) {
    found = load(key);
    families.set(key, found);
  }
  return found;
}

const rgbOf = (hex: string): Rgb => {
  const n = Number.parseInt(/^#[0-9a-f]{6}$/i.test(hex) ? hex.slice(1) : 'a8a29e', 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

export type ArtTint = { color: string; grout: string };

/** The picture as WebP, `side` pixels square. */
export async function composeArt(art: FamilyArt, tint: ArtTint, side: number) {
  const { base, weights, width, height } = art;
  const colour = rgbOf(tint.color);
  const grout = rgbOf(tint.grout);
  const gain = [0, 1, 2].map((c) => colour[c]! / art.meanProduct[c]!);
  const groutGain = [0, 1, 2].map((c) => grout[c]! / art.meanGrout[c]!);
  const out = Buffer.alloc(base.length);
  for (let p = 0; p < width * height; p += 1) {
    const r = weights[p * 2]!;
    const g = weights[p * 2 + 1]!;
    const keep = Math.max(0, 1 - r - g);
    for (let c = 0; c < 3; c += 1) {
      const v = base[p * 3 + c]!;
      out[p * 3 + c] = Math.min(255, keep * v + r * v * gain[c]! + g * v * groutGain[c]!);
    }
  }
  let image = sharp(out, { raw: { width, height, channels: 3 } });
  if (side !== width) image = image.resize(side, side);
  return image.webp({ quality: 82 }).toBuffer();
}
