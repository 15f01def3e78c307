import { randomUUID } from 'node:crypto';
import type { Generation } from '@app/domain/ai-design/contract';
import { type AiPicture, PICTURE_MESSAGES } from '@app/domain/ai-design/picture';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { registerAiAccount } from '../ai-accounts/ai-accounts.fixture.ts';
import { ledgerOf } from '../ai-coins/ai-coins.fixture.ts';
import { picturesIdle } from './picture-runner.ts';
import { type PictureStub, PROVIDER_ERROR_TEXT, startPictureStub } from './picture-stub.fixture.ts';
import { finishedGeneration, mapsForm, pngOf } from './pictures.fixture.ts';

const KEY = 'img-key-9d1c0f7e-never-shown';

describe('styled pictures against a local image model', () => {
  let stub: PictureStub;
  let t: TestApp;
  const logLines: string[] = [];
  const answers: LightMyRequestResponse[] = [];
  let depth: Buffer;
  let edges: Buffer;

  beforeAll(async () => {
    stub = await startPictureStub({ key: KEY });
    t = await buildTestApp(
      { aiImage: { url: stub.url, key: KEY, timeoutMs: 1500 } },
      { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
    );
    [depth, edges] = await Promise.all([pngOf(256, 192, 200), pngOf(256, 192, 20)]);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  /** Every answer is kept, to check that none ever shows the model's key or words. */
  const inject = async (opts: InjectOptions) => {
    const res = await t.app.inject(opts);
    answers.push(res);
    return res;
  };
  const ask = (
    headers: Record<string, string>,
    generation: number,
    files = [
      { field: 'depth', bytes: depth },
      { field: 'edges', bytes: edges },
    ],
    design = 0,
  ) => {
    const form = mapsForm(files);
    return inject({
      method: 'POST',
      url: `/api/AI/generations/${generation}/designs/${design}/picture`,
      headers: { 'idempotency-key': randomUUID(), ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const state = async (headers: Record<string, string>, generation: number): Promise<AiPicture> => {
    await picturesIdle(t.db);
    const res = await inject({
      method: 'GET',
      url: `/api/AI/generations/${generation}/designs/0/picture`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.picture;
  };
  const credits = async (headers: Record<string, string>) =>
    (await inject({ method: 'POST', url: '/api/AI/get_credits', headers })).json().data;
  const account = async () => {
    const ai = await registerAiAccount(t.app);
    return { ...ai, generation: await finishedGeneration(t, ai.id) };
  };

  it('says pictures are on, makes one from our maps, stores it as WebP and captures its coins once', async () => {
    const ai = await account();
    const before = await credits(ai.headers);
    expect(before.pictures).toBe(true);
    const res = await ask({ ...ai.headers, 'idempotency-key': 'pic-1' }, ai.generation);
    expect(res.statusCode).toBe(202);
    const queued = res.json().data.picture as AiPicture;
    expect(queued).toMatchObject({
      generation: ai.generation,
      design: 0,
      status: 'queued',
      coins: 1,
      url: null,
    });
    // Held at once; the same key again answers the same picture and holds nothing more.
    expect((await credits(ai.headers)).balance).toBe(before.balance - 1);
    const again = await ask({ ...ai.headers, 'idempotency-key': 'pic-1' }, ai.generation);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.picture.id).toBe(queued.id);

    const done = await state(ai.headers, ai.generation);
    expect(done).toMatchObject({
      id: queued.id,
      status: 'succeeded',
      error: null,
      url: `/api/AI/pictures/${queued.id}`,
    });
    const file = await inject({ method: 'GET', url: done.url!, headers: ai.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('private, max-age=86400');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });
    // The design shows it too.
    const generation = await inject({
      method: 'GET',
      url: `/api/AI/generations/${ai.generation}`,
      headers: ai.headers,
    });
    expect((generation.json().data.generation as Generation).designs[0]!.picture_url).toBe(done.url);
    const ledger = await ledgerOf(t.db, ai.id);
    expect(ledger.entries.map((e) => e.kind)).toEqual(['grant', 'hold', 'capture', 'hold', 'capture']);
    expect((await credits(ai.headers)).balance).toBe(before.balance - 1);
    // The maps are dropped once the picture is made: the row names only the picture's object.
    const [row] = rowsOf<{ depth_key: unknown; edges_key: unknown; image_key: string }>(
      await t.db.execute(
        sql`select depth_key, edges_key, image_key from ai_pictures where id = ${queued.id}`,
      ),
    );
    expect(row).toMatchObject({ depth_key: null, edges_key: null });
    expect(file.rawPayload.equals((await t.app.objects.get(row!.image_key))!.bytes)).toBe(true);
  });

  it('sends the model our maps, the design in words and its own key, and nothing of ours besides', async () => {
    const ai = await account();
    const from = stub.calls.length;
    const res = await ask(ai.headers, ai.generation);
    const id = res.json().data.picture.id;
    await picturesIdle(t.db);
    const [call] = stub.calls.slice(from);
    expect(call!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(call!.headers['idempotency-key']).toBe(`ai-picture:${id}`);
    expect(call!.body.prompt).toContain('"Warm Farmhouse bath", a Farmhouse room in a warm palette');
    expect(call!.body.picks).toEqual([
      { slot: 'floor', name: 'Oak plank', brand: 'Woodco', colours: ['#a0522d', '#8b4513'] },
      { slot: 'vanity', name: 'Shaker vanity', brand: 'Bathly', colours: ['#f5f5f0', '#d0d0c8'] },
    ]);
    for (const map of ['depth', 'edges'] as const)
      expect(await sharp(Buffer.from(call!.body[map], 'base64')).metadata()).toMatchObject({
        format: 'png',
        width: 256,
        height: 192,
      });
    const sent = JSON.stringify(call!.headers) + call!.raw;
    for (const secret of [ai.token, ai.email, t.app.config.appSecret]) expect(sent).not.toContain(secret);
    expect(Object.keys(call!.headers)).not.toContain('aiauthtoken');
    expect(Object.keys(call!.headers)).not.toContain('cookie');
  });

  it.each([
    ['error', 'a 500'],
    ['hang', 'no answer within the timeout'],
    ['garbage', 'an answer that is no picture'],
  ] as const)('fails the picture and returns its coins on %s (%s), in our own words', async (mode, _what) => {
    const ai = await account();
    const before = (await credits(ai.headers)).balance;
    stub.setMode(mode);
    try {
      const res = await ask(ai.headers, ai.generation);
      expect(res.statusCode).toBe(202);
      const done = await state(ai.headers, ai.generation);
      expect(done).toMatchObject({ status: 'failed', url: null, error: PICTURE_MESSAGES.failed });
      const file = await inject({ method: 'GET', url: `/api/AI/pictures/${done.id}`, headers: ai.headers });
      expect(file.statusCode).toBe(404);
    } finally {
      stub.setMode('picture');
    }
    expect((await credits(ai.headers)).balance).toBe(before);
    const kinds = (await ledgerOf(t.db, ai.id)).entries.map((e) => e.kind);
    expect(kinds.slice(-2)).toEqual(['hold', 'release']);
  });

  it('refuses maps that are not PNGs, too large, too small or of two sizes, on their fields, holding nothing', async () => {
    const ai = await account();
    const before = (await credits(ai.headers)).balance;
    const jpeg = await sharp(depth).jpeg().toBuffer();
    // A PNG's signature on bytes that are not one.
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(600, 7),
    ]);
    const huge = Buffer.concat([depth, Buffer.alloc(4 * 1024 * 1024)]);
    const cases: [{ field: string; bytes: Buffer }[], Record<string, string[]>][] = [
      [
        [
          { field: 'depth', bytes: jpeg },
          { field: 'edges', bytes: edges },
        ],
        { depth: [PICTURE_MESSAGES.type('depth')] },
      ],
      [
        [
          { field: 'depth', bytes: fake },
          { field: 'edges', bytes: huge },
        ],
        {
          depth: [PICTURE_MESSAGES.type('depth')],
          edges: [PICTURE_MESSAGES.tooLarge('edges')],
        },
      ],
      [
        [
          { field: 'depth', bytes: await pngOf(3000, 1500) },
          { field: 'edges', bytes: edges },
        ],
        {
          depth: [PICTURE_MESSAGES.tooLarge('depth')],
        },
      ],
      [
        [
          { field: 'depth', bytes: await pngOf(32, 32) },
          { field: 'edges', bytes: edges },
        ],
        {
          depth: [PICTURE_MESSAGES.tooSmall('depth')],
        },
      ],
      [
        [
          { field: 'depth', bytes: depth },
          { field: 'edges', bytes: await pngOf(128, 96) },
        ],
        {
          edges: [PICTURE_MESSAGES.sameSize],
        },
      ],
      [[{ field: 'depth', bytes: depth }], { edges: [PICTURE_MESSAGES.required('edges')] }],
    ];
    for (const [files, errors] of cases) {
      const res = await ask(ai.headers, ai.generation, files);
      expect(res.statusCode, JSON.stringify(errors)).toBe(422);
      expect(res.json()).toEqual({ message: 'The given data was invalid.', errors });
    }
    const plain = await inject({
      method: 'POST',
      url: `/api/AI/generations/${ai.generation}/designs/0/picture`,
      headers: { ...ai.headers, 'idempotency-key': randomUUID() },
      payload: { depth: 'x' },
    });
    expect(plain.statusCode).toBe(422);
    expect((await credits(ai.headers)).balance).toBe(before);
    const rows = await t.db.execute(sql`select id from ai_pictures where ai_user_id = ${ai.id}`);
    expect(rowsOf(rows)).toEqual([]);
  });

  it("another account's design, a design that is not there and another's picture are 404", async () => {
    const ann = await account();
    const bob = await account();
    const mine = await ask(ann.headers, ann.generation);
    const id = mine.json().data.picture.id;
    await picturesIdle(t.db);
    const bobBefore = (await credits(bob.headers)).balance;
    expect((await ask(bob.headers, ann.generation)).statusCode).toBe(404);
    expect((await ask(ann.headers, ann.generation, undefined, 1)).statusCode).toBe(404);
    const read = (headers: Record<string, string>, url: string) => inject({ method: 'GET', url, headers });
    expect(
      (await read(bob.headers, `/api/AI/generations/${ann.generation}/designs/0/picture`)).statusCode,
    ).toBe(404);
    expect((await read(bob.headers, `/api/AI/pictures/${id}`)).statusCode).toBe(404);
    expect((await read({}, `/api/AI/pictures/${id}`)).statusCode).toBe(401);
    expect((await read(ann.headers, `/api/AI/pictures/${id}`)).statusCode).toBe(200);
    expect((await credits(bob.headers)).balance).toBe(bobBefore);
  });

  it('makes one picture of a design at a time: a second while one is made is 409 and holds nothing', async () => {
    const ai = await account();
    stub.setMode('hang');
    try {
      expect((await ask(ai.headers, ai.generation)).statusCode).toBe(202);
      const held = (await credits(ai.headers)).balance;
      const second = await ask(ai.headers, ai.generation);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ message: PICTURE_MESSAGES.busy });
      expect((await credits(ai.headers)).balance).toBe(held);
      await picturesIdle(t.db);
    } finally {
      stub.setMode('picture');
    }
    // Once it ended (failed, here), another may be asked for.
    expect((await ask(ai.headers, ai.generation)).statusCode).toBe(202);
    expect((await state(ai.headers, ai.generation)).status).toBe('succeeded');
  });

  it('never shows the model its key or its words in an answer or a log line', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const res of answers) {
      const seen = JSON.stringify(res.headers) + res.body;
      expect(seen).not.toContain(KEY);
      expect(seen).not.toContain(PROVIDER_ERROR_TEXT);
    }
    // The failures were logged (by reason and status), never with the key or the model's text.
    expect(logLines.some((l) => l.includes('styled picture failed') && l.includes('"status":500'))).toBe(
      true,
    );
    expect(logLines.some((l) => l.includes('"reason":"timeout"'))).toBe(true);
    for (const line of logLines) {
      expect(line).not.toContain(KEY);
      expect(line).not.toContain(PROVIDER_ERROR_TEXT);
    }
  });
});

describe('styled pictures without an image model (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('says they are off, and refuses one on `picture` before anything is read or held', async () => {
    const ai = await registerAiAccount(t.app);
    const generation = await finishedGeneration(t, ai.id);
    const credits = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/AI/get_credits', headers: ai.headers })).json().data;
    const before = await credits();
    expect(before.pictures).toBe(false);
    const form = mapsForm([{ field: 'depth', bytes: await pngOf(64, 64) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/AI/generations/${generation}/designs/0/picture`,
      headers: { ...ai.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { picture: ['Styled pictures are not available here.'] },
    });
    // A generation asking for pictures is refused the same way.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/AI/generations',
      headers: { ...ai.headers, 'idempotency-key': randomUUID() },
      payload: {
        room: { plan: 'bathroom-hall-2743x1524' },
        style_answers: { feel: 'cozy', material: 'wood', colour: 'warm', detail: 'some' },
        budget_cents: 3_000_000,
        showroom: 'DEMO2026',
        picture: true,
      },
    });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().errors).toEqual({ picture: [PICTURE_MESSAGES.unavailable] });
    expect((await credits()).balance).toBe(before.balance);
    expect(rowsOf(await t.db.execute(sql`select id from ai_pictures`))).toEqual([]);
  });
});
