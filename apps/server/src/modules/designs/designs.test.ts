import { DESIGN_MESSAGES, MAX_DESIGN_VERSIONS } from '@app/domain/designs/contract';
import { floorPlanById } from '@app/domain/room/floor-plans';
import { ROOM_MESSAGES } from '@app/domain/room/room-validity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, type TestApp } from '../../../test/harness.ts';
import { issueToken } from '../accounts/token.repository.ts';

const plan = floorPlanById('bathroom-hall-2438x1524')!;
const doc = () => structuredClone(plan.doc);

describe('the designs API: a homeowner’s room documents with their versions', () => {
  let t: TestApp;
  let ann: Record<string, string>;
  let bob: Record<string, string>;
  let vendor: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    const signIn = async (type?: 'User' | 'Vendor') =>
      authHeader((await issueToken(t.db, (await createUser(t.db, { type })).id)).token);
    [ann, bob, vendor] = [await signIn(), await signIn(), await signIn('Vendor')];
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers, payload: payload as object });
  const create = (headers = ann, over: Record<string, unknown> = {}) =>
    call('POST', '/api/designs', headers, {
      name: 'Hall bath',
      floorplan: plan.id,
      document: doc(),
      ...over,
    });

  it('saves a design as version 1 and reads it back, owner only', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    const made = res.json().data;
    expect(made).toMatchObject({
      name: 'Hall bath',
      floorplan: plan.id,
      floorTemplate: null,
      project: null,
      version: 1,
      document_version: 1,
    });
    expect(made.document).toEqual(plan.doc);
    const mine = await call('GET', `/api/designs/${made.id}`, ann);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.document).toEqual(plan.doc);
    // Another homeowner, a guest and another role cannot see it.
    expect((await call('GET', `/api/designs/${made.id}`, bob)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/designs/${made.id}`, bob, { base_version: 1, document: doc() })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/designs/${made.id}`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/api/designs/${made.id}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/designs', vendor)).statusCode).toBe(403);
    const list = (await call('GET', '/api/designs', bob)).json().data;
    expect(list.map((d: { id: number }) => d.id)).not.toContain(made.id);
  });

  it('a save makes the next version; an older version stays readable', async () => {
    const { id } = (await create()).json().data;
    const taller = { ...doc(), ceilingHeight: 2743 };
    const saved = await call('PUT', `/api/designs/${id}`, ann, {
      base_version: 1,
      document: taller,
      name: 'Taller bath',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ version: 2, document_version: 2, name: 'Taller bath' });
    expect((await call('GET', `/api/designs/${id}`, ann)).json().data.document.ceilingHeight).toBe(2743);
    const first = await call('GET', `/api/designs/${id}?version=1`, ann);
    expect(first.json().data).toMatchObject({ version: 2, document_version: 1 });
    expect(first.json().data.document.ceilingHeight).toBe(2438);
    expect((await call('GET', `/api/designs/${id}?version=9`, ann)).statusCode).toBe(404);
  });

  it('a save from an old version is 409; the same save retried after a lost answer is not saved twice', async () => {
    const { id } = (await create()).json().data;
    const next = { ...doc(), name: 'Second' };
    expect(
      (await call('PUT', `/api/designs/${id}`, ann, { base_version: 1, document: next })).statusCode,
    ).toBe(200);
    const retried = await call('PUT', `/api/designs/${id}`, ann, { base_version: 1, document: next });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.version).toBe(2);
    const stale = await call('PUT', `/api/designs/${id}`, ann, {
      base_version: 1,
      document: { ...doc(), name: 'Other' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(DESIGN_MESSAGES.stale);
  });

  it(`keeps the newest ${MAX_DESIGN_VERSIONS} versions`, async () => {
    const { id } = (await create()).json().data;
    for (let v = 1; v <= MAX_DESIGN_VERSIONS + 2; v += 1) {
      const res = await call('PUT', `/api/designs/${id}`, ann, {
        base_version: v,
        document: { ...doc(), ceilingHeight: 2400 + v },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await call('GET', `/api/designs/${id}?version=3`, ann)).statusCode).toBe(404);
    expect((await call('GET', `/api/designs/${id}?version=4`, ann)).statusCode).toBe(200);
  });

  it('refuses a document that does not hold together, naming the field; and one over the size limit', async () => {
    const broken = doc();
    broken.openings[0].wallId = 'nowhere';
    const res = await create(ann, { document: broken });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'document.openings.0.wallId': ['No such wall.'] });
    const huge = doc();
    huge.name = 'x'.repeat(120);
    huge.surfaces = Array.from({ length: 400 }, (_, i) => ({
      ...plan.doc.surfaces[0],
      id: `s${i}-${'y'.repeat(30)}`,
      region: {
        type: 'plan' as const,
        outline: Array.from({ length: 200 }, (_, k) => ({ x: k, y: k * k })),
        holes: [],
        elevation: 0,
      },
    }));
    const big = await create(ann, { document: huge });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ document: [DESIGN_MESSAGES.tooLarge] });
  });

  it('a design tied to a project must name one of the caller’s projects', async () => {
    const mine = await call('POST', '/api/projectCart', ann, {
      name: 'Bath remodel',
      is_3d: true,
      floorplan: plan.id,
      is_cart: false,
    });
    expect(mine.statusCode).toBe(201);
    const projectId = mine.json().data.project_id;
    expect((await create(ann, { project: projectId })).json().data.project).toBe(projectId);
    expect((await create(bob, { project: projectId })).statusCode).toBe(404);
  });

  it('an unknown floor plan or template, or a template of another room, is 422 on its field', async () => {
    const noPlan = await create(ann, { floorplan: 'no-such-plan' });
    expect(noPlan.statusCode).toBe(422);
    expect(noPlan.json().errors).toEqual({ floorplan: ['The selected floor plan is invalid.'] });
    const noTemplate = await create(ann, { floorTemplate: 'no-such-template' });
    expect(noTemplate.json().errors).toEqual({ floorTemplate: ['The selected floor template is invalid.'] });
    const kitchen = await create(ann, { floorTemplate: 'kitchen-modern-light' });
    expect(kitchen.json().errors).toEqual({ floorTemplate: ['This template is not for a bathroom plan.'] });
    expect((await create(ann, { floorTemplate: 'bathroom-modern-light' })).statusCode).toBe(201);
  });

  it('a room that cannot be measured is refused on save with the field path, and nothing is saved', async () => {
    const open = doc();
    open.walls[1] = { ...open.walls[1], b: { x: open.walls[1].b.x + 100, y: open.walls[1].b.y } };
    const refused = await create(ann, { document: open });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({ 'document.walls': [ROOM_MESSAGES.wallsOpen] });

    const { id } = (await create()).json().data;
    const wide = doc();
    const wall = wide.walls.find((w) => w.id === wide.openings[0].wallId)!;
    const length = Math.hypot(wall.b.x - wall.a.x, wall.b.y - wall.a.y);
    wide.openings[0] = { ...wide.openings[0], offset: 0, width: Math.ceil(length) + 10 };
    const save = await call('PUT', `/api/designs/${id}`, ann, { base_version: 1, document: wide });
    expect(save.statusCode).toBe(422);
    expect(save.json().errors).toEqual({ 'document.openings.0.width': [ROOM_MESSAGES.openingTooWide] });

    const bowTie = doc();
    bowTie.surfaces.push({
      ...bowTie.surfaces[0],
      id: 'bow-tie',
      region: {
        type: 'plan',
        outline: [
          { x: 0, y: 0 },
          { x: 1000, y: 1000 },
          { x: 1000, y: 0 },
          { x: 0, y: 1000 },
        ],
        holes: [],
        elevation: 900,
      },
    });
    const crossed = await call('PUT', `/api/designs/${id}`, ann, { base_version: 1, document: bowTie });
    expect(crossed.json().errors).toEqual({
      [`document.surfaces.${bowTie.surfaces.length - 1}.region.outline`]: [ROOM_MESSAGES.outlineCrosses],
    });
    expect((await call('GET', `/api/designs/${id}`, ann)).json().data.version).toBe(1);
  });

  it('deletes a design with its versions', async () => {
    const { id } = (await create()).json().data;
    expect((await call('DELETE', `/api/designs/${id}`, ann)).statusCode).toBe(200);
    expect((await call('GET', `/api/designs/${id}`, ann)).statusCode).toBe(404);
  });
});

/** Two tabs saving from the same version at once, on PostgreSQL: one wins, the other is told. */
describe.skipIf(process.env.TEST_DB !== 'pg')('designs under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('10 parallel saves from version 1 with different documents: one 200, nine 409, version 2', async () => {
    const headers = authHeader((await issueToken(t.db, (await createUser(t.db)).id)).token);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers,
      payload: { name: 'Race', floorplan: plan.id, document: doc() },
    });
    const id = made.json().data.id;
    const saves = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/designs/${id}`,
          headers,
          payload: { base_version: 1, document: { ...doc(), ceilingHeight: 2500 + i } },
        }),
      ),
    );
    expect(saves.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(saves.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/designs/${id}`, headers })).json().data.version,
    ).toBe(2);
  });
});
