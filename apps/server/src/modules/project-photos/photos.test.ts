import { createHash } from 'node:crypto';
import { SPACE_PHOTO_LIMITS, SPACE_PHOTO_MESSAGES } from '@app/domain/projects/space-photos';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, projectActivity, projectFiles } from '../../db/schema/index.ts';
import { type ChatFixture, chatTestApp, tinyPdf } from '../project-chat/chat.fixture.ts';
import { hasGpsPointer, photoForm, photoWithGps, picture } from './photos.fixture.ts';

const TOO_SMALL = 'The photo field must be Minimum 480 X 480 pixels.';

describe('photos of the space (issue 24 point 6)', () => {
  let f: ChatFixture;
  let url: string;
  beforeAll(async () => {
    f = await chatTestApp();
    url = `/api/project/${f.projectId}/photos`;
  });
  afterAll(() => f.t.close());

  const upload = (who: Parameters<ChatFixture['call']>[2], form: ReturnType<typeof photoForm>, to = url) =>
    f.call('POST', to, who, form.payload, form.headers);
  const photoRows = () =>
    f.t.db
      .select()
      .from(projectFiles)
      .where(and(eq(projectFiles.projectId, f.projectId), eq(projectFiles.purpose, 'space_photo')));

  it('is for the project’s people only: 401 without a token, 404 to anyone else, nothing read or kept', async () => {
    const form = photoForm([{ name: 'room.jpg', bytes: await photoWithGps() }]);
    expect((await upload(null, form)).statusCode).toBe(401);
    expect((await f.call('GET', url, null)).statusCode).toBe(401);
    for (const res of [
      await upload('stranger', form),
      await f.call('GET', url, 'stranger'),
      await upload('owner', form, `/api/project/${f.otherProjectId}/photos`),
      await upload('owner', form, '/api/project/99999999/photos'),
      await f.call('DELETE', `${url}/1`, 'stranger'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Record not found for processing.');
    }
    expect(await photoRows()).toEqual([]);
  });

  it('keeps a phone’s JPEG re-encoded without its EXIF (GPS gone), with a thumbnail, caption and room', async () => {
    const sent = await photoWithGps();
    expect(hasGpsPointer((await sharp(sent).metadata()).exif)).toBe(true);
    const res = await upload(
      'owner',
      photoForm([{ name: 'IMG_0042.JPG', bytes: sent }], {
        caption: '  North wall, water stain ',
        room: 'Kitchen',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('The photo is added.');
    const { photos, files, limit } = res.json().data;
    expect(limit).toBe(SPACE_PHOTO_LIMITS.perProject);
    expect(photos).toHaveLength(1);
    const photo = photos[0];
    expect(photo).toMatchObject({
      name: 'IMG_0042.webp',
      caption: 'North wall, water stain',
      room: 'Kitchen',
      width: 1200,
      height: 900,
      added_by: { id: f.ids.owner, name: 'Ann Lee' },
      can_delete: true,
      url: `/api/projectChat/${f.projectId}/files/${photo.id}`,
      preview_url: `/api/projectChat/${f.projectId}/files/${photo.id}?size=preview`,
    });
    expect(files).toEqual([{ index: 0, photo_id: photo.id, error: null }]);

    // Served to the project's people where its other files are: WebP, no EXIF, nothing of the marker.
    const full = await f.call('GET', photo.url, 'pro');
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(full.rawPayload.includes(Buffer.from('EXIF-SECRET-MARKER'))).toBe(false);
    const thumb = await sharp((await f.call('GET', photo.preview_url, 'designer')).rawPayload).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(400);
    expect((await f.call('GET', photo.url, 'stranger')).statusCode).toBe(404);

    // On the timeline, and told to the project's other people on their page of it.
    const [entry] = await f.t.db
      .select()
      .from(projectActivity)
      .where(and(eq(projectActivity.projectId, f.projectId), eq(projectActivity.kind, 'space_photos_added')));
    expect(entry).toMatchObject({ actorId: f.ids.owner, detail: { count: 1, room: 'Kitchen' } });
    const told = await f.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Ann Lee added a photo of the space'));
    expect(told.map((n) => [n.userId, n.link]).sort()).toEqual(
      [
        [f.ids.pro, `/pro/projects/${f.projectId}?tab=photos`],
        [f.ids.designer, `/pro/projects/${f.projectId}?tab=photos`],
      ].sort(),
    );
  });

  it('answers a retried upload with the photo it kept (200): the same picture is never kept twice', async () => {
    const bytes = await picture(800, 600, 'png', 1);
    const first = await upload('pro', photoForm([{ name: 'a.png', bytes }]));
    expect(first.statusCode).toBe(201);
    const again = await upload(
      'pro',
      photoForm([
        { name: 'a.png', bytes },
        { name: 'a-again.png', bytes },
      ]),
    );
    expect(again.statusCode).toBe(200);
    const id = first.json().data.files[0].photo_id;
    expect(again.json().data.files.map((x: { photo_id: number }) => x.photo_id)).toEqual([id, id]);
    const rows = (await photoRows()).filter((r) => r.id === id);
    expect(rows).toHaveLength(1);
  });

  it('refuses a PNG smaller than 480 × 480 pixels with the spec’s message, on its file', async () => {
    const res = await upload('owner', photoForm([{ name: 'tiny.png', bytes: await picture(640, 300) }]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'photos.0': [TOO_SMALL] });
    expect(SPACE_PHOTO_MESSAGES.tooSmall).toBe(TOO_SMALL);
  });

  it('refuses a PDF and a text file named .jpg by their bytes, and keeps the good photo sent with them', async () => {
    const before = (await photoRows()).length;
    const refused = await upload(
      'owner',
      photoForm([
        { name: 'plans.pdf', bytes: tinyPdf() },
        { name: 'notes.jpg', bytes: Buffer.from('not a picture at all, only words\n'.repeat(20)) },
      ]),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'photos.0': [SPACE_PHOTO_MESSAGES.type],
      'photos.1': [SPACE_PHOTO_MESSAGES.type],
    });
    expect((await photoRows()).length).toBe(before);

    const mixed = await upload(
      'designer',
      photoForm([
        { name: 'plans.pdf', bytes: tinyPdf() },
        { name: 'corner.jpg', bytes: await picture(600, 800, 'jpeg', 2) },
      ]),
    );
    expect(mixed.statusCode).toBe(201);
    expect(mixed.json().message).toBe('1 of 2 photos added; the others are refused.');
    const [pdf, good] = mixed.json().data.files;
    expect(pdf).toEqual({ index: 0, photo_id: null, error: SPACE_PHOTO_MESSAGES.type });
    expect(good.photo_id).toBeGreaterThan(0);
    expect((await photoRows()).length).toBe(before + 1);
  });

  it('refuses a request without photos, too many at once, and a caption or room it cannot keep', async () => {
    const one = [{ name: 'a.png', bytes: await picture(500, 500, 'png', 3) }];
    const none = await upload('owner', photoForm([], { caption: 'hi' }));
    expect(none.json().errors).toEqual({ photos: [SPACE_PHOTO_MESSAGES.required] });
    const eleven = Array.from({ length: SPACE_PHOTO_LIMITS.perRequest + 1 }, () => one[0]!);
    expect((await upload('owner', photoForm(eleven))).json().errors).toEqual({
      photos: [SPACE_PHOTO_MESSAGES.tooManyFiles],
    });
    const long = await upload(
      'owner',
      photoForm(one, { caption: 'x'.repeat(SPACE_PHOTO_LIMITS.caption + 1) }),
    );
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['caption']);
    const nul = await upload('owner', photoForm(one, { room: 'Kit\u0000chen' }));
    expect(Object.keys(nul.json().errors)).toEqual(['room']);
    const json = await f.call('POST', url, 'owner', { photos: 'x' });
    expect(json.json().errors).toEqual({ photos: [SPACE_PHOTO_MESSAGES.required] });
  });

  it('takes photos up to the project’s cap and refuses the rest on their files', async () => {
    const stored = (await photoRows()).length;
    const filler = Array.from({ length: SPACE_PHOTO_LIMITS.perProject - stored - 1 }, (_, i) => {
      const bytes = Buffer.from(`filler ${i}`);
      return {
        projectId: f.projectId,
        purpose: 'space_photo' as const,
        name: `filler-${i}.webp`,
        contentType: 'image/webp' as const,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        size: bytes.length,
        bytes,
      };
    });
    await f.t.db.insert(projectFiles).values(filler);
    const res = await upload(
      'owner',
      photoForm([
        { name: 'last.png', bytes: await picture(500, 500, 'png', 4) },
        { name: 'over.png', bytes: await picture(500, 500, 'png', 5) },
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.files[1]).toEqual({ index: 1, photo_id: null, error: SPACE_PHOTO_MESSAGES.full });
    expect(res.json().data.photos).toHaveLength(SPACE_PHOTO_LIMITS.perProject);
    const full = await upload(
      'owner',
      photoForm([{ name: 'more.png', bytes: await picture(500, 500, 'png', 6) }]),
    );
    expect(full.json().errors).toEqual({ 'photos.0': [SPACE_PHOTO_MESSAGES.full] });
    await f.t.db.delete(projectFiles).where(eq(projectFiles.name, 'filler-0.webp'));
  });

  it('lets whoever added a photo, or the owner, remove it; 403 to the others, 404 for a chat file', async () => {
    const byPro = (
      await upload('pro', photoForm([{ name: 'p.png', bytes: await picture(520, 520, 'png', 7) }]))
    ).json().data.files[0].photo_id;
    const list = (await f.call('GET', url, 'designer')).json().data.photos;
    expect(list.find((p: { id: number }) => p.id === byPro).can_delete).toBe(false);
    const denied = await f.call('DELETE', `${url}/${byPro}`, 'designer');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(SPACE_PHOTO_MESSAGES.notYours);

    const removed = await f.call('DELETE', `${url}/${byPro}`, 'pro');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(SPACE_PHOTO_MESSAGES.removed);
    expect(removed.json().data.photos.some((p: { id: number }) => p.id === byPro)).toBe(false);
    expect((await f.call('DELETE', `${url}/${byPro}`, 'pro')).statusCode).toBe(404);

    const byDesigner = (await f.call('GET', url, 'owner'))
      .json()
      .data.photos.find((p: { added_by: { id: number } | null }) => p.added_by?.id === f.ids.designer);
    expect(byDesigner.can_delete).toBe(true);
    expect((await f.call('DELETE', `${url}/${byDesigner.id}`, 'owner')).statusCode).toBe(200);

    const chat = await f.post('owner', 'a file', {});
    expect(chat.statusCode).toBe(201);
    const [chatFile] = await f.t.db
      .insert(projectFiles)
      .values({
        projectId: f.projectId,
        messageId: chat.json().data.id,
        purpose: 'chat',
        name: 'c.pdf',
        contentType: 'application/pdf',
        sha256: 'a'.repeat(64),
        size: 3,
        bytes: Buffer.from('pdf'),
      })
      .returning();
    expect((await f.call('DELETE', `${url}/${chatFile!.id}`, 'owner')).statusCode).toBe(404);
    const [entry] = await f.t.db
      .select()
      .from(projectActivity)
      .where(
        and(eq(projectActivity.projectId, f.projectId), eq(projectActivity.kind, 'space_photo_removed')),
      );
    expect(entry?.actorId).toBe(f.ids.pro);
  });
});
