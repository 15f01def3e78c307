import { PICTURE_MESSAGES } from '@app/domain/ai-design/picture';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { JOBS, jobHandlers } from '../../jobs/jobs.ts';
import { registerAiAccount } from '../ai-accounts/ai-accounts.fixture.ts';
import { ledgerOf } from '../ai-coins/ai-coins.fixture.ts';
import { resumePictures } from './picture-runner.ts';
import { type PictureStub, startPictureStub } from './picture-stub.fixture.ts';
import { finishedGeneration, pngOf } from './pictures.fixture.ts';
import { MAX_PICTURE_ATTEMPTS, PICTURE_LEASE_MS } from './pictures.repository.ts';
import { readPicture, startPicture } from './pictures.service.ts';
import type { PictureDeps } from './run-picture.ts';

const quiet = { error: () => {}, warn: () => {}, info: () => {} };

describe('a styled picture a crash left half done is finished by the sweep, once', () => {
  let stub: PictureStub;
  let t: TestApp;
  let maps: { depth: Buffer; edges: Buffer };
  let deps: PictureDeps;
  beforeAll(async () => {
    stub = await startPictureStub();
    t = await buildTestApp({ aiImage: { url: stub.url, key: undefined, timeoutMs: 5000 } });
    deps = { now: () => new Date(), log: quiet, objects: t.app.objects };
    maps = { depth: await pngOf(128, 96, 200), edges: await pngOf(128, 96, 10) };
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  /** A picture recorded and held as the route records it, whose process then died before running it. */
  async function recorded(key: string) {
    const ai = await registerAiAccount(t.app);
    const generation = await finishedGeneration(t, ai.id);
    const ref = { generationId: generation, designIndex: 0 };
    const { row } = await startPicture(
      t.db,
      t.app.objects,
      t.app.pictures,
      ai.id,
      ref,
      key,
      async () => maps,
    );
    return { ai, ref, id: row.id };
  }
  /** The run's claim as a process that died left it: running, past its lease. */
  const leftRunning = (id: number, attempts = 1) =>
    t.db.execute(sql`update ai_pictures set status = 'running', attempts = ${attempts},
      claimed_at = now() - make_interval(secs => ${PICTURE_LEASE_MS / 1000 + 5}) where id = ${id}`);
  const kinds = async (aiUserId: number) => (await ledgerOf(t.db, aiUserId)).entries.map((e) => e.kind);

  it('dead before the model was called: the job makes it, calls the model once and captures once', async () => {
    const { ai, ref, id } = await recorded('before-call');
    await t.db.execute(sql`update ai_pictures set created_at = now() - interval '1 minute' where id = ${id}`);
    const from = stub.calls.length;
    const job = jobHandlers({
      db: t.db,
      payments: t.app.payments,
      pictures: t.app.pictures,
      mailer: t.app.mailer,
      log: quiet,
      payouts: false,
      objects: t.app.objects,
    });
    await job[JOBS.aiPictures.queue]!();
    expect(await resumePictures(t.db, t.app.pictures, deps)).toBe(0);
    expect(stub.calls.length - from).toBe(1);
    expect(await readPicture(t.db, ai.id, ref)).toMatchObject({ id, status: 'succeeded' });
    expect(await kinds(ai.id)).toEqual(['grant', 'hold', 'capture', 'hold', 'capture']);
  });

  it('dead after the model answered: the job asks again under the same key, stores it and captures once', async () => {
    const { ai, ref, id } = await recorded('after-call');
    const from = stub.calls.length;
    // The dead run's call: the model answered, then the process died before storing.
    await t.app.pictures!.stylise({ ...maps, prompt: 'p', picks: [], key: `ai-picture:${id}` });
    await leftRunning(id);
    expect(await resumePictures(t.db, t.app.pictures, deps)).toBe(1);
    expect(await resumePictures(t.db, t.app.pictures, deps)).toBe(0);
    const calls = stub.calls.slice(from);
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual([`ai-picture:${id}`, `ai-picture:${id}`]);
    expect(await readPicture(t.db, ai.id, ref)).toMatchObject({ status: 'succeeded' });
    expect(await kinds(ai.id)).toEqual(['grant', 'hold', 'capture', 'hold', 'capture']);
  });

  it('leaves a run that still holds its claim, and a queued picture inside its grace', async () => {
    const { ai, ref, id } = await recorded('live');
    expect(await resumePictures(t.db, t.app.pictures, deps)).toBe(0);
    await t.db.execute(
      sql`update ai_pictures set status = 'running', attempts = 1, claimed_at = now() where id = ${id}`,
    );
    expect(await resumePictures(t.db, t.app.pictures, deps)).toBe(0);
    expect(await readPicture(t.db, ai.id, ref)).toMatchObject({ status: 'running' });
    // Its own process finishes it later; here the claim is let lapse and the job does.
    await leftRunning(id);
    expect(await resumePictures(t.db, t.app.pictures, deps)).toBe(1);
  });

  it('a run that keeps dying is failed after its last attempt, its coins released, the model not asked', async () => {
    const { ai, ref, id } = await recorded('dies');
    await leftRunning(id, MAX_PICTURE_ATTEMPTS);
    const from = stub.calls.length;
    expect(await resumePictures(t.db, t.app.pictures, deps)).toBe(1);
    expect(stub.calls.length).toBe(from);
    expect(await readPicture(t.db, ai.id, ref)).toMatchObject({
      status: 'failed',
      error: PICTURE_MESSAGES.failed,
    });
    expect(await kinds(ai.id)).toEqual(['grant', 'hold', 'capture', 'hold', 'release']);
  });

  it('with the model since switched off, an open picture is failed and its coins released', async () => {
    const { ai, ref, id } = await recorded('switched-off');
    await leftRunning(id);
    expect(await resumePictures(t.db, null, deps)).toBe(1);
    expect(await readPicture(t.db, ai.id, ref)).toMatchObject({
      status: 'failed',
      error: PICTURE_MESSAGES.unavailable,
    });
    expect(await kinds(ai.id)).toEqual(['grant', 'hold', 'capture', 'hold', 'release']);
  });
});
