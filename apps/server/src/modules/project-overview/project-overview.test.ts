import { floorPlanById } from '@app/domain/room/floor-plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { projectActivity, showrooms } from '../../db/schema/index.ts';

const plan = floorPlanById('bathroom-hall-2438x1524')!;
type Who = 'owner' | 'pro' | 'otherPro' | 'stranger';

describe('a project as its people see it (issue 24: GET /api/project, /api/project/{id}, /api/pro/projects)', () => {
  let t: TestApp;
  const auth = {} as Record<Who, Record<string, string>>;
  const ids = {} as Record<Who, number>;
  let projectId: number;
  let designId: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who | null, payload?: unknown) =>
    t.app.inject({ method, url, headers: who ? auth[who] : {}, payload: payload as object });

  beforeAll(async () => {
    t = await buildTestApp();
    const people: [Who, 'User' | 'Contractor', string][] = [
      ['owner', 'User', 'Ann Home'],
      ['pro', 'Contractor', 'Carl Pro'],
      ['otherPro', 'Contractor', 'Dana Pro'],
      ['stranger', 'User', 'Sam Stranger'],
    ];
    for (const [who, type, fullName] of people) {
      const user = await createUser(t.db, { type, fullName });
      ids[who] = user.id;
      auth[who] = authHeader(await loginAs(t.app, user.email));
    }
    await t.db.insert(showrooms).values([
      { userId: ids.pro, vsdId: 'OVERV001', companyName: 'Carl Builds' },
      { userId: ids.otherPro, vsdId: 'OVERV002', companyName: 'Dana Remodels' },
    ]);
    const created = await call('POST', '/api/projectCart', 'owner', {
      name: 'Kitchen remodel',
      vsd_id: 'OVERV001',
      is_cart: false,
    });
    projectId = created.json().data.project_id;
    const design = await call('POST', '/api/designs', 'owner', {
      name: 'Hall bath',
      floorplan: plan.id,
      project: projectId,
      document: structuredClone(plan.doc),
    });
    designId = design.json().data.id;
    await call('PUT', `/api/designs/${designId}`, 'owner', {
      base_version: 1,
      document: structuredClone(plan.doc),
      name: 'Hall bath',
    });
    await call('POST', '/api/projectChecklist', 'owner', {
      project_id: projectId,
      items: [
        { room: 'Bath', kind: 'surface', title: 'Floor tile', status: 'chosen' },
        { room: 'Bath', kind: 'fixture', title: 'Vanity' },
        { room: 'Bath', kind: 'task', title: 'Demo', status: 'installed' },
      ],
    });
  });
  afterAll(() => t.close());

  it('is for the project’s people: 401 without a token, 404 to anyone else or for no such project', async () => {
    expect((await call('GET', `/api/project/${projectId}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/project/${projectId}`, 'stranger')).statusCode).toBe(404);
    // The showroom's pro before the owner shares it: not yet one of its people.
    expect((await call('GET', `/api/project/${projectId}`, 'pro')).statusCode).toBe(404);
    expect((await call('GET', '/api/project/2147483000', 'owner')).statusCode).toBe(404);
    expect((await call('GET', '/api/project/abc', 'owner')).statusCode).toBe(404);
    expect((await call('GET', `/api/project/${projectId}/activity`, 'stranger')).statusCode).toBe(404);
    expect((await call('GET', `/api/project/${projectId}/activity`, null)).statusCode).toBe(401);
  });

  it('answers the owner its showroom, rooms with versions, checklist counts, people and timeline', async () => {
    const res = await call('GET', `/api/project/${projectId}`, 'owner');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: projectId,
      name: 'Kitchen remodel',
      role: 'owner',
      showroom: { user_id: ids.pro, company_name: 'Carl Builds', vsd_id: 'OVERV001' },
      shared_with_pro_at: null,
      rooms: [{ id: designId, name: 'Hall bath', floorplan: plan.id, version: 2, version_count: 2 }],
      checklist: { total: 3, to_decide: 1, chosen: 1, ordered: 0, installed: 1 },
      people: [{ user_id: ids.owner, name: 'Ann Home', role: 'owner', company_name: null }],
    });
    expect(data.people[0].email).toMatch(/@/);
    expect(data.activity.items.map((a: { text: string }) => a.text)).toEqual([
      'Ann Home started the checklist',
      'Ann Home started the project “Kitchen remodel”',
    ]);
    expect(data.activity.next_before).toBeNull();
  });

  it('once shared, the pro is one of its people and finds it in the portal; another pro does not', async () => {
    expect((await call('GET', `/api/project/share_to_contractor/${projectId}`, 'owner')).statusCode).toBe(
      200,
    );
    const res = await call('GET', `/api/project/${projectId}`, 'pro');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.role).toBe('pro');
    expect(data.shared_with_pro_at).toEqual(expect.any(String));
    expect(data.people.map((p: { name: string; role: string }) => [p.name, p.role])).toEqual([
      ['Ann Home', 'owner'],
      ['Carl Pro', 'pro'],
    ]);
    expect(data.people[1]).toMatchObject({ company_name: 'Carl Builds', email: expect.stringMatching(/@/) });
    expect(data.activity.items[0].text).toBe('Ann Home shared the project with the contractor');

    const portal = await call('GET', '/api/pro/projects', 'pro');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().data).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(portal.json().data.data).toEqual([
      expect.objectContaining({
        id: projectId,
        name: 'Kitchen remodel',
        role: 'pro',
        owner_name: 'Ann Home',
        rooms: 1,
        checklist: { total: 3, to_decide: 1, chosen: 1, ordered: 0, installed: 1 },
        last_activity_at: expect.any(String),
        shared_with_pro_at: data.shared_with_pro_at,
      }),
    ]);
    expect((await call('GET', '/api/pro/projects', 'otherPro')).json().data.total).toBe(0);
    // The pro's own list of projects holds it too, as the pro.
    const mine = (await call('GET', '/api/project', 'pro')).json().data.data;
    expect(mine.map((p: { id: number; role: string }) => [p.id, p.role])).toEqual([[projectId, 'pro']]);
  });

  it('the portal list is the pros’: 401 without a token, 403 to a homeowner, 422 for a bad page', async () => {
    expect((await call('GET', '/api/pro/projects', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/pro/projects', 'owner')).statusCode).toBe(403);
    const bad = await call('GET', '/api/pro/projects?page=0x1', 'pro');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.page).toEqual(['The page must be an integer.']);
    expect((await call('GET', '/api/project?page=0', 'owner')).statusCode).toBe(422);
    expect((await call('GET', '/api/project', null)).statusCode).toBe(401);
  });

  it('lists the owner’s working projects, not a bare cart or a past order with nothing in it', async () => {
    await call('POST', '/api/projectCart', 'owner', { vsd_id: 'OVERV001' }); // a cart: no name, nothing else
    await call('POST', '/api/projectCart', 'owner', { name: 'Patio', is_cart: false });
    const res = await call('GET', '/api/project', 'owner');
    expect(res.statusCode).toBe(200);
    const cards = res.json().data.data;
    expect(cards.map((c: { name: string }) => c.name).sort()).toEqual(['Kitchen remodel', 'Patio']);
    expect(cards.find((c: { name: string }) => c.name === 'Patio')).toMatchObject({
      role: 'owner',
      showroom: null,
      rooms: 0,
      checklist: { total: 0 },
      shared_with_pro_at: null,
    });
    expect((await call('GET', '/api/project', 'stranger')).json().data.total).toBe(0);
  });

  it('pages the timeline newest first, then the older entries by `before`', async () => {
    await t.db
      .insert(projectActivity)
      .values(
        Array.from({ length: 25 }, () => ({ projectId, actorId: ids.owner, kind: 'checklist_changed' })),
      );
    const first = (await call('GET', `/api/project/${projectId}`, 'owner')).json().data.activity;
    expect(first.items).toHaveLength(20);
    expect(first.next_before).toBe(first.items[19].id);
    const ids20 = first.items.map((a: { id: number }) => a.id);
    expect(ids20).toEqual([...ids20].sort((a, b) => b - a));
    const older = await call('GET', `/api/project/${projectId}/activity?before=${first.next_before}`, 'pro');
    expect(older.statusCode).toBe(200);
    const rest = older.json().data;
    // 25 changes + shared + checklist started + project started = 28: 20, then 8.
    expect(rest.items).toHaveLength(8);
    expect(rest.next_before).toBeNull();
    expect(rest.items.at(-1).text).toBe('Ann Home started the project “Kitchen remodel”');
    const bad = await call('GET', `/api/project/${projectId}/activity?before=1e3`, 'owner');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.before).toEqual(['The before must be an integer.']);
  });
});
