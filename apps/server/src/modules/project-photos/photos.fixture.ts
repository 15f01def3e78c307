import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

/** A picture of the given size and format, one colour per seed (so two seeds are two photos). */
export const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png', seed = 0) =>
  sharp({
    create: { width, height, channels: 3, background: { r: (seed * 37) % 256, g: 120, b: 90 } },
  })
    [format]()
    .toBuffer();

/** A phone's photo: a JPEG whose EXIF holds where it was taken (the GPS block the re-encoding must drop). */
export const photoWithGps = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7c2d12' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'EXIF-SECRET-MARKER' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 46/1 3000/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 25/1 0/1',
      },
    })
    .toBuffer();

/** Whether a TIFF-style EXIF block (little-endian, as sharp writes it) points to a GPS block (tag 0x8825). */
export const hasGpsPointer = (exif: Buffer | undefined) => exif?.includes(Buffer.from([0x25, 0x88])) === true;

/** A multipart body: the text fields, then each file as a `photos` part (or the field named). */
export function photoForm(
  files: { name: string; bytes: Buffer }[],
  fields: Record<string, string> = {},
  field = 'photos',
) {
  const boundary = `----photos${randomUUID()}`;
  const head = (disposition: string, type = '') =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n`);
  const parts = [
    ...Object.entries(fields).flatMap(([name, value]) => [
      head(`name="${name}"`),
      Buffer.from(`${value}\r\n`),
    ]),
    ...files.flatMap((f) => [
      head(`name="${field}"; filename="${f.name}"`, 'Content-Type: image/jpeg\r\n'),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
