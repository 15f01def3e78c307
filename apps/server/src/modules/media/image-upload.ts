import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { decodeBmp, readBmpHeader } from './image-bmp.ts';

/**
 * The one pipeline for uploaded pictures (showroom logos, product images; decisions 0012 and 0018): type by
 * content, size read from the header and refused before decoding, spec point 5's minimum, re-encoded to
 * WebP without metadata. Callers give the rules and turn a problem into their field's message.
 */

/** The image types read from the bytes (jpg and jpeg are one). */
export type ImageKind = 'jpeg' | 'png' | 'gif' | 'bmp' | 'svg' | 'webp';
/** The spec's types (point 5): what an upload takes unless its rules name others (the chat also takes WebP). */
const SPEC_IMAGE_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'gif', 'bmp', 'svg'];
/** Why an upload is refused. */
export type ImageProblem = 'type' | 'polyglot' | 'tooSmall' | 'tooManyPixels' | 'unreadable';

export type ImageRules = {
  minWidth: number;
  minHeight: number;
  /** Width × height above this (read from the header) is refused without decoding. */
  maxInputPixels: number;
  /** One WebP is written per entry, fitting a square of that side (e.g. [1600, 400]: image and thumbnail). */
  renditions: readonly number[];
  /** The types taken; the spec's by default. */
  kinds?: readonly ImageKind[];
};

/** The rules of a picture kept at full size and as a thumbnail (a product's image, a design's photo). */
export const pictureRules = (limits: {
  minWidth: number;
  minHeight: number;
  maxInputPixels: number;
  fullSide: number;
  thumbSide: number;
}): ImageRules => ({
  minWidth: limits.minWidth,
  minHeight: limits.minHeight,
  maxInputPixels: limits.maxInputPixels,
  renditions: [limits.fullSide, limits.thumbSide],
});

export type EncodedImage = {
  bytes: Buffer;
  sha256: string;
  contentType: 'image/webp';
  width: number;
  height: number;
};
export type ImageResult = { ok: true; renditions: EncodedImage[] } | { ok: false; problem: ImageProblem };

const KIND_OF_MIME: Record<string, ImageKind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/webp': 'webp',
};

/**
 * An SVG document: text whose root element is <svg>, after an optional BOM, XML declaration, comments and a
 * DOCTYPE without an internal subset (entities are how XML bombs and external reads get in: refused).
 */
const SVG_ROOT = /^\uFEFF?(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*>)*<svg[\s>/]/i;

/** The image type by content: magic bytes (file-type), else an SVG root; never the file's name or header. */
export async function sniffImageKind(bytes: Buffer): Promise<ImageKind | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && KIND_OF_MIME[found.mime]) return KIND_OF_MIME[found.mime];
  // file-type names SVG at most 'xml'; only a document whose root is <svg> passes the test below.
  const head = bytes.subarray(0, 64 * 1024).toString('utf8');
  return SVG_ROOT.test(head) ? 'svg' : null;
}

/**
 * Page markup inside a raster file: a polyglot, an image that is also a web page or script for whoever
 * would sniff it. Harmless once re-encoded, but never a product photo, so it is refused. The tags are long
 * enough that compressed pixel data does not spell them by chance (odds about 2^-40 per byte).
 */
const PAGE_MARKUP = /<(?:script|html|body|iframe|object|embed|\?php|!doctype)[\s>/]/i;
export const holdsPageMarkup = (bytes: Buffer) => PAGE_MARKUP.test(bytes.toString('latin1'));

type Measured = { width: number; height: number; input: Sharp } | ImageProblem;

/** Opens the upload for sharp, with its size read from the header before anything is decoded. */
async function measure(bytes: Buffer, kind: ImageKind, rules: ImageRules): Promise<Measured> {
  const bigEnough = (w: number, h: number) => w >= rules.minWidth && h >= rules.minHeight;
  if (kind === 'bmp') {
    const header = readBmpHeader(bytes);
    if (!header) return 'unreadable';
    if (header.width * header.height > rules.maxInputPixels) return 'tooManyPixels';
    if (!bigEnough(header.width, header.height)) return 'tooSmall';
    const raw = decodeBmp(bytes);
    return raw ? { ...header, input: sharp(raw.data, { raw: raw.raw }) } : 'unreadable';
  }
  // The header first, without sharp's pixel limit (which metadata() would report as a bare error)...
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.format !== kind) return 'unreadable';
  if (meta.width * meta.height > rules.maxInputPixels) return 'tooManyPixels';
  const { width, height } = meta.autoOrient;
  if (!bigEnough(width, height)) return 'tooSmall';
  // ...then the decoder, with the limit as a second guard: a file that lied in its header is not decoded.
  const input = sharp(bytes, { limitInputPixels: rules.maxInputPixels, pages: 1, autoOrient: true });
  return { width, height, input };
}

/** One WebP within side × side: alpha kept, no EXIF, ICC or XMP (sharp keeps none unless asked). */
async function webpWithin(input: Sharp, side: number): Promise<EncodedImage> {
  const { data, info } = await input
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 90, alphaQuality: 100, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  const sha256 = createHash('sha256').update(data).digest('hex');
  return { bytes: data, sha256, contentType: 'image/webp', width: info.width, height: info.height };
}

/**
 * Checks an uploaded picture and re-encodes it: decoded by sharp (SVG rasterised by librsvg, which runs no
 * script and fetches nothing; BMP by bmp-ts, as sharp's prebuilt libvips reads none), first frame only,
 * upright, one WebP per rendition, one after the other (so only one decode is in memory at a time).
 */
export async function encodeImage(bytes: Buffer, rules: ImageRules): Promise<ImageResult> {
  const kind = await sniffImageKind(bytes);
  if (!kind || !(rules.kinds ?? SPEC_IMAGE_KINDS).includes(kind)) return { ok: false, problem: 'type' };
  if (kind !== 'svg' && holdsPageMarkup(bytes)) return { ok: false, problem: 'polyglot' };
  const measured = await measure(bytes, kind, rules);
  if (typeof measured === 'string') return { ok: false, problem: measured };
  try {
    const renditions: EncodedImage[] = [];
    for (const side of rules.renditions) renditions.push(await webpWithin(measured.input.clone(), side));
    return { ok: true, renditions };
  } catch {
    // A truncated or corrupt body that passed the header checks.
    return { ok: false, problem: 'unreadable' };
  }
}
