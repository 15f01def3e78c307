import { createHash } from 'node:crypto';
import { LOGO_MAX_INPUT_PIXELS, LOGO_STORED_MAX_SIDE, logoBigEnough } from '@app/domain/pros/showroom-logo';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { decodeBmp, readBmpHeader } from './logo-bmp.ts';

/** The spec's image types as read from the bytes (jpg and jpeg are one). */
export type LogoKind = 'jpeg' | 'png' | 'gif' | 'bmp' | 'svg';
/** Why an upload is refused; the service turns each into the field's message. */
export type LogoProblem = 'type' | 'tooSmall' | 'tooManyPixels' | 'unreadable';
export type EncodedLogo = {
  bytes: Buffer;
  sha256: string;
  contentType: 'image/webp';
  width: number;
  height: number;
};
export type LogoResult = { ok: true; logo: EncodedLogo } | { ok: false; problem: LogoProblem };

const KIND_OF_MIME: Record<string, LogoKind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
};

/**
 * An SVG document: text whose root element is <svg>, after an optional BOM, XML declaration, comments and a
 * DOCTYPE without an internal subset (entities are how XML bombs and external reads get in: refused).
 */
const SVG_ROOT = /^\uFEFF?(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*>)*<svg[\s>/]/i;

/** The image type by content: magic bytes (file-type), else an SVG root; never the file's name or header. */
export async function sniffLogoKind(bytes: Buffer): Promise<LogoKind | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && KIND_OF_MIME[found.mime]) return KIND_OF_MIME[found.mime];
  // file-type names SVG at most 'xml'; only a document whose root is <svg> passes the test below.
  const head = bytes.subarray(0, 64 * 1024).toString('utf8');
  return SVG_ROOT.test(head) ? 'svg' : null;
}

type Measured = { width: number; height: number; input: Sharp } | LogoProblem;

/** Opens the upload for sharp, with its size read from the header before anything is decoded. */
async function measure(bytes: Buffer, kind: LogoKind): Promise<Measured> {
  if (kind === 'bmp') {
    const header = readBmpHeader(bytes);
    if (!header) return 'unreadable';
    if (header.width * header.height > LOGO_MAX_INPUT_PIXELS) return 'tooManyPixels';
    if (!logoBigEnough(header.width, header.height)) return 'tooSmall';
    const raw = decodeBmp(bytes);
    return raw ? { ...header, input: sharp(raw.data, { raw: raw.raw }) } : 'unreadable';
  }
  // The header first, without sharp's pixel limit (which metadata() would report as a bare error)...
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.format !== kind) return 'unreadable';
  if (meta.width * meta.height > LOGO_MAX_INPUT_PIXELS) return 'tooManyPixels';
  const { width, height } = meta.autoOrient;
  if (!logoBigEnough(width, height)) return 'tooSmall';
  // ...then the decoder, with the limit as a second guard: a file that lied in its header is not decoded.
  const input = sharp(bytes, { limitInputPixels: LOGO_MAX_INPUT_PIXELS, pages: 1, autoOrient: true });
  return { width, height, input };
}

/**
 * Checks an uploaded logo and re-encodes it (decisions/0012): decoded by sharp (SVG rasterised by librsvg,
 * which runs no script and fetches nothing), first frame only, upright, within 1024 × 1024, written as WebP
 * with no EXIF, ICC or XMP (sharp keeps none unless asked).
 */
export async function encodeLogo(bytes: Buffer): Promise<LogoResult> {
  const kind = await sniffLogoKind(bytes);
  if (!kind) return { ok: false, problem: 'type' };
  const measured = await measure(bytes, kind);
  if (typeof measured === 'string') return { ok: false, problem: measured };
  try {
    const { data, info } = await measured.input
      .resize({
        width: LOGO_STORED_MAX_SIDE,
        height: LOGO_STORED_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 90, alphaQuality: 100, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const sha256 = createHash('sha256').update(data).digest('hex');
    return {
      ok: true,
      logo: { bytes: data, sha256, contentType: 'image/webp', width: info.width, height: info.height },
    };
  } catch {
    // A truncated or corrupt body that passed the header checks.
    return { ok: false, problem: 'unreadable' };
  }
}
