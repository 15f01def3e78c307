import { randomUUID } from 'node:crypto';
import { CHAT_LIMITS, unreadCount } from '@app/domain/projects/chat';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '../../db/schema/index.ts';
import {
  type ChatFixture,
  chatTestApp,
  multipart,
  photoWithExif,
  tinyPdf,
  type Who,
} from './chat.fixture.ts';

describe('reading the project chat (issue 24, GET /api/projectChat…)', () => {
  let f: ChatFixture;
  let ids: number[];

  beforeAll(async () => {
    f = await chatTestApp();
    // 60 messages, more than a page, alternating between the owner and the pro.
    const rows = await f.t.db
      .insert(projectMessages)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          projectId: f.projectId,
          authorId: i % 2 === 0 ? f.ids.owner : f.ids.pro,
          body: `message ${i}`,
          clientKey: randomUUID(),
        })),
      )
      .returning({ id: projectMessages.id });
    ids = rows.map((r) => r.id);
  });
  afterAll(() => f.t.close());

  const chat = (who: Who, query = '') => f.call('GET', `/api/projectChat/${f.projectId}${query}`, who);
  const member = (data: { members: { user_id: number; last_read_message_id: number }[] }, who: Who) =>
    data.members.find((m) => m.user_id === f.ids[who])!;

  it('is for the project’s people only', async () => {
    expect((await f.call('GET', `/api/projectChat/${f.projectId}`, null)).statusCode).toBe(401);
    expect((await chat('stranger')).statusCode).toBe(404);
    expect((await f.call('GET', `/api/projectChat/${f.otherProjectId}`, 'owner')).statusCode).toBe(404);
    expect((await f.call('GET', '/api/projectChat/abc', 'owner')).statusCode).toBe(404);
    expect((await chat('owner', '?after=0x10')).statusCode).toBe(422);
    const theirs = (await f.call('GET', '/api/projectChat', 'stranger')).json().data.Project_chats;
    expect(theirs.map((c: { project_id: number }) => c.project_id)).toEqual([f.otherProjectId]);
  });

  it('answers the newest page oldest first, older ones with before, and marks the reader’s position (never back)', async () => {
    const newest = (await chat('designer')).json().data;
    expect(newest.Project_chats.map((m: { id: number }) => m.id)).toEqual(ids.slice(-CHAT_LIMITS.page));
    expect(newest.has_more).toBe(true);
    expect(newest.Project_chats[0]).toMatchObject({
      body: 'message 10',
      author: { id: f.ids.owner, name: 'Ann Lee', role: 'owner' },
      files: [],
    });
    expect(member(newest, 'designer').last_read_message_id).toBe(ids.at(-1));
    expect(newest.unread_count).toBe(0);
    expect(newest.designers).toEqual([{ user_id: f.ids.designer, name: 'Dee Signer' }]);

    const older = (await chat('designer', `?before=${ids[10]}`)).json().data;
    expect(older.Project_chats.map((m: { id: number }) => m.id)).toEqual(ids.slice(0, 10));
    expect(older.has_more).toBe(false);
    expect(member(older, 'designer').last_read_message_id).toBe(ids.at(-1));
  });

  it('catches up after an id, page by page, and counts what is left unread', async () => {
    const first = (await chat('owner', `?after=${ids[4]}`)).json().data;
    expect(first.Project_chats.map((m: { id: number }) => m.id)).toEqual(ids.slice(5, 5 + CHAT_LIMITS.page));
    expect(first.has_more).toBe(true);
    // The rest: the pro's 3 of the 5 left (the owner's own never count).
    const all = ids.map((id, i) => ({ id, author_id: i % 2 === 0 ? f.ids.owner : f.ids.pro }));
    expect(first.unread_count).toBe(unreadCount(all, f.ids.owner, ids[54]!));
    expect(first.unread_count).toBe(3);
    expect(member(first, 'owner').last_read_message_id).toBe(ids[54]);
    const rest = (await chat('owner', `?after=${ids[54]}`)).json().data;
    expect(rest.Project_chats).toHaveLength(5);
    expect(rest.has_more).toBe(false);
    expect(rest.unread_count).toBe(0);
    // Read receipts: everyone's position, 0 for who has not read.
    expect(member(rest, 'pro').last_read_message_id).toBe(0);
  });

  it('lists the caller’s conversations with the last message and their unread count', async () => {
    const said = await f.post('owner', 'See you Monday');
    const pro = (await f.call('GET', '/api/projectChat', 'pro')).json().data.Project_chats;
    expect(pro).toEqual([
      expect.objectContaining({
        project_id: f.projectId,
        project_name: 'Kitchen remodel',
        role: 'pro',
        last_message: expect.objectContaining({ id: said.json().data.id, body: 'See you Monday' }),
        unread_count: 31,
      }),
    ]);
    const owner = (await f.call('GET', '/api/projectChat', 'owner')).json().data.Project_chats;
    expect(owner[0]).toMatchObject({ role: 'owner', unread_count: 0 });
  });

  it('lists the files shared in the caller’s projects and serves each to the project’s people only', async () => {
    const body = multipart({ project_id: String(f.projectId), message: '', client_key: randomUUID() }, [
      { name: 'wall.jpg', bytes: await photoWithExif(900, 600) },
      { name: 'Devis “été”.pdf', bytes: tinyPdf() },
    ]);
    const posted = await f.call('POST', '/api/projectChat', 'pro', body.payload, {
      'content-type': body.contentType,
    });
    expect(posted.statusCode).toBe(201);
    const [photo, pdf] = posted.json().data.files;

    const listed = (await f.call('GET', '/api/projectChat?t=files', 'owner')).json().data;
    expect(listed.room_files.map((x: { id: number }) => x.id)).toEqual([pdf.id, photo.id]);
    expect(listed.room_files[1]).toMatchObject({
      project_id: f.projectId,
      project_name: 'Kitchen remodel',
      message_id: posted.json().data.id,
      purpose: 'chat',
      uploaded_by: { id: f.ids.pro, name: 'Golden State Remodeling' },
      content_type: 'image/webp',
    });
    const strangers = await f.call('GET', '/api/projectChat?t=files', 'stranger');
    expect(strangers.json().data).toEqual({ room_files: [], has_more: false });
    expect(
      (await f.call('GET', `/api/projectChat?t=files&project_id=${f.projectId}`, 'stranger')).statusCode,
    ).toBe(404);
    expect((await f.call('GET', '/api/projectChat?t=photos', 'owner')).statusCode).toBe(422);

    const image = await f.call('GET', photo.url, 'designer');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(900);
    const preview = await f.call('GET', photo.preview_url, 'owner');
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(CHAT_LIMITS.previewSide);

    const download = await f.call('GET', pdf.url, 'owner');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Devis __t__.pdf"; filename*=UTF-8''Devis%20%E2%80%9C%C3%A9t%C3%A9%E2%80%9D.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(tinyPdf())).toBe(true);
    expect((await f.call('GET', `${pdf.url}?size=preview`, 'owner')).statusCode).toBe(404);

    expect((await f.call('GET', photo.url, 'stranger')).statusCode).toBe(404);
    expect((await f.call('GET', photo.url, null)).statusCode).toBe(401);
    const elsewhere = `/api/projectChat/${f.otherProjectId}/files/${photo.id}`;
    expect((await f.call('GET', elsewhere, 'stranger')).statusCode).toBe(404);
    const [row] = await f.t.db
      .select()
      .from(projectMessages)
      .where(eq(projectMessages.id, posted.json().data.id));
    expect(row?.body).toBe('');
  });
});
