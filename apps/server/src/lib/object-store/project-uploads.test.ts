import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { floorPlanById } from '@app/domain/room/floor-plans';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { STORED_UPLOADS } from '../../db/stored-uploads.ts';
import { registerAiAccount } from '../../modules/ai-accounts/ai-accounts.fixture.ts';
import { holdCoins } from '../../modules/ai-coins/coin-holds.service.ts';
import { finishedGeneration } from '../../modules/ai-pictures/pictures.fixture.ts';
import { type ChatFixture, chatTestApp } from '../../modules/project-chat/chat.fixture.ts';
import { moveUploads } from './move-uploads.ts';
import { objectKey } from './object-store.ts';
import { SWEEP_AFTER_MS, sweepObjects } from './objects-sweep.ts';
import { storedKeys } from './stored-objects.fixture.ts';

const KINDS = ['project-files', 'design-photos', 'ai-pictures'];
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const bytes = (n: number) => Buffer.concat([Buffer.from([0, 0, 1]), randomBytes(n)]);

/**
 * Issue 27 point 1: project files, design photos and AI pictures are in the registry of stored uploads, so
 * `npm run objects:migrate` moves their rows kept from before and the objects sweep keeps what they name.
 */
describe('project files, design photos and AI pictures in the registry of stored uploads', () => {
  let f: ChatFixture;
  const old = {
    pdf: bytes(900),
    photo: bytes(700),
    thumb: bytes(90),
    design: bytes(800),
    designThumb: bytes(80),
  };
  const ai = { image: bytes(600), depth: bytes(300), edges: bytes(310) };
  const urls: Record<string, string> = {};
  let aiHeaders: Record<string, string>;
  let designUrl: string;

  beforeAll(async () => {
    f = await chatTestApp();
    const message = (await f.post('owner', 'an old file')).json().data.id;
    const file = (name: string, values: Record<string, unknown>) =>
      f.t.db.execute(sql`insert into project_files (project_id, message_id, purpose, name, content_type, sha256,
        size, bytes, thumb_bytes) values (${f.projectId}, ${values.message ?? null}, ${values.purpose},
        ${name}, ${values.type}, ${sha(values.bytes as Buffer)}, 10, ${values.bytes}, ${values.thumb ?? null})
        returning id`);
    const [pdf] = rowsOf<{ id: number }>(
      await file('old.pdf', { message, purpose: 'chat', type: 'application/pdf', bytes: old.pdf }),
    );
    const [photo] = rowsOf<{ id: number }>(
      await file('old.webp', {
        purpose: 'space_photo',
        type: 'image/webp',
        bytes: old.photo,
        thumb: old.thumb,
      }),
    );
    urls.pdf = `/api/projectChat/${f.projectId}/files/${pdf!.id}`;
    urls.photo = `/api/projectChat/${f.projectId}/files/${photo!.id}`;

    const plan = floorPlanById('bathroom-hall-2438x1524')!;
    const design = await f.call('POST', '/api/designs', 'owner', {
      name: 'Hall bath',
      floorplan: plan.id,
      document: structuredClone(plan.doc),
    });
    const designId = design.json().data.id;
    await f.t.db.execute(sql`insert into design_photos (design_id, version, sha256, width, height, bytes,
      thumb_bytes) values (${designId}, 1, ${sha(old.design)}, 800, 500, ${old.design}, ${old.designThumb})`);
    designUrl = `/api/designs/${designId}/versions/1/photo`;

    const account = await registerAiAccount(f.t.app);
    aiHeaders = account.headers;
    const generation = await finishedGeneration(f.t, account.id);
    const picture = (status: string, values: Record<string, Buffer | null>) =>
      f.t.db.transaction(async (tx) => {
        const holdId = await holdCoins(tx, account.id, 1, 'Styled picture');
        const [row] = rowsOf<{ id: number }>(
          await tx.execute(sql`insert into ai_pictures (ai_user_id, generation_id, design_index, status, coins,
            hold_id, depth, edges, image, sha256, idempotency_key) values (${account.id}, ${generation}, 0,
            ${status}, 1, ${holdId}, ${values.depth}, ${values.edges}, ${values.image},
            ${values.image ? sha(values.image) : null}, ${randomUUID()}) returning id`),
        );
        return row!.id;
      });
    urls.ai = `/api/AI/pictures/${await picture('succeeded', { depth: null, edges: null, image: ai.image })}`;
    await picture('queued', { depth: ai.depth, edges: ai.edges, image: null });
  });
  afterAll(() => f.t.close());

  const served = async (url: string, headers: Record<string, string>) => {
    const res = await f.t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.rawPayload;
  };
  /** Every file as its people are served it: the chat PDF, the photo and preview, the design photo and thumbnail, the AI picture. */
  const servedAll = async () => {
    const owner = f.auth.owner;
    return [
      await served(urls.pdf!, owner),
      await served(urls.photo!, owner),
      await served(`${urls.photo}?size=preview`, owner),
      await served(designUrl, owner),
      await served(`${designUrl}?size=thumb`, owner),
      await served(urls.ai!, aiHeaders),
    ];
  };
  const all = async () => (await Promise.all(KINDS.map((k) => storedKeys(f.t.app.objects, k)))).flat().sort();
  const named = async () => {
    const rows = rowsOf<{ key: string }>(
      await f.t.db.execute(sql`select unnest(array[object_key, thumb_key]) as key from project_files
        union all select unnest(array[object_key, thumb_key]) from design_photos
        union all select unnest(array[depth_key, edges_key, image_key]) from ai_pictures`),
    );
    return rows.flatMap((r) => (r.key ? [r.key] : [])).sort();
  };

  it('are registered, each kind once', () => {
    for (const kind of KINDS) expect(STORED_UPLOADS.filter((u) => u.kind === kind)).toHaveLength(1);
  });

  it('moves every row kept before the store, and serves the same bytes after', async () => {
    const before = await servedAll();
    expect(before).toEqual([old.pdf, old.photo, old.thumb, old.design, old.designThumb, ai.image]);
    const counts = await moveUploads(f.t.db, f.t.app.objects);
    expect(counts).toMatchObject({
      'project-files': { moved: 3, raced: 0 },
      'design-photos': { moved: 2, raced: 0 },
      'ai-pictures': { moved: 3, raced: 0 },
    });
    const left = rowsOf<{ n: number }>(
      await f.t.db.execute(sql`select (select count(*) from project_files where bytes is not null
        or thumb_bytes is not null) + (select count(*) from design_photos where bytes is not null)
        + (select count(*) from ai_pictures where depth is not null or image is not null) as n`),
    );
    expect(Number(left[0]!.n)).toBe(0);
    expect(await all()).toEqual(await named());
    expect(await servedAll()).toEqual(before);
    expect((await moveUploads(f.t.db, f.t.app.objects))['project-files']).toEqual({ moved: 0, raced: 0 });
  });

  it('the sweep deletes an hour-old object of each kind that no row names, and keeps every named one', async () => {
    for (const kind of KINDS) await f.t.app.objects.put(objectKey(kind), bytes(10), 'image/webp');
    const late = new Date(Date.now() + SWEEP_AFTER_MS + 60_000);
    const deleted = await sweepObjects(f.t.db, f.t.app.objects, late);
    expect(KINDS.map((k) => deleted[k])).toEqual([1, 1, 1]);
    expect(await all()).toEqual(await named());
    expect((await named()).length).toBe(8);
  });

  it('an AI picture whose maps its run dropped while they were being moved keeps no key, and no object stays', async () => {
    const account = await registerAiAccount(f.t.app);
    const generation = await finishedGeneration(f.t, account.id);
    const id = await f.t.db.transaction(async (tx) => {
      const holdId = await holdCoins(tx, account.id, 1, 'Styled picture');
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into ai_pictures (ai_user_id, generation_id, design_index, status, coins,
          hold_id, depth, edges, idempotency_key) values (${account.id}, ${generation}, 0, 'queued', 1,
          ${holdId}, ${ai.depth}, ${ai.edges}, ${randomUUID()}) returning id`),
      );
      return row!.id;
    });
    const before = await all();
    const put = f.t.app.objects.put.bind(f.t.app.objects);
    // The run finishes between the put and the UPDATE: it no longer needs its maps and drops them.
    const racing = vi.spyOn(f.t.app.objects, 'put').mockImplementation(async (key, body, type) => {
      await put(key, body, type);
      await f.t.db.execute(sql`update ai_pictures set depth = null, edges = null where id = ${id}`);
    });
    try {
      expect((await moveUploads(f.t.db, f.t.app.objects))['ai-pictures']).toEqual({ moved: 0, raced: 1 });
    } finally {
      racing.mockRestore();
    }
    const [row] = rowsOf<{ depth_key: string | null; edges_key: string | null }>(
      await f.t.db.execute(sql`select depth_key, edges_key from ai_pictures where id = ${id}`),
    );
    expect(row).toEqual({ depth_key: null, edges_key: null });
    expect(await all()).toEqual(before);
  });
});
