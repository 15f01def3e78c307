import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { wordmarkSvg } from './art.ts';

/** Pixels per wordmark unit: its 320 × 96 drawn at 2×, sharp on a phone's screen. */
const DENSITY = 2;
/** Wordmarks kept rendered (brands and showrooms are a few hundred; each is a few kilobytes). */
const KEPT = 500;
const rendered = new Map<string, Promise<{ bytes: Buffer; etag: string }>>();

/**
 * A brand's or showroom's wordmark as a WebP picture. As an SVG in an <img>, each was a document of its own
 * that the browser parsed and laid out with its fonts: ~17 ms of the product page's main thread at 1× CPU, for
 * a 526-byte logo (issue 23). The picture is drawn once per name and kept (the oldest dropped past KEPT).
 */
export function wordmarkPicture(name: string): Promise<{ bytes: Buffer; etag: string }> {
  const svg = wordmarkSvg(name);
  const key = createHash('sha256').update(svg).digest('base64url').slice(0, 27);
  const kept = rendered.get(key);
  if (kept) return kept;
  const drawing = sharp(Buffer.from(svg), { density: 72 * DENSITY })
    .webp({ quality: 90, effort: 4 })
    .toBuffer()
    .then((bytes) => ({ bytes, etag: key }));
  drawing.catch(() => rendered.delete(key));
  rendered.set(key, drawing);
  if (rendered.size > KEPT) rendered.delete(rendered.keys().next().value as string);
  return drawing;
}
