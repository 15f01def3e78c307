import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { refuseInserts, storedKeys } from '../../lib/object-store/stored-objects.fixture.ts';
import { registerAiAccount } from '../ai-accounts/ai-accounts.fixture.ts';
import { ledgerOf } from '../ai-coins/ai-coins.fixture.ts';
import { holdCoins } from '../ai-coins/coin-holds.service.ts';
import { picturesIdle, resumePictures } from './picture-runner.ts';
import { type PictureStub, startPictureStub } from './picture-stub.fixture.ts';
import { finishedGeneration, mapsForm, pngOf } from './pictures.fixture.ts';
import { PICTURE_LEASE_MS } from './pictures.repository.ts';
import { AI_PICTURES_KIND } from './pictures.service.ts';

const quiet = { error: () => {}, warn: () => {} };

describe('styled pictures in the object store (issue 27 point 1)', () => {
  let stub: PictureStub;
  let t: TestApp;
  let maps: { field: string; bytes: Buffer }[];
  beforeAll(async () => {
    stub = await startPictureStub();
    t = await buildTestApp({ aiImage: { url: stub.url, key: undefined, timeoutMs: 5000 } });
    maps = [
      { field: 'depth', bytes: await pngOf(128, 96, 200) },
      { field: 'edges', bytes: await pngOf(128, 96, 20) },
    ];
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const account = async () => {
    const ai = await registerAiAccount(t.app);
    return { ...ai, generation: await finishedGeneration(t, ai.id) };
  };
  const ask = (ai: { headers: Record<string, string>; generation: number }, files = maps) => {
    const form = mapsForm(files);
    return t.app.inject({
      method: 'POST',
      url: `/api/AI/generations/${ai.generation}/designs/0/picture`,
      headers: { 'idempotency-key': randomUUID(), ...ai.headers, ...form.headers },
      payload: form.payload,
    });
  };
  type Row = { id: number; status: string; depth_key: string | null; edges_key: string | null };
  const rows = async () =>
    rowsOf<Row & { image_key: string | null; image: unknown; depth: unknown }>(
      await t.db.execute(sql`select * from ai_pictures order by id`),
    );
  /** What the store holds is exactly what the rows name: no object left over, none missing. */
  const expectStoreMatchesRows = async () => {
    const named = (await rows()).flatMap((r) => [r.depth_key, r.edges_key, r.image_key]);
    expect(await storedKeys(t.app.objects, AI_PICTURES_KIND)).toEqual(
      named.filter((k): k is string => k !== null).sort(),
    );
  };
  const balance = async (id: number) => (await ledgerOf(t.db, id)).balance;
  const deps = () => ({ now: () => new Date(), log: quiet, objects: t.app.objects });

  it('records the maps as objects, makes the picture as one, drops the maps and serves it byte for byte', async () => {
    const ai = await account();
    const res = await ask(ai);
    expect(res.statusCode).toBe(202);
    await picturesIdle(t.db);
    const [row] = (await rows()).filter((r) => r.id === res.json().data.picture.id);
    expect(row).toMatchObject({
      status: 'succeeded',
      image: null,
      depth: null,
      depth_key: null,
      edges_key: null,
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/AI/pictures/${row!.id}`,
      headers: ai.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.rawPayload.equals((await t.app.objects.get(row!.image_key!))!.bytes)).toBe(true);
    await expectStoreMatchesRows();
    // Another account still finds nothing.
    const bob = await account();
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/AI/pictures/${row!.id}`,
      headers: bob.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('a picture the database refuses to record keeps no row, no hold and no object', async () => {
    const ai = await account();
    const before = await balance(ai.id);
    const undo = await refuseInserts(t.db, 'ai_pictures');
    try {
      expect((await ask(ai)).statusCode).toBe(500);
    } finally {
      await undo();
    }
    expect(await balance(ai.id)).toBe(before);
    await expectStoreMatchesRows();
  });

  it('maps that are refused (422) store nothing', async () => {
    const ai = await account();
    const huge = Buffer.concat([maps[0]!.bytes, Buffer.alloc(4 * 1024 * 1024)]);
    const res = await ask(ai, [{ field: 'depth', bytes: huge }, maps[1]!]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['depth']);
    await expectStoreMatchesRows();
  });

  it('a run whose finish fails deletes its picture; the job makes it again once, and the store ends exact', async () => {
    const ai = await account();
    const fail = sql.identifier('fail_picture_finish');
    await t.db.execute(sql`create or replace function ${fail}() returns trigger language plpgsql as $$
      begin if new.status = 'succeeded' then raise exception 'finish refused by the test'; end if;
      return new; end $$`);
    await t.db.execute(
      sql`create trigger ${fail} before update on ai_pictures for each row execute function ${fail}()`,
    );
    let id: number;
    try {
      id = (await ask(ai)).json().data.picture.id;
      await picturesIdle(t.db);
    } finally {
      await t.db.execute(sql`drop trigger ${fail} on ai_pictures`);
      await t.db.execute(sql`drop function ${fail}()`);
    }
    // The run died storing: still running with its maps, and its picture's object already deleted.
    const [left] = (await rows()).filter((r) => r.id === id);
    expect(left).toMatchObject({ status: 'running', image_key: null });
    expect(left!.depth_key).not.toBeNull();
    await expectStoreMatchesRows();
    await t.db.execute(
      sql`update ai_pictures set claimed_at = now() - make_interval(secs => ${
        PICTURE_LEASE_MS / 1000 + 5
      }) where id = ${id}`,
    );
    expect(await resumePictures(t.db, t.app.pictures, deps())).toBe(1);
    expect(await resumePictures(t.db, t.app.pictures, deps())).toBe(0);
    expect((await rows()).find((r) => r.id === id)).toMatchObject({ status: 'succeeded', depth_key: null });
    expect((await ledgerOf(t.db, ai.id)).entries.map((e) => e.kind).slice(-2)).toEqual(['hold', 'capture']);
    await expectStoreMatchesRows();
  });

  it('makes and serves a picture recorded before the object store, from the maps and image in its row', async () => {
    const ai = await account();
    const res = await ask(ai);
    const id = res.json().data.picture.id;
    await picturesIdle(t.db);
    // As a row kept before the store: its bytes in the row and no key (and its objects gone).
    const [row] = (await rows()).filter((r) => r.id === id);
    const image = (await t.app.objects.get(row!.image_key!))!.bytes;
    await t.app.objects.delete(row!.image_key!);
    await t.db.execute(sql`update ai_pictures set image = ${image}, image_key = null where id = ${id}`);
    const file = await t.app.inject({ method: 'GET', url: `/api/AI/pictures/${id}`, headers: ai.headers });
    expect(file.rawPayload.equals(image)).toBe(true);

    // An open picture whose maps are still in its row (recorded before the store) is made from them.
    const other = await account();
    const next = await t.db.transaction(async (tx) => {
      const holdId = await holdCoins(tx, other.id, 1, 'Styled picture');
      const [made] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into ai_pictures
          (ai_user_id, generation_id, design_index, coins, hold_id, depth, edges, idempotency_key, created_at)
          values (${other.id}, ${other.generation}, 0, 1, ${holdId}, ${maps[0]!.bytes}, ${maps[1]!.bytes},
            ${randomUUID()}, now() - interval '1 minute') returning id`),
      );
      return made!.id;
    });
    const from = stub.calls.length;
    expect(await resumePictures(t.db, t.app.pictures, deps())).toBe(1);
    const sent = stub.calls.slice(from).map((c) => Buffer.from(c.body.depth, 'base64'));
    expect(sent.map((depth) => depth.equals(maps[0]!.bytes))).toEqual([true]);
    expect((await rows()).find((r) => r.id === next)).toMatchObject({ status: 'succeeded', depth: null });
    const made = await t.app.inject({
      method: 'GET',
      url: `/api/AI/pictures/${next}`,
      headers: other.headers,
    });
    expect(made.statusCode).toBe(200);
    await expectStoreMatchesRows();
  });
});
