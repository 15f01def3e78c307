import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { LOGO_MAX_BYTES } from '@app/domain/pros/showroom-logo';
import { encode as encodeBmp } from 'bmp-ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  loginAs,
  loginAsVerifiedAdmin,
  type TestApp,
} from '../../../test/harness.ts';
import { showroomLogos, showrooms } from '../../db/schema/index.ts';
import { storedKeys } from '../../lib/object-store/stored-objects.fixture.ts';
import { SHOWROOM_LOGOS_KIND } from './showroom-logos.repository.ts';

type Part = { name: string; filename?: string; type?: string; data: Buffer | string };

/** A multipart body as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = '----logo-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const logoPart = (data: Buffer | string, filename = 'logo.png', type = 'image/png'): Part => ({
  name: 'business_logo',
  filename,
  type,
  data,
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b45309' } });

/** A JPEG carrying EXIF text that must not survive the re-encoding. */
const jpegWithExif = (width: number, height: number) =>
  solid(width, height)
    .jpeg()
    .withExif({ IFD0: { Copyright: 'EXIF-SECRET-MARKER', Artist: 'EXIF-SECRET-MARKER' } })
    .toBuffer();

/** A valid small PNG whose header claims width × height (a decompression bomb's header). */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await solid(8, 8).png().toBuffer());
  // IHDR: length(4) 'IHDR'(4) width(4) height(4) ... CRC over type and data (13 bytes).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const TOO_SMALL = 'The business logo field must be Minimum 200 X 200 pixels.';
const WRONG_TYPE = 'The business logo must be a file of type: jpg, svg, jpeg, png, bmp, gif.';
const REQUIRED = 'The business logo field is required.';

/** Issue 11 point 4, spec point 5 `maxdimensions`, decisions/0012: the pro's showroom logo. */
describe('POST/DELETE /api/pro/showroom/logo', () => {
  let t: TestApp;
  let proToken: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const pro = await createUser(t.db, { type: 'Contractor' });
    await t.db.insert(showrooms).values({
      userId: pro.id,
      vsdId: 'LOGOSHOP',
      companyName: 'Logo Shop Homes',
      themeColor: '#b45309',
      customAddon: 'active',
    });
    proToken = await loginAs(t.app, pro.email);
    tokens.bare = await loginAs(t.app, (await createUser(t.db, { type: 'Contractor' })).email);
    tokens.User = await loginAs(t.app, (await createUser(t.db)).email);
    tokens.Vendor = await loginAs(t.app, (await createUser(t.db, { type: 'Vendor' })).email);
    tokens.Admin = await loginAsVerifiedAdmin(t.app, (await createUser(t.db, { type: 'Admin' })).email);
    // A busy CI machine took over 30 s to build the app and sign four users in.
  }, 90_000);
  afterAll(() => t?.close());

  const upload = (parts: Part[], token: string | null = proToken) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/pro/showroom/logo',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? authHeader(token) : {}) },
    });
  };
  const remove = (token: string = proToken) =>
    t.app.inject({ method: 'DELETE', url: '/api/pro/showroom/logo', headers: authHeader(token) });
  const media = (url: string) => t.app.inject({ method: 'GET', url });
  const savedLogo = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/pro/showroom', headers: authHeader(proToken) })).json()
      .data.business_logo as string | null;
  const refusal = (res: { statusCode: number; json: () => unknown }) => ({
    status: res.statusCode,
    body: res.json(),
  });
  const invalid = (message: string) => ({
    status: 422,
    body: { message: 'The given data was invalid.', errors: { business_logo: [message] } },
  });

  it('stores a JPEG re-encoded as WebP without its EXIF, and serves it safely at its content address', async () => {
    const jpeg = await jpegWithExif(640, 480);
    expect(jpeg.includes('EXIF-SECRET-MARKER')).toBe(true);
    const res = await upload([logoPart(jpeg, 'logo.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your logo is saved.');
    const url = res.json().data.business_logo as string;
    expect(url).toMatch(/^\/media\/logos\/[0-9a-f]{64}\.webp$/);
    expect(await savedLogo()).toBe(url);

    const served = await media(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    const bytes = served.rawPayload;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.includes('EXIF-SECRET-MARKER')).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(meta.exif).toBeUndefined();

    // Homeowners see it through the showroom's profile (its theme applies here).
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/visualization/shop_profile?vsd_id=LOGOSHOP',
    });
    expect(profile.json().data.profile.business_logo).toBe(url);
  });

  it('shrinks a large image to fit 1024 × 1024 and keeps PNG transparency', async () => {
    const png = await sharp({
      create: { width: 3000, height: 1500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const res = await upload([logoPart(png)]);
    expect(res.statusCode).toBe(200);
    const meta = await sharp((await media(res.json().data.business_logo)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 512, hasAlpha: true });
  });

  it('accepts the spec’s other types by content: GIF and BMP', async () => {
    const gif = await solid(240, 220).gif().toBuffer();
    const raw = await solid(240, 220).ensureAlpha().raw().toBuffer();
    // bmp-ts encodes from its default ABGR byte order; the colours do not matter here.
    const bmp = encodeBmp({ data: raw, width: 240, height: 220, bitPP: 24 }).data;
    for (const [file, name] of [
      [gif, 'logo.gif'],
      [bmp, 'logo.bmp'],
    ] as const) {
      const res = await upload([logoPart(file, name, 'application/octet-stream')]);
      expect(res.statusCode, name).toBe(200);
      const meta = await sharp((await media(res.json().data.business_logo)).rawPayload).metadata();
      expect(meta, name).toMatchObject({ format: 'webp', width: 240, height: 220 });
    }
  });

  it('rasterises an SVG with script: only WebP is stored and served, never the SVG', async () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(document.cookie)</script><rect width="400" height="300" fill="#0f766e" onload="alert(1)"/></svg>`;
    const res = await upload([logoPart(svg, 'logo.svg', 'image/svg+xml')]);
    expect(res.statusCode).toBe(200);
    const served = await media(res.json().data.business_logo);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 300,
    });
    const [row] = await t.db.select().from(showroomLogos);
    expect(row.contentType).toBe('image/webp');
    expect(row.bytes).toBeNull();
    const stored = await t.app.objects.get(row.objectKey!);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored!.bytes.includes('<svg')).toBe(false);
  });

  it('an SVG fetches nothing while rasterised: a linked local file stays out of the stored image', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'logo-')), 'red.png');
    writeFileSync(file, await solid(50, 50).png().toBuffer());
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="300"><image href="file://${file}" width="300" height="300"/><image xlink:href="${file}" width="300" height="300"/></svg>`;
    const res = await upload([logoPart(svg, 'logo.svg', 'image/svg+xml')]);
    expect(res.statusCode).toBe(200);
    const stats = await sharp((await media(res.json().data.business_logo)).rawPayload).stats();
    expect(stats.channels.map((c) => c.max)).toEqual([0, 0, 0, 0]);
  });

  it('refuses an image under 200 × 200 with the spec’s message on the field, keeping the saved logo', async () => {
    const before = await savedLogo();
    for (const [w, h] of [
      [150, 150],
      [400, 199],
      [199, 400],
    ]) {
      const res = await upload([logoPart(await solid(w, h).png().toBuffer())]);
      expect(refusal(res), `${w}x${h}`).toEqual(invalid(TOO_SMALL));
    }
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80"/></svg>';
    expect(refusal(await upload([logoPart(svg, 'logo.svg')]))).toEqual(invalid(TOO_SMALL));
    expect(await savedLogo()).toBe(before);
  });

  it('decides the type by content: HTML named .png, a text file, WebP and a truncated PNG are refused', async () => {
    const html = '<html><body><script>alert(1)</script></body></html>';
    expect(refusal(await upload([logoPart(html, 'logo.png', 'image/png')]))).toEqual(invalid(WRONG_TYPE));
    expect(refusal(await upload([logoPart('just some notes\n', 'notes.txt', 'text/plain')]))).toEqual(
      invalid(WRONG_TYPE),
    );
    const webp = await solid(300, 300).webp().toBuffer();
    expect(refusal(await upload([logoPart(webp, 'logo.png')]))).toEqual(invalid(WRONG_TYPE));
    const png = await solid(300, 300).png().toBuffer();
    expect(refusal(await upload([logoPart(png.subarray(0, 60))]))).toEqual(
      invalid('The business logo could not be read as an image.'),
    );
  });

  it('refuses decompression bombs before decoding them', async () => {
    const tooMany = invalid('The business logo may not have more than 40 million pixels.');
    expect(refusal(await upload([logoPart(await pngClaiming(50_000, 50_000))]))).toEqual(tooMany);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="10" height="10"/></svg>';
    expect(refusal(await upload([logoPart(svg, 'bomb.svg')]))).toEqual(tooMany);
    const bmp = encodeBmp({ data: Buffer.alloc(4 * 4 * 4), width: 4, height: 4, bitPP: 24 }).data;
    bmp.writeInt32LE(20_000, 18);
    bmp.writeInt32LE(20_000, 22);
    expect(refusal(await upload([logoPart(bmp, 'bomb.bmp')]))).toEqual(tooMany);
  });

  it('refuses a file over 5 MB with a 422 on the field, not a bare 413', async () => {
    const huge = Buffer.alloc(LOGO_MAX_BYTES + 1024, 0x41);
    await solid(300, 300)
      .png()
      .toBuffer()
      .then((png) => png.copy(huge));
    expect(refusal(await upload([logoPart(huge)]))).toEqual(
      invalid('The business logo may not be greater than 5120 kilobytes.'),
    );
  });

  it('asks for the file when none is sent: no part, another field, an empty file, or JSON', async () => {
    expect(refusal(await upload([{ name: 'note', data: 'hello' }]))).toEqual(invalid(REQUIRED));
    expect(refusal(await upload([{ ...logoPart('x'), name: 'logo' }]))).toEqual(invalid(REQUIRED));
    expect(refusal(await upload([logoPart(Buffer.alloc(0))]))).toEqual(invalid(REQUIRED));
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/pro/showroom/logo',
      headers: authHeader(proToken),
      payload: { business_logo: 'https://evil.example/logo.svg' },
    });
    expect(refusal(json)).toEqual(invalid(REQUIRED));
  });

  it('replacing and removing a logo retires the old URL and deletes its object', async () => {
    const logos = () => storedKeys(t.app.objects, SHOWROOM_LOGOS_KIND);
    const first = (await upload([logoPart(await solid(300, 300).png().toBuffer())])).json().data
      .business_logo;
    const [firstKey] = await logos();
    const second = (await upload([logoPart(await solid(320, 300).png().toBuffer())])).json().data
      .business_logo;
    expect(second).not.toBe(first);
    expect((await media(first)).statusCode).toBe(404);
    expect((await media(second)).statusCode).toBe(200);
    const [row] = await t.db.select().from(showroomLogos);
    expect(await logos()).toEqual([row!.objectKey]);
    expect(row!.objectKey).not.toBe(firstKey);
    expect(
      Buffer.compare((await media(second)).rawPayload, (await t.app.objects.get(row!.objectKey!))!.bytes),
    ).toBe(0);
    const res = await remove();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Your logo is removed.', data: { business_logo: null } });
    expect(await savedLogo()).toBeNull();
    expect((await media(second)).statusCode).toBe(404);
    expect(await logos()).toEqual([]);
    expect((await remove()).statusCode).toBe(200);
    expect((await media('/media/logos/not-a-hash.webp')).statusCode).toBe(404);
    expect((await media(`/media/logos/${'a'.repeat(64)}.svg`)).statusCode).toBe(404);
  });

  it('401 anonymous, 403 for User, Vendor and Admin, 404 for a pro without a showroom', async () => {
    const png = await solid(300, 300).png().toBuffer();
    expect((await upload([logoPart(png)], null)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/pro/showroom/logo' })).statusCode).toBe(401);
    for (const type of ['User', 'Vendor', 'Admin']) {
      expect((await upload([logoPart(png)], tokens[type])).statusCode, type).toBe(403);
      expect((await remove(tokens[type])).statusCode, type).toBe(403);
    }
    const bare = await upload([logoPart(png)], tokens.bare);
    expect(refusal(bare)).toEqual({ status: 404, body: { message: 'You have no showroom yet.' } });
    expect((await remove(tokens.bare)).statusCode).toBe(404);
    expect(await t.db.select().from(showroomLogos)).toHaveLength(0);
  });
});
