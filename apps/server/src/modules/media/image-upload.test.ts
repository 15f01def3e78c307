import { crc32 } from 'node:zlib';
import { encode as encodeBmp } from 'bmp-ts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeImage, holdsPageMarkup, type ImageRules } from './image-upload.ts';

const RULES: ImageRules = {
  minWidth: 400,
  minHeight: 400,
  maxInputPixels: 50_000_000,
  renditions: [1600, 400],
};

const noise = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  });

/** A valid 8 × 8 PNG whose header claims width × height. */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await noise(8, 8).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A valid 8 × 8 GIF whose screen and frame claim width × height (16-bit fields: at most 65,535). */
async function gifClaiming(width: number, height: number) {
  const gif = Buffer.from(await noise(8, 8).gif().toBuffer());
  // After the 13-byte header and the global colour table, the frame's descriptor: 0x2C, left, top, width…
  const palette = gif[10]! & 0x80 ? 3 * 2 ** ((gif[10]! & 7) + 1) : 0;
  const frame = gif.indexOf(0x2c, 13 + palette);
  for (const at of [6, frame + 5]) {
    gif.writeUInt16LE(width, at);
    gif.writeUInt16LE(height, at + 2);
  }
  return gif;
}

/** Deterministic bytes (xorshift32), so the no-false-alarm check below is the same on every run. */
function pseudoRandomBytes(length: number, seed = 0x2545f491) {
  const out = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/** The shared upload pipeline (decisions 0012 and 0018): what logos and product pictures both go through. */
describe('encodeImage', () => {
  it('writes one WebP per rendition, upright, within its square, without metadata', async () => {
    // Stored 1200 × 600 with EXIF orientation 6 (rotate 90°): shown 600 × 1200.
    const jpeg = await noise(1200, 600)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'EXIF-SECRET-MARKER' } })
      .toBuffer();
    const result = await encodeImage(jpeg, RULES);
    if (!result.ok) throw new Error(result.problem);
    expect(result.renditions.map(({ width, height }) => [width, height])).toEqual([
      [600, 1200],
      [200, 400],
    ]);
    for (const image of result.renditions) {
      expect(image.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(image.bytes.includes('EXIF-SECRET-MARKER')).toBe(false);
      expect(image.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('refuses pixel bombs of every type from the header, quickly and without allocating their pixels', async () => {
    const bmp = encodeBmp({ data: Buffer.alloc(4 * 4 * 4), width: 4, height: 4, bitPP: 24 }).data;
    bmp.writeInt32LE(30_000, 18);
    bmp.writeInt32LE(30_000, 22);
    const bombs = {
      png: await pngClaiming(50_000, 50_000),
      gif: await gifClaiming(65_535, 65_535),
      bmp,
      svg: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="50000" height="50000"><rect width="9" height="9"/></svg>',
      ),
    };
    for (const [kind, bytes] of Object.entries(bombs)) {
      const rss = process.memoryUsage().rss;
      const started = performance.now();
      expect(await encodeImage(bytes, RULES), kind).toEqual({ ok: false, problem: 'tooManyPixels' });
      expect(performance.now() - started, kind).toBeLessThan(2000);
      expect(process.memoryUsage().rss - rss, kind).toBeLessThan(128 * 1024 * 1024);
    }
  });

  it('refuses the spec’s minimum by the upright size, and what is not an image by its content', async () => {
    expect(await encodeImage(await noise(399, 900).png().toBuffer(), RULES)).toEqual({
      ok: false,
      problem: 'tooSmall',
    });
    expect(await encodeImage(Buffer.from('%PDF-1.7\n'), RULES)).toEqual({ ok: false, problem: 'type' });
    // WebP is none of the spec's types: taken only by rules that name it (the project chat's).
    const webp = await noise(500, 500).webp().toBuffer();
    expect(await encodeImage(webp, RULES)).toEqual({ ok: false, problem: 'type' });
    expect((await encodeImage(webp, { ...RULES, kinds: ['webp'] })).ok).toBe(true);
    const png = await noise(500, 500).png().toBuffer();
    expect(await encodeImage(png.subarray(0, 200), RULES)).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('refuses a polyglot: a GIF that is also a page, or a GIF that is also a script', async () => {
    const gif = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#dc2626' } })
      .gif()
      .toBuffer();
    const page = Buffer.concat([gif, Buffer.from('<HTML><Body onload=alert(1)>')]);
    expect(await encodeImage(page, RULES)).toEqual({ ok: false, problem: 'polyglot' });
    // GIF89a/*…*/=alert(1)//: the header's size bytes open a JavaScript comment.
    const script = Buffer.concat([
      Buffer.from('GIF89a/*\x0a\x00\x00\x00\x00'),
      Buffer.from('*/=alert(document.domain);//'),
    ]);
    expect((await encodeImage(script, RULES)).ok).toBe(false);
  });

  it('no false alarm on photo-like bytes: noisy JPEG and PNG, and 8 MB of pseudo-random data', async () => {
    for (const bytes of [
      await noise(2000, 1500).jpeg({ quality: 95 }).toBuffer(),
      await noise(1500, 1500).png().toBuffer(),
      pseudoRandomBytes(8 * 1024 * 1024),
    ]) {
      expect(holdsPageMarkup(bytes)).toBe(false);
    }
    for (const tag of ['<script>', '<SCRIPT src=x>', '<iframe/', '<?php ', '<!DOCTYPE html>', '<embed ']) {
      expect(holdsPageMarkup(Buffer.concat([pseudoRandomBytes(1000), Buffer.from(tag)])), tag).toBe(true);
    }
  });
});
