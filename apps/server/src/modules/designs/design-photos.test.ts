import { DESIGN_PHOTO_LIMITS, DESIGN_PHOTO_MESSAGES } from '@app/domain/designs/photo';
import { floorPlanById } from '@app/domain/room/floor-plans';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { designPhotos } from '../../db/schema/index.ts';
import { refuseInserts, storedKeys } from '../../lib/object-store/stored-objects.fixture.ts';
import { issueToken } from '../accounts/token.repository.ts';
import { DESIGN_PHOTOS_KIND } from './design-photos.service.ts';

const plan = floorPlanById('bathroom-hall-2438x1524')!;

/** A rendered-looking picture: a gradient with noise, as JPEG (a flat colour compresses to nothing). */
async function photo(width = 800, height = 500, format: 'jpeg' | 'png' = 'jpeg') {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = ((i % (width * 3)) / 12 + ((i * 7919) % 61)) & 255;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    [format]()
    .toBuffer();
}

describe('a design version’s photo: PUT the rendered still, GET it back, owner only', () => {
  let t: TestApp;
  let ann: Record<string, string>;
  let bob: Record<string, string>;
  let pro: Record<string, string>;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const signIn = async (type?: 'User' | 'Contractor') =>
      authHeader((await issueToken(t.db, (await createUser(t.db, { type })).id)).token);
    [ann, bob, pro] = [await signIn(), await signIn(), await signIn('Contractor')];
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: ann,
      payload: { name: 'Hall bath', floorplan: plan.id, document: structuredClone(plan.doc) },
    });
    url = `/api/designs/${made.json().data.id}/versions/1/photo`;
  });
  afterAll(() => t.close());

  const put = (body: Buffer | string, headers: Record<string, string> = ann, type = 'image/jpeg') =>
    t.app.inject({ method: 'PUT', url, headers: { ...headers, 'content-type': type }, payload: body });
  const get = (headers: Record<string, string> = ann, query = '') =>
    t.app.inject({ method: 'GET', url: `${url}${query}`, headers });
  const photoRows = async () =>
    rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from design_photos`))[0]!.n;
  const stored = () => storedKeys(t.app.objects, DESIGN_PHOTOS_KIND);
  const theRow = async () => (await t.db.select().from(designPhotos))[0]!;

  it('stores the owner’s JPEG as WebP and gives it back, the thumbnail too', async () => {
    expect((await get()).statusCode).toBe(404);
    const res = await put(await photo());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Photo saved.',
      data: { version: 1, width: 800, height: 500 },
    });
    const full = await get();
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('private, no-cache');
    const meta = await sharp(full.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 500]);
    const thumb = await sharp((await get(ann, '?size=thumb')).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 250]);
    // In the object store (issue 27), served byte for byte; the row holds only the keys.
    const row = await theRow();
    expect([row.bytes, row.thumbBytes]).toEqual([null, null]);
    expect(await stored()).toEqual([row.objectKey, row.thumbKey].sort());
    expect(full.rawPayload.equals((await t.app.objects.get(row.objectKey!))!.bytes)).toBe(true);
  });

  it('the same bytes twice keep one row; a new photo replaces the old; PNG is read too', async () => {
    const bytes = await photo(640, 400);
    await put(bytes);
    await put(bytes);
    expect(await photoRows()).toBe(1);
    expect((await put(await photo(700, 420, 'png'), ann, 'image/png')).json().data).toMatchObject({
      width: 700,
      height: 420,
    });
    expect(await photoRows()).toBe(1);
    expect((await sharp((await get()).rawPayload).metadata()).width).toBe(700);
    // The replaced photos' objects are gone: the store holds the current photo only.
    const row = await theRow();
    expect(await stored()).toEqual([row.objectKey, row.thumbKey].sort());
  });

  it('a photo the database refuses after it was put keeps the old one and leaves no object', async () => {
    const before = { keys: await stored(), served: (await get()).rawPayload };
    const undo = await refuseInserts(t.db, 'design_photos');
    try {
      expect((await put(await photo(660, 410))).statusCode).toBe(500);
    } finally {
      await undo();
    }
    expect(await stored()).toEqual(before.keys);
    expect((await get()).rawPayload.equals(before.served)).toBe(true);
  });

  it('serves a photo kept before the object store from its row; a new photo replaces it', async () => {
    const old = Buffer.from('RIFF-old-webp');
    for (const key of await stored()) await t.app.objects.delete(key);
    await t.db.update(designPhotos).set({ objectKey: null, thumbKey: null, bytes: old, thumbBytes: old });
    expect((await get()).rawPayload.equals(old)).toBe(true);
    expect((await put(await photo())).statusCode).toBe(200);
    const row = await theRow();
    expect([row.bytes, row.thumbBytes]).toEqual([null, null]);
    expect(await stored()).toEqual([row.objectKey, row.thumbKey].sort());
  });

  it('another homeowner gets 404, a pro 403, no token 401, an unknown version 404', async () => {
    const bytes = await photo();
    const keys = await stored();
    expect((await put(bytes, bob)).statusCode).toBe(404);
    expect((await get(bob)).statusCode).toBe(404);
    expect((await put(bytes, pro)).statusCode).toBe(403);
    expect((await get(pro)).statusCode).toBe(403);
    expect((await put(bytes, {})).statusCode).toBe(401);
    expect((await get({})).statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'PUT',
      url: url.replace('/versions/1/', '/versions/7/'),
      headers: { ...ann, 'content-type': 'image/jpeg' },
      payload: bytes,
    });
    expect(other.statusCode).toBe(404);
    expect(await stored()).toEqual(keys);
  });

  it('refuses a body that is no picture, NUL bytes, a tiny one and an empty one on `photo`', async () => {
    const keys = await stored();
    const refused = async (body: Buffer | string, type?: string) => {
      const res = await put(body, ann, type);
      expect(res.statusCode).toBe(422);
      return res.json().errors.photo[0];
    };
    expect(await refused('{"not":"a picture"}', 'application/json')).toBe(DESIGN_PHOTO_MESSAGES.type);
    expect(await refused('hello', 'text/plain')).toBe(DESIGN_PHOTO_MESSAGES.type);
    expect(await refused(Buffer.alloc(4096))).toBe(DESIGN_PHOTO_MESSAGES.type);
    expect(await refused(Buffer.from('\u0000\u0000<svg/>'))).toBe(DESIGN_PHOTO_MESSAGES.type);
    expect(await refused(await photo(100, 60))).toBe(DESIGN_PHOTO_MESSAGES.tooSmall);
    expect(await refused(Buffer.alloc(0))).toBe(DESIGN_PHOTO_MESSAGES.required);
    // A JPEG header on NUL bytes: a broken picture.
    const broken = Buffer.concat([(await photo()).subarray(0, 600), Buffer.alloc(2000)]);
    expect(await refused(broken)).toBe(DESIGN_PHOTO_MESSAGES.type);
    expect(await stored()).toEqual(keys);
  });

  it('refuses a body over the limit with 413, before it is read whole', async () => {
    const big = Buffer.alloc(DESIGN_PHOTO_LIMITS.maxBytes + 1, 0xff);
    const res = await put(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBeTruthy();
  });

  it('a version’s photo goes with its design, its objects too', async () => {
    await put(await photo());
    const id = url.split('/')[3];
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/designs/${id}`, headers: ann })).statusCode,
    ).toBe(200);
    expect(await photoRows()).toBe(0);
    expect(await stored()).toEqual([]);
    expect((await get()).statusCode).toBe(404);
  });
});
