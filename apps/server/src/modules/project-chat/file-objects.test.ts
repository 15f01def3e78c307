import { randomUUID } from 'node:crypto';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@app/domain/projects/chat';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFiles, projectMessages } from '../../db/schema/index.ts';
import { refuseInserts, storedKeys } from '../../lib/object-store/stored-objects.fixture.ts';
import {
  type ChatFixture,
  chatTestApp,
  multipart,
  photoWithExif,
  tinyPdf,
  type Who,
} from './chat.fixture.ts';
import { PROJECT_FILES_KIND } from './file-objects.ts';

describe('chat files in the object store (issue 27 point 1)', () => {
  let f: ChatFixture;
  beforeAll(async () => {
    f = await chatTestApp();
  });
  afterAll(() => f.t.close());

  const stored = () => storedKeys(f.t.app.objects, PROJECT_FILES_KIND);
  const messages = () =>
    f.t.db.select().from(projectMessages).where(eq(projectMessages.projectId, f.projectId));
  const upload = (who: Who, files: { name: string; bytes: Buffer }[], message = 'Files') => {
    const body = multipart({ project_id: String(f.projectId), message, client_key: randomUUID() }, files);
    return f.call('POST', '/api/projectChat', who, body.payload, { 'content-type': body.contentType });
  };

  it('keeps a picture and a PDF as objects, serves them byte for byte, and the row holds no bytes', async () => {
    const pdf = tinyPdf();
    const res = await upload('owner', [
      { name: 'wall.jpg', bytes: await photoWithExif(800, 600) },
      { name: 'quote.pdf', bytes: pdf },
    ]);
    expect(res.statusCode).toBe(201);
    const [picture, document] = res.json().data.files;
    const rows = await f.t.db
      .select()
      .from(projectFiles)
      .where(eq(projectFiles.messageId, res.json().data.id));
    expect(rows.map((r) => [r.bytes, r.thumbBytes])).toEqual([
      [null, null],
      [null, null],
    ]);
    const row = rows.find((r) => r.id === picture.id)!;
    const pdfRow = rows.find((r) => r.id === document.id)!;
    expect(pdfRow.thumbKey).toBeNull();
    expect(await stored()).toEqual([row.objectKey, row.thumbKey, pdfRow.objectKey].sort());

    const full = await f.call('GET', picture.url, 'pro');
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.rawPayload.equals((await f.t.app.objects.get(row.objectKey!))!.bytes)).toBe(true);
    const preview = await f.call('GET', picture.preview_url, 'designer');
    expect(preview.rawPayload.equals((await f.t.app.objects.get(row.thumbKey!))!.bytes)).toBe(true);
    const served = await f.call('GET', document.url, 'owner');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect((await f.call('GET', `${document.url}?size=preview`, 'owner')).statusCode).toBe(404);

    // Still the project's people only, exactly as before.
    expect((await f.call('GET', picture.url, 'stranger')).statusCode).toBe(404);
    expect((await f.call('GET', picture.url, null)).statusCode).toBe(401);
  });

  it('a message the database refuses after its files were put keeps no row and no object', async () => {
    const before = { keys: await stored(), messages: (await messages()).length };
    const undo = await refuseInserts(f.t.db, 'project_files');
    try {
      const res = await upload('owner', [{ name: 'q.pdf', bytes: tinyPdf() }]);
      expect(res.statusCode).toBe(500);
      expect(JSON.stringify(res.json())).not.toContain('refused by the test');
    } finally {
      await undo();
    }
    expect((await messages()).length).toBe(before.messages);
    expect(await stored()).toEqual(before.keys);
  });

  it('a member past their pace (429) leaves no object behind', async () => {
    const before = await stored();
    for (let i = 0; i < CHAT_LIMITS.perMinute; i++)
      expect((await f.post('pro', `n${i}`)).statusCode).toBe(201);
    const refused = await upload('pro', [{ name: 'q.pdf', bytes: tinyPdf() }]);
    expect(refused.statusCode).toBe(429);
    expect(await stored()).toEqual(before);
  });

  it('NUL bytes and a file past the limit are the same 422s, with nothing stored', async () => {
    const before = await stored();
    const nul = await upload('owner', [{ name: 'q.pdf', bytes: tinyPdf() }], 'a\u0000b');
    expect(nul.statusCode).toBe(422);
    expect(Object.keys(nul.json().errors)).toEqual(['message']);
    const huge = Buffer.concat([tinyPdf(), Buffer.alloc(CHAT_LIMITS.pdfBytes)]);
    const big = await upload('owner', [{ name: 'big.pdf', bytes: huge }]);
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ 'files.0': [CHAT_MESSAGES.pdfTooLarge] });
    expect(await stored()).toEqual(before);
  });

  it('serves a file kept before the object store from its row', async () => {
    const message = await f.post('owner', 'an old file');
    const bytes = tinyPdf();
    const [old] = await f.t.db
      .insert(projectFiles)
      .values({
        projectId: f.projectId,
        messageId: message.json().data.id,
        purpose: 'chat',
        name: 'old.pdf',
        contentType: 'application/pdf',
        sha256: 'b'.repeat(64),
        size: bytes.length,
        bytes,
      })
      .returning();
    const served = await f.call('GET', `/api/projectChat/${f.projectId}/files/${old!.id}`, 'pro');
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });
});
