import { floorPlanById } from '@app/domain/room/floor-plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { designs, projectActivity, projects, showrooms } from '../../db/schema/index.ts';

const plan = floorPlanById('bathroom-hall-2438x1524')!;

describe('POST /api/projectCart: an empty named project, or one from a saved design (issue 24)', () => {
  let t: TestApp;
  let ann: Record<string, string>;
  let bob: Record<string, string>;
  let annId: number;
  let designId: number;
  let firstProject: number;

  const post = (payload: unknown, headers: Record<string, string> = ann) =>
    t.app.inject({ method: 'POST', url: '/api/projectCart', headers, payload: payload as object });

  beforeAll(async () => {
    t = await buildTestApp();
    const pro = await createUser(t.db, { type: 'Contractor' });
    await t.db.insert(showrooms).values({ userId: pro.id, vsdId: 'FROMDES1', companyName: 'From Design Co' });
    const a = await createUser(t.db, { fullName: 'Ann Home' });
    annId = a.id;
    ann = authHeader(await loginAs(t.app, a.email));
    bob = authHeader(await loginAs(t.app, (await createUser(t.db)).email));
    firstProject = (await post({ name: 'Bath', vsd_id: 'FROMDES1', is_cart: false })).json().data.project_id;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: ann,
      payload: { name: 'Hall bath', floorplan: plan.id, project: firstProject, document: plan.doc },
    });
    designId = made.json().data.id;
    const moved = structuredClone(plan.doc);
    moved.name = 'Hall bath, second try';
    await t.app.inject({
      method: 'PUT',
      url: `/api/designs/${designId}`,
      headers: ann,
      payload: { base_version: 1, document: moved },
    });
  });
  afterAll(() => t.close());

  it('an empty named project starts its timeline', async () => {
    const res = await post({ name: 'Garden', is_cart: false });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.project_id;
    const [row] = await t.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ name: 'Garden', isCart: false, userId: annId });
    const timeline = await t.db.select().from(projectActivity).where(eq(projectActivity.projectId, id));
    expect(timeline).toEqual([
      expect.objectContaining({ kind: 'project_created', actorId: annId, detail: { name: 'Garden' } }),
    ]);
  });

  it('from a design: a copy of its newest version is the first room, in the design’s showroom', async () => {
    const res = await post({ name: 'Our bath', design: designId, is_cart: false });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.project_id;
    const [row] = await t.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ name: 'Our bath', vsdId: 'FROMDES1', is3d: true, floorplan: plan.id });
    const rooms = await t.db.select().from(designs).where(eq(designs.projectId, id));
    expect(rooms).toEqual([expect.objectContaining({ name: 'Hall bath', version: 1, userId: annId })]);
    const copy = await t.app.inject({ method: 'GET', url: `/api/designs/${rooms[0].id}`, headers: ann });
    expect(copy.json().data.document.name).toBe('Hall bath, second try');
    // The design stays where it was saved.
    const [original] = await t.db.select().from(designs).where(eq(designs.id, designId));
    expect(original).toMatchObject({ projectId: firstProject, version: 2 });
    const overview = (await t.app.inject({ method: 'GET', url: `/api/project/${id}`, headers: ann })).json();
    expect(overview.data.activity.items.map((a: { text: string }) => a.text)).toEqual([
      'Ann Home added the room “Hall bath”',
      'Ann Home started the project “Our bath”',
    ]);
  });

  it('refuses a design that is not the caller’s on its field, and bad input; 401 without a token', async () => {
    const before = (await t.db.select().from(projects)).length;
    const other = await post({ name: 'Theirs', design: designId, is_cart: false }, bob);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.design).toEqual(['The selected design is invalid.']);
    expect((await post({ design: 'abc' })).json().errors.design).toEqual(['The design must be an integer.']);
    expect((await post({ design: 2_147_483_648 })).json().errors.design).toEqual(['The design is invalid.']);
    expect((await post({ name: 'x', design: designId }, {})).statusCode).toBe(401);
    expect((await t.db.select().from(projects)).length).toBe(before);
  });
});
