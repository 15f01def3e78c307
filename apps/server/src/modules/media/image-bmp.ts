import { decode } from 'bmp-ts';

export type BmpHeader = { width: number; height: number };

const HEADER_SIZES = new Set([40, 52, 56, 108, 124]);
/** Uncompressed, or bit-field masks; the rare RLE variants are not read. */
const COMPRESSIONS = new Set([0, 3, 6]);

/**
 * A BMP's size from its header, read before any pixel is (so a header claiming a huge canvas costs nothing);
 * null when the header is not one bmp-ts decodes safely. Layout: BITMAPFILEHEADER (14 bytes), then the info
 * header (https://learn.microsoft.com/windows/win32/api/wingdi/ns-wingdi-bitmapinfoheader).
 */
export function readBmpHeader(bytes: Buffer): BmpHeader | null {
  if (bytes.length < 54 || bytes.toString('latin1', 0, 2) !== 'BM') return null;
  const headerSize = bytes.readUInt32LE(14);
  const width = bytes.readInt32LE(18);
  const height = Math.abs(bytes.readInt32LE(22));
  const bits = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  const colours = bytes.readUInt32LE(46);
  if (!HEADER_SIZES.has(headerSize) || !COMPRESSIONS.has(compression)) return null;
  if (![1, 4, 8, 16, 24, 32].includes(bits) || colours > 256 || width <= 0 || height <= 0) return null;
  return { width, height };
}

/**
 * The pixels as raw RGBA for sharp (whose prebuilt libvips reads no BMP). Alpha is kept only when a 32-bit
 * file has any; most 32-bit BMPs leave that byte 0, which would otherwise make them invisible.
 */
export function decodeBmp(bytes: Buffer) {
  try {
    const image = decode(bytes, { toRGBA: true });
    const data = image.data;
    let hasAlpha = false;
    if (image.bitPP === 32) {
      for (let i = 3; i < data.length && !hasAlpha; i += 4) hasAlpha = data[i] !== 0;
    }
    if (!hasAlpha) for (let i = 3; i < data.length; i += 4) data[i] = 255;
    return { data, raw: { width: image.width, height: image.height, channels: 4 as const } };
  } catch {
    return null;
  }
}
