import { randomUUID } from 'node:crypto';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@app/domain/projects/chat';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Broadcaster, createBroadcaster } from '../../db/broadcaster.ts';
import {
  notifications,
  projectActivity,
  projectFiles,
  projectMessages,
  projectReads,
} from '../../db/schema/index.ts';
import {
  type ChatFixture,
  chatTestApp,
  multipart,
  photoWithExif,
  tinyPdf,
  type Who,
} from './chat.fixture.ts';

describe('POST /api/projectChat (issue 24)', () => {
  let f: ChatFixture;
  let broadcaster: Broadcaster;
  const heard: string[] = [];

  beforeAll(async () => {
    f = await chatTestApp();
    broadcaster = createBroadcaster(f.t.db);
    await broadcaster.listen('project_chat', (payload) => heard.push(payload));
  });
  afterAll(async () => {
    await broadcaster.close();
    await f.t.close();
  });

  const rowsOfProject = () =>
    f.t.db.select().from(projectMessages).where(eq(projectMessages.projectId, f.projectId));

  it('is for the project’s people only: 401 without a token, 404 to anyone else, nothing kept', async () => {
    expect((await f.call('POST', '/api/projectChat', null, { project_id: f.projectId })).statusCode).toBe(
      401,
    );
    expect((await f.post('stranger', 'let me in')).statusCode).toBe(404);
    const elsewhere = await f.call('POST', '/api/projectChat', 'owner', {
      project_id: f.otherProjectId,
      message: 'hi',
      client_key: randomUUID(),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(await rowsOfProject()).toEqual([]);
  });

  it('keeps a message, answers it as the chat shows it, announces its id and puts it on the timeline', async () => {
    const res = await f.post('pro', 'The tile arrives Monday.');
    expect(res.statusCode).toBe(201);
    const message = res.json().data;
    expect(res.json().message).toBe(CHAT_MESSAGES.sent);
    expect(message).toMatchObject({
      project_id: f.projectId,
      author: { id: f.ids.pro, name: 'Golden State Remodeling', role: 'pro' },
      body: 'The tile arrives Monday.',
      mentions: [],
      files: [],
    });
    await expect
      .poll(() => heard)
      .toContain(JSON.stringify({ project_id: f.projectId, message_id: message.id }));
    const [activity] = await f.t.db
      .select()
      .from(projectActivity)
      .where(eq(projectActivity.projectId, f.projectId));
    expect(activity).toMatchObject({
      actorId: f.ids.pro,
      kind: 'chat_message',
      detail: { message_id: message.id },
    });
    // Writing is reading: the sender has read up to their own message.
    const [read] = await f.t.db.select().from(projectReads).where(eq(projectReads.userId, f.ids.pro));
    expect(read?.lastReadMessageId).toBe(message.id);
  });

  it('answers a retry with the same client key with the same message (200), also for two posts at once', async () => {
    const client_key = randomUUID();
    const send = () => f.post('owner', 'Can we move the sink?', { client_key });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data).toEqual(first.json().data);

    const raced = randomUUID();
    const both = await Promise.all([1, 2].map(() => f.post('owner', 'Twice at once', { client_key: raced })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json().data.id).toBe(both[1]!.json().data.id);
    const rows = (await rowsOfProject()).filter((r) => r.clientKey === raced || r.clientKey === client_key);
    expect(rows).toHaveLength(2);
  });

  it('refuses an empty message without files, and text past 20 kB, on the message field', async () => {
    for (const message of ['', '   \n ']) {
      const res = await f.post('owner', message);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ message: [CHAT_MESSAGES.empty] });
    }
    const long = await f.post('owner', 'x'.repeat(CHAT_LIMITS.body + 1));
    expect(Object.keys(long.json().errors)).toEqual(['message']);
    const nul = await f.post('owner', 'tile\u0000');
    expect(nul.statusCode).toBe(422);
    const bad = await f.call('POST', '/api/projectChat', 'owner', { project_id: f.projectId, message: 'hi' });
    expect(Object.keys(bad.json().errors)).toEqual(['client_key']);
    const whole = await f.post('owner', 'é'.repeat(CHAT_LIMITS.body));
    expect(whole.statusCode).toBe(201);
    expect(whole.json().data.body).toHaveLength(CHAT_LIMITS.body);
  });

  it('keeps the members a message names and tells each of them where they work on the project', async () => {
    const res = await f.post(
      'owner',
      '@golden state remodeling and @Dee Signer: does this work? @Sam Stranger',
    );
    expect(res.json().data.mentions.sort()).toEqual([f.ids.pro, f.ids.designer].sort());
    for (const who of ['pro', 'designer'] as const) {
      const told = await f.t.db.select().from(notifications).where(eq(notifications.userId, f.ids[who]));
      expect(told.map((n) => [n.title, n.link])).toEqual([
        ['Ann Lee mentioned you in the project chat', `/pro/projects/${f.projectId}`],
      ]);
    }
    expect(await f.t.db.select().from(notifications).where(eq(notifications.userId, f.ids.stranger))).toEqual(
      [],
    );
  });

  const upload = (
    who: Who,
    files: { name: string; bytes: Buffer }[],
    fields: Record<string, string> = {},
  ) => {
    const body = multipart(
      { project_id: String(f.projectId), message: 'Photos of the wall', client_key: randomUUID(), ...fields },
      files,
    );
    return f.call('POST', '/api/projectChat', who, body.payload, { 'content-type': body.contentType });
  };

  it('takes pictures (re-encoded as WebP, no EXIF, a preview) and PDFs, judged by their bytes', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#0000ff80' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00ff00' } })
      .webp()
      .toBuffer();
    const res = await upload('owner', [
      { name: 'IMG_0001.JPG', bytes: await photoWithExif(3000, 2000) },
      { name: 'plan.pdf.png', bytes: png },
      { name: '../../etc/passwd', bytes: webp },
      { name: 'quote.pdf', bytes: tinyPdf() },
    ]);
    expect(res.statusCode).toBe(201);
    const files = res.json().data.files;
    expect(files.map((x: { name: string; content_type: string }) => [x.name, x.content_type])).toEqual([
      ['IMG_0001.webp', 'image/webp'],
      ['plan.pdf.webp', 'image/webp'],
      ['passwd.webp', 'image/webp'],
      ['quote.pdf', 'application/pdf'],
    ]);
    expect(files[0]).toMatchObject({ width: CHAT_LIMITS.imageSide, height: 1365 });
    expect(files[0].preview_url).toBe(`${files[0].url}?size=preview`);
    expect(files[3]).toMatchObject({ width: null, height: null, preview_url: null, size: tinyPdf().length });
    // What the project's people are served: the WebP without the EXIF marker, and its preview.
    const served = await f.call('GET', files[0].url, 'pro');
    expect(served.rawPayload.includes('EXIF-SECRET-MARKER')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const preview = await f.call('GET', files[0].preview_url, 'designer');
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(CHAT_LIMITS.previewSide);
    const [stored] = await f.t.db.select().from(projectFiles).where(eq(projectFiles.id, files[0].id));
    expect(stored!.uploaderId).toBe(f.ids.owner);
  });

  it('refuses anything else on its files.N field, keeping nothing of the message', async () => {
    const before = (await rowsOfProject()).length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const res = await upload('owner', [
      { name: 'ok.jpg', bytes: await photoWithExif(50, 50) },
      { name: 'notes.txt', bytes: Buffer.from('just text') },
      { name: 'logo.svg', bytes: svg },
      { name: 'cut.pdf', bytes: tinyPdf().subarray(0, 60) },
      { name: 'fake.jpg', bytes: Buffer.from('%PDF-1.4 not really') },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'files.1': [CHAT_MESSAGES.fileType],
      'files.2': [CHAT_MESSAGES.fileType],
      'files.3': [CHAT_MESSAGES.fileType],
      'files.4': [CHAT_MESSAGES.fileType],
    });
    const many = await upload(
      'owner',
      Array.from({ length: CHAT_LIMITS.files + 1 }, (_, i) => ({ name: `${i}.pdf`, bytes: tinyPdf() })),
    );
    expect(many.json().errors).toEqual({ files: [CHAT_MESSAGES.tooManyFiles] });
    const stranger = await upload('stranger', [{ name: 'x.pdf', bytes: tinyPdf() }]);
    expect(stranger.statusCode).toBe(404);
    const nul = await upload('owner', [], { message: 'a\u0000b' });
    expect(Object.keys(nul.json().errors)).toEqual(['message']);
    expect((await rowsOfProject()).length).toBe(before);
    const onlyFile = await upload('owner', [{ name: 'q.pdf', bytes: tinyPdf() }], { message: '' });
    expect(onlyFile.statusCode).toBe(201);
    const nothing = await upload('owner', [], { message: ' ' });
    expect(nothing.json().errors).toEqual({ message: [CHAT_MESSAGES.empty] });
  });

  it('limits each member to 30 messages a minute: then 429 with Retry-After, and a retry still answers', async () => {
    const first = await f.post('designer', 'one');
    for (let i = 1; i < CHAT_LIMITS.perMinute; i++)
      expect((await f.post('designer', `n${i}`)).statusCode).toBe(201);
    const refused = await f.post('designer', 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(CHAT_MESSAGES.tooFast);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const withFiles = await upload('designer', [{ name: 'q.pdf', bytes: tinyPdf() }]);
    expect(withFiles.statusCode).toBe(429);
    const retry = await f.post('designer', 'one', { client_key: first.json().data.client_key });
    expect(retry.statusCode).toBe(200);
    // Another member is not held back by the designer's pace.
    expect((await f.post('pro', 'still here')).statusCode).toBe(201);
  });
});
