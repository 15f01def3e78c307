import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { notifications, projectMembers, projects } from '../../db/schema/index.ts';

describe('the shared checklist (issue 24, /api/projectChecklist)', () => {
  let t: TestApp;
  let projectId: number;
  let otherProjectId: number;
  const auth: Record<'owner' | 'pro' | 'stranger', Record<string, string>> = {} as never;
  const ids: Record<'owner' | 'pro' | 'stranger', number> = {} as never;

  const call = (method: string, url: string, who: keyof typeof auth | null, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers: who ? auth[who] : {}, payload: payload as object });

  beforeAll(async () => {
    t = await buildTestApp();
    for (const [who, type] of [
      ['owner', 'User'],
      ['pro', 'Contractor'],
      ['stranger', 'User'],
    ] as const) {
      const user = await createUser(t.db, { type, fullName: `${who} person` });
      ids[who] = user.id;
      auth[who] = authHeader(await loginAs(t.app, user.email));
    }
    const [project] = await t.db
      .insert(projects)
      .values({ userId: ids.owner, showroomUserId: ids.pro, isCart: false, name: 'Kitchen remodel' })
      .returning();
    projectId = project.id;
    await t.db.insert(projectMembers).values({ projectId, userId: ids.pro, role: 'pro', addedBy: ids.owner });
    const [other] = await t.db
      .insert(projects)
      .values({ userId: ids.stranger, isCart: false, name: 'Their bathroom' })
      .returning();
    otherProjectId = other.id;
  });
  afterAll(() => t.close());

  const tile = {
    room: 'Kitchen',
    kind: 'surface',
    title: 'Backsplash',
    dimensions: { unit: 'in', width: 120, height: 18 },
  };

  it('is for the people of the project only: 401 without a token, 404 to anyone else', async () => {
    expect((await call('GET', `/api/projectChecklist/${projectId}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/projectChecklist/${projectId}`, 'stranger')).statusCode).toBe(404);
    const refused = await call('POST', '/api/projectChecklist', 'stranger', {
      project_id: projectId,
      items: [tile],
    });
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', `/api/projectChecklist/${projectId}`, 'owner')).json().data).toBeNull();
    expect((await call('GET', `/api/projectChecklist/${otherProjectId}`, 'owner')).statusCode).toBe(404);
    expect((await call('GET', '/api/projectChecklist/abc', 'owner')).statusCode).toBe(404);
  });

  it('starts with items whose measures show in both units; a second start answers 409 with the first', async () => {
    const res = await call('POST', '/api/projectChecklist', 'owner', {
      project_id: projectId,
      items: [tile],
      project_checklist: { title: 'Kitchen decisions' },
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ project_id: projectId, title: 'Kitchen decisions', version: 1 });
    expect(data.items[0]).toMatchObject({
      room: 'Kitchen',
      status: 'to_decide',
      quantity: 1,
      // As typed (18 in stays 18 in), and in whole millimetres.
      dimensions: {
        unit: 'in',
        width: 120,
        length: null,
        height: 18,
        width_mm: 3048,
        length_mm: null,
        height_mm: 457,
      },
      dimensions_text: '120 × 18 in (3,048 × 457 mm)',
    });
    expect(data.members.map((m: { role: string }) => m.role)).toEqual(['owner', 'pro']);
    const again = await call('POST', '/api/projectChecklist', 'pro', { project_id: projectId, items: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json().current.id).toBe(data.id);
  });

  it('appends or replaces at the version it was made on; a stale write is a 409 with the current copy', async () => {
    const current = (await call('GET', `/api/projectChecklist/${projectId}`, 'pro')).json().data;
    const appended = await call('PUT', `/api/projectChecklist/${current.id}`, 'pro', {
      version: current.version,
      append_items: true,
      items: [{ room: 'Kitchen', kind: 'fixture', title: 'Sink faucet', quantity: 1 }],
    });
    expect(appended.statusCode).toBe(200);
    expect(appended.json().data.items.map((i: { title: string }) => i.title)).toEqual([
      'Backsplash',
      'Sink faucet',
    ]);
    expect(appended.json().data.version).toBe(current.version + 1);

    // The owner edits the copy it read before the pro's change: refused, nothing lost, the pro's item shown.
    const stale = await call('PUT', `/api/projectChecklist/${current.id}`, 'owner', {
      version: current.version,
      items: [{ ...tile, id: current.items[0].id, status: 'chosen' }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.items).toHaveLength(2);

    const fresh = stale.json().current;
    const replaced = await call('PUT', `/api/projectChecklist/${current.id}`, 'owner', {
      version: fresh.version,
      append_items: false,
      items: [{ ...tile, id: fresh.items[0].id, status: 'chosen' }],
    });
    expect(replaced.json().data.items).toEqual([
      expect.objectContaining({ id: fresh.items[0].id, status: 'chosen' }),
    ]);
  });

  it('lets one of two writes made at once win; the other gets the winner’s copy', async () => {
    const current = (await call('GET', `/api/projectChecklist/${projectId}`, 'owner')).json().data;
    const write = (who: 'owner' | 'pro', title: string) =>
      call('PUT', `/api/projectChecklist/${current.id}`, who, {
        version: current.version,
        append_items: true,
        items: [{ room: 'Hall', kind: 'task', title }],
      });
    const results = await Promise.all([write('owner', 'Paint'), write('pro', 'Patch drywall')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = (await call('GET', `/api/projectChecklist/${projectId}`, 'owner')).json().data;
    expect(after.version).toBe(current.version + 1);
    expect(after.items).toHaveLength(current.items.length + 1);
  });

  it('refuses what cannot be kept on its field: a removed item, a stranger assigned, a bad measure', async () => {
    const current = (await call('GET', `/api/projectChecklist/${projectId}`, 'owner')).json().data;
    const put = (items: unknown[]) =>
      call('PUT', `/api/projectChecklist/${current.id}`, 'owner', { version: current.version, items });
    const gone = await put([{ ...tile, id: '11111111-1111-4111-8111-111111111111' }]);
    expect(gone.statusCode).toBe(422);
    expect(gone.json().errors['items.0.id']).toEqual(['This item is no longer on the checklist.']);
    const stranger = await put([{ ...tile, assignee_id: ids.stranger }]);
    expect(stranger.json().errors['items.0.assignee_id']).toEqual([
      'The assignee must be a member of the project.',
    ]);
    const measure = await put([{ ...tile, dimensions: { unit: 'mm', width: -3 } }]);
    expect(measure.json().errors['items.0.dimensions.width']).toEqual(['The width must be greater than 0.']);
    const nul = await put([{ ...tile, title: 'Tile\u0000' }]);
    expect(nul.statusCode).toBe(422);
    expect((await call('GET', `/api/projectChecklist/${projectId}`, 'owner')).json().data.version).toBe(
      current.version,
    );
  });

  it('tells a member an item was assigned to them, once, and not the one who assigned it', async () => {
    const current = (await call('GET', `/api/projectChecklist/${projectId}`, 'owner')).json().data;
    const items = current.items.map((i: { id: string }, n: number) => ({
      ...i,
      assignee_id: n === 0 ? ids.pro : ids.owner,
    }));
    const res = await call('PUT', `/api/projectChecklist/${current.id}`, 'owner', {
      version: current.version,
      items,
    });
    expect(res.statusCode).toBe(200);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, ids.pro));
    expect(told.map((n) => n.title)).toEqual(['A checklist item was assigned to you']);
    expect(told[0].link).toBe(`/projects/${projectId}`);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, ids.owner))).toEqual([]);
  });

  it('lists the checklists of the caller’s projects only', async () => {
    const mine = (await call('GET', '/api/projectChecklist', 'pro')).json().data;
    expect(mine.map((c: { project_id: number }) => c.project_id)).toEqual([projectId]);
    expect((await call('GET', '/api/projectChecklist', 'stranger')).json().data).toEqual([]);
  });
});
