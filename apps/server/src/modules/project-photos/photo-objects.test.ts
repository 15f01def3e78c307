import { SPACE_PHOTO_LIMITS, SPACE_PHOTO_MESSAGES } from '@app/domain/projects/space-photos';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFiles } from '../../db/schema/index.ts';
import { refuseInserts, storedKeys } from '../../lib/object-store/stored-objects.fixture.ts';
import { type ChatFixture, chatTestApp } from '../project-chat/chat.fixture.ts';
import { PROJECT_FILES_KIND } from '../project-chat/file-objects.ts';
import { photoForm, picture } from './photos.fixture.ts';

describe('photos of the space in the object store (issue 27 point 1)', () => {
  let f: ChatFixture;
  let url: string;
  beforeAll(async () => {
    f = await chatTestApp();
    url = `/api/project/${f.projectId}/photos`;
  });
  afterAll(() => f.t.close());

  const stored = () => storedKeys(f.t.app.objects, PROJECT_FILES_KIND);
  const upload = (who: 'owner' | 'pro' | 'stranger', form: ReturnType<typeof photoForm>) =>
    f.call('POST', url, who, form.payload, form.headers);
  const rowOf = async (id: number) =>
    (await f.t.db.select().from(projectFiles).where(eq(projectFiles.id, id)))[0];
  const photoRows = () =>
    f.t.db
      .select({ id: projectFiles.id })
      .from(projectFiles)
      .where(and(eq(projectFiles.projectId, f.projectId), eq(projectFiles.purpose, 'space_photo')));

  let kept: { id: number; url: string; preview_url: string };

  it('keeps the photo and its thumbnail as objects, serves them byte for byte; the row holds no bytes', async () => {
    const res = await upload(
      'owner',
      photoForm([{ name: 'a.png', bytes: await picture(640, 480, 'png', 11) }]),
    );
    expect(res.statusCode).toBe(201);
    kept = res.json().data.photos[0];
    const row = (await rowOf(kept.id))!;
    expect([row.bytes, row.thumbBytes]).toEqual([null, null]);
    expect(await stored()).toEqual([row.objectKey, row.thumbKey].sort());
    const full = await f.call('GET', kept.url, 'pro');
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.rawPayload.equals((await f.t.app.objects.get(row.objectKey!))!.bytes)).toBe(true);
    const thumb = await f.call('GET', kept.preview_url, 'designer');
    expect(thumb.rawPayload.equals((await f.t.app.objects.get(row.thumbKey!))!.bytes)).toBe(true);
    expect((await f.call('GET', kept.url, 'stranger')).statusCode).toBe(404);
  });

  it('a picture the project already holds adds no object, nor does the loser of two uploads at once', async () => {
    const before = await stored();
    const again = await upload(
      'pro',
      photoForm([{ name: 'b.png', bytes: await picture(640, 480, 'png', 11) }]),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.files).toEqual([{ index: 0, photo_id: kept.id, error: null }]);
    expect(await stored()).toEqual(before);
    // The same picture twice in one upload: one photo, one pair of objects.
    const twice = await picture(640, 480, 'png', 16);
    const one = await upload(
      'owner',
      photoForm([
        { name: 'x.png', bytes: twice },
        { name: 'y.png', bytes: twice },
      ]),
    );
    const [first, second] = one.json().data.files;
    expect(second.photo_id).toBe(first.photo_id);
    const pair = (await rowOf(first.photo_id))!;
    expect(await stored()).toEqual([...before, pair.objectKey, pair.thumbKey].sort());
    before.push(pair.objectKey!, pair.thumbKey!);
    // Both read the album before either commits; the second finds the picture under the project's lock.
    const form = photoForm([{ name: 'twice.png', bytes: await picture(640, 480, 'png', 15) }]);
    const both = await Promise.all([upload('owner', form), upload('pro', form)]);
    const ids = both.map((res) => res.json().data.files[0].photo_id);
    expect(ids[0]).toBe(ids[1]);
    const row = (await rowOf(ids[0]))!;
    expect(await stored()).toEqual([...before, row.objectKey, row.thumbKey].sort());
  });

  it('an upload the database refuses after its pictures were put keeps no row and no object', async () => {
    const before = { keys: await stored(), rows: (await photoRows()).length };
    const undo = await refuseInserts(f.t.db, 'project_files');
    try {
      const form = photoForm([{ name: 'c.png', bytes: await picture(640, 480, 'png', 12) }]);
      expect((await upload('owner', form)).statusCode).toBe(500);
    } finally {
      await undo();
    }
    expect((await photoRows()).length).toBe(before.rows);
    expect(await stored()).toEqual(before.keys);
  });

  it('NUL bytes and a file past the limit are the same 422s, with nothing stored', async () => {
    const before = await stored();
    const one = [{ name: 'd.png', bytes: await picture(640, 480, 'png', 13) }];
    const nul = await upload('owner', photoForm(one, { caption: 'wall\u0000' }));
    expect(nul.statusCode).toBe(422);
    expect(Object.keys(nul.json().errors)).toEqual(['caption']);
    const huge = Buffer.concat([one[0]!.bytes, Buffer.alloc(SPACE_PHOTO_LIMITS.maxBytes)]);
    const big = await upload('owner', photoForm([{ name: 'big.png', bytes: huge }]));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ 'photos.0': [SPACE_PHOTO_MESSAGES.tooLarge] });
    expect(await stored()).toEqual(before);
  });

  it('removing a photo deletes its objects; another person’s delete is still refused and deletes nothing', async () => {
    const row = (await rowOf(kept.id))!;
    expect((await f.call('DELETE', `${url}/${kept.id}`, 'pro')).statusCode).toBe(403);
    expect((await f.call('DELETE', `${url}/${kept.id}`, 'stranger')).statusCode).toBe(404);
    expect(await stored()).toContain(row.objectKey);
    expect((await f.call('DELETE', `${url}/${kept.id}`, 'owner')).statusCode).toBe(200);
    const left = await stored();
    expect(left).not.toContain(row.objectKey);
    expect(left).not.toContain(row.thumbKey);
    expect((await f.call('GET', kept.url, 'owner')).statusCode).toBe(404);
  });

  it('serves a photo kept before the object store from its row, and removes it', async () => {
    const bytes = await picture(500, 500, 'png', 14);
    const [old] = await f.t.db
      .insert(projectFiles)
      .values({
        projectId: f.projectId,
        uploaderId: f.ids.owner,
        purpose: 'space_photo',
        name: 'old.webp',
        contentType: 'image/webp',
        sha256: 'c'.repeat(64),
        size: bytes.length,
        bytes,
        thumbBytes: bytes.subarray(0, 100),
      })
      .returning();
    const fileUrl = `/api/projectChat/${f.projectId}/files/${old!.id}`;
    expect((await f.call('GET', fileUrl, 'pro')).rawPayload.equals(bytes)).toBe(true);
    expect((await f.call('GET', `${fileUrl}?size=preview`, 'pro')).rawPayload.length).toBe(100);
    expect((await f.call('DELETE', `${url}/${old!.id}`, 'owner')).statusCode).toBe(200);
    expect(await rowOf(old!.id)).toBeUndefined();
  });
});
