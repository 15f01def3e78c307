import { randomUUID } from 'node:crypto';
import type { Generation } from '@app/domain/ai-design/contract';
import { generationBody } from '@app/domain/ai-design/request';
import { PLATFORM_SETTING_KEYS } from '@app/domain/settings/platform-settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { registerAiAccount } from '../ai-accounts/ai-accounts.fixture.ts';
import { ledgerOf } from '../ai-coins/ai-coins.fixture.ts';
import { writeSetting } from '../settings/settings.repository.ts';
import { checklistOf, visualizerApp } from '../visualizer/visualizer.fixture.ts';
import { generationsIdle, resumeGenerations } from './generation-runner.ts';
import { CLAIM_LEASE_MS, MAX_ATTEMPTS } from './generations.repository.ts';
import { startGeneration } from './generations.service.ts';
import { GENERATION_MESSAGES } from './run-generation.ts';

const PLAN = 'bathroom-hall-2743x1524';
const ANSWERS = { feel: 'cozy', material: 'wood', colour: 'warm', detail: 'some' };
const body = (over: Record<string, unknown> = {}) => ({
  room: { plan: PLAN },
  style_answers: ANSWERS,
  budget_cents: 3_000_000,
  showroom: 'DEMO2026',
  keep: [],
  avoid: [],
  ...over,
});

describe('AI generations: three rooms from the showroom, coins held then captured or released', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await visualizerApp();
  });
  afterAll(() => t.close());

  /** A request as the page sends it: a new Idempotency-Key unless the test names one. */
  const post = (headers: Record<string, string>, payload: unknown, url = '/api/AI/generations') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'idempotency-key': randomUUID(), ...headers },
      payload: payload as object,
    });
  const read = async (headers: Record<string, string>, id: number): Promise<Generation> => {
    await generationsIdle(t.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/AI/generations/${id}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data.generation;
  };
  const balance = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'POST', url: '/api/AI/get_credits', headers })).json().data
      .balance as number;

  it('refuses a caller without an AI session, and a marketplace token sent as one', async () => {
    expect((await post({}, body())).statusCode).toBe(401);
    const shopper = await createUser(t.db, { email: 'shop@example.test' });
    const token = await loginAs(t.app, shopper.email);
    const res = await post({ AIauthToken: token, ...authHeader(token) }, body());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('says what is wrong, on its field, and holds nothing', async () => {
    const ai = await registerAiAccount(t.app);
    const before = await balance(ai.headers);
    const cases: [Record<string, unknown>, string][] = [
      [{ room: { plan: 'no-such-plan' } }, 'room.plan'],
      [{ budget_cents: 100 }, 'budget_cents'],
      [{ showroom: 'NOPE0000' }, 'showroom'],
      [{ keep: ['not-a-product'] }, 'keep.0'],
    ];
    for (const [over, field] of cases) {
      const res = await post(ai.headers, body(over));
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    expect(await balance(ai.headers)).toBe(before);
  });

  it('designs three rooms within the budget, each priced exactly as its checklist, and captures the coins once', async () => {
    const ai = await registerAiAccount(t.app);
    const before = await balance(ai.headers);
    const res = await post({ ...ai.headers, 'idempotency-key': 'gen-1' }, body());
    expect(res.statusCode).toBe(202);
    const queued = res.json().data.generation as Generation;
    expect(queued).toMatchObject({
      status: 'queued',
      coins: 2,
      budget_cents: 3_000_000,
      showroom: 'DEMO2026',
    });
    // Held at once: the balance drops before the run ends.
    expect(await balance(ai.headers)).toBe(before - 2);
    // The same key again: the same generation, nothing more held.
    const again = await post({ ...ai.headers, 'idempotency-key': 'gen-1' }, body());
    expect(again.statusCode).toBe(200);
    expect(again.json().data.generation.id).toBe(queued.id);

    const done = await read(ai.headers, queued.id);
    expect(done.status, done.error ?? '').toBe('succeeded');
    expect(done.progress).toBe(100);
    // The view names the room it was asked for (the page keeps an own room's measures as a project room).
    expect(done.room).toEqual({ plan: PLAN });
    expect(done.designs).toHaveLength(3);
    expect(new Set(done.designs.map((d) => `${d.style} ${d.palette}`)).size).toBe(3);
    for (const d of done.designs) {
      expect(d.floorplan).toBe(PLAN);
      expect(d.total_cents).toBeLessThanOrEqual(3_000_000);
      const list = (await checklistOf(t, d.document)).json().data;
      expect(d.total_cents).toBe(list.subtotal_cents);
      const inRoom = new Set(
        [...d.document.surfaces, ...d.document.fixtures].flatMap((x) =>
          x.product ? [x.product.product] : [],
        ),
      );
      for (const pick of d.picks) {
        expect(inRoom.has(pick.product)).toBe(true);
        expect(pick.line_cents).toBeGreaterThan(0);
        expect(pick.reasons.terms.length).toBeGreaterThan(0);
        expect(pick.reasons.rules.length).toBeGreaterThan(0);
      }
      // Every product drawn has its look.
      for (const x of [...d.document.surfaces, ...d.document.fixtures])
        if (x.product) expect(d.textures[`${x.product.product}#${x.product.sizeId}`]).toBeDefined();
    }
    const ledger = await ledgerOf(t.db, ai.id);
    expect(ledger.entries.filter((e) => e.kind === 'capture')).toHaveLength(1);
    expect(ledger.chained).toBe(true);
    expect(await balance(ai.headers)).toBe(before - 2);
  });

  it('a budget nothing can meet fails with the least it can be done for, and the coins come back', async () => {
    const ai = await registerAiAccount(t.app);
    const before = await balance(ai.headers);
    const res = await post(
      ai.headers,
      body({ budget_cents: 50_000, room: { plan: 'bathroom-primary-3658x4267' } }),
    );
    expect(res.statusCode).toBe(202);
    const done = await read(ai.headers, res.json().data.generation.id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/^The least this room can be done for is \$[\d,]+\.\d\d; raise the budget\.$/);
    expect(done.designs).toEqual([]);
    expect(await balance(ai.headers)).toBe(before);
    expect((await ledgerOf(t.db, ai.id)).entries.map((e) => e.kind)).toEqual(['grant', 'hold', 'release']);
  });

  it('refines a design: cheaper by 20% costs the refinement, keeps within 80%, and names its parent', async () => {
    const ai = await registerAiAccount(t.app);
    const first = await post(ai.headers, body());
    const parent = await read(ai.headers, first.json().data.generation.id);
    const base = parent.designs[0]!;
    const before = await balance(ai.headers);

    const unknown = await post(
      ai.headers,
      { design: 0, ask: 'make it sing' },
      `/api/AI/generations/${parent.id}/refine`,
    );
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['ask']);
    expect(await balance(ai.headers)).toBe(before);

    const res = await post(
      ai.headers,
      { design: 0, ask: 'cheaper by 20%' },
      `/api/AI/generations/${parent.id}/refine`,
    );
    expect(res.statusCode).toBe(202);
    const refined = await read(ai.headers, res.json().data.generation.id);
    expect(refined.status, refined.error ?? '').toBe('succeeded');
    expect(refined.parent).toBe(parent.id);
    expect(refined.room).toEqual({ plan: PLAN });
    expect(refined.coins).toBe(1);
    expect(refined.designs.length).toBeGreaterThan(0);
    for (const d of refined.designs)
      expect(d.total_cents).toBeLessThanOrEqual(Math.floor(base.total_cents * 0.8));
    expect(await balance(ai.headers)).toBe(before - 1);
  });

  it("another account's generation is 404", async () => {
    const ann = await registerAiAccount(t.app);
    const bob = await registerAiAccount(t.app);
    const res = await post(ann.headers, body());
    const id = res.json().data.generation.id;
    await generationsIdle(t.db);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/AI/generations/${id}`,
      headers: bob.headers,
    });
    expect(seen.statusCode).toBe(404);
    const refine = await post(bob.headers, { design: 0, ask: 'warmer' }, `/api/AI/generations/${id}/refine`);
    expect(refine.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/AI/generations', headers: bob.headers });
    expect(list.json().data.generations).toEqual([]);
  });

  it('a run whose process died is finished by the job once its claim is stale, and captured once', async () => {
    const ai = await registerAiAccount(t.app);
    // Queued and held, then claimed by a process that died: nothing ran it, its claim is past the lease.
    const { row } = await startGeneration(t.db, ai.id, generationBody.parse(body()), 'died-1');
    await t.db.execute(sql`update ai_generations set status = 'running', attempts = 1, progress = 40,
      claimed_at = now() - make_interval(secs => ${CLAIM_LEASE_MS / 1000 + 5}) where id = ${row.id}`);
    const deps = { now: () => new Date(), log: { error: () => {}, warn: () => {} } };
    expect(await resumeGenerations(t.db, deps)).toBe(1);
    expect(await resumeGenerations(t.db, deps)).toBe(0);
    const done = await read(ai.headers, row.id);
    expect(done.status).toBe('succeeded');
    expect(done.designs).toHaveLength(3);
    const kinds = (await ledgerOf(t.db, ai.id)).entries.map((e) => e.kind);
    expect(kinds).toEqual(['grant', 'hold', 'capture']);
  });

  it('a run that keeps failing is failed after its last attempt and its coins released', async () => {
    const ai = await registerAiAccount(t.app);
    const before = await balance(ai.headers);
    const { row } = await startGeneration(t.db, ai.id, generationBody.parse(body()), 'dies-always');
    await t.db.execute(sql`update ai_generations set status = 'running', attempts = ${MAX_ATTEMPTS},
      claimed_at = now() - make_interval(secs => ${CLAIM_LEASE_MS / 1000 + 5}) where id = ${row.id}`);
    await resumeGenerations(t.db, { now: () => new Date(), log: { error: () => {}, warn: () => {} } });
    const done = await read(ai.headers, row.id);
    expect(done.status).toBe('failed');
    expect(done.error).toBe(GENERATION_MESSAGES.gaveUp);
    expect(await balance(ai.headers)).toBe(before);
  });

  it('50 generations at once on a balance for 10: exactly 10 run and are captured, 40 are told they are short', async () => {
    await writeSetting(t.db, PLATFORM_SETTING_KEYS.ai_coins, {
      starter_coins: 10,
      starter_days: 90,
      costs: { generation: 1, refinement: 1, picture: 1 },
      packs: [{ id: 'pack-50', coins: 50, price_cents: 499 }],
    });
    const ai = await registerAiAccount(t.app);
    expect(await balance(ai.headers)).toBe(10);
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(ai.headers, body())));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(10);
    expect(codes.filter((c) => c === 402)).toHaveLength(40);
    await generationsIdle(t.db);
    const ledger = await ledgerOf(t.db, ai.id);
    expect(ledger.entries.filter((e) => e.kind === 'capture')).toHaveLength(10);
    expect(ledger.sum).toBe(0);
    expect(ledger.balance).toBe(0);
    const rows = rowsOf<{ status: string }>(
      await t.db.execute(sql`select status from ai_generations where ai_user_id = ${ai.id}`),
    );
    expect(rows.map((r) => r.status)).toEqual(Array(10).fill('succeeded'));
  });
});
