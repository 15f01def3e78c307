import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { projectChecklists, projects } from '../../db/schema/index.ts';

/**
 * A checklist measure comes back as it was typed (issue 24: whole millimetres alone turned 18 in into 17.99
 * in); items stored before, in millimetres only, still read, and a write keeps them.
 */
describe('checklist measures as typed (/api/projectChecklist)', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let ownerId: number;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: owner, payload: payload as object });
  const project = async (name: string) =>
    (await t.db.insert(projects).values({ userId: ownerId, isCart: false, name }).returning())[0].id;

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await createUser(t.db, { fullName: 'Ann Home' });
    ownerId = user.id;
    owner = authHeader(await loginAs(t.app, user.email));
  });
  afterAll(() => t.close());

  it('keeps inches and millimetres exactly as typed, reads them back so, and refuses more places than a tape has', async () => {
    const projectId = await project('Measures');
    const created = await call('POST', '/api/projectChecklist', {
      project_id: projectId,
      items: [
        {
          room: 'Bath',
          kind: 'fixture',
          title: 'Vanity',
          dimensions: { unit: 'in', width: 18.125, length: 30.07, height: 18 },
        },
        {
          room: 'Bath',
          kind: 'surface',
          title: 'Floor',
          dimensions: { unit: 'mm', width: 1524, length: 2438.4 },
        },
      ],
    });
    expect(created.statusCode).toBe(201);
    const read = (await call('GET', `/api/projectChecklist/${projectId}`)).json().data.items;
    expect(
      read.map((i: { dimensions: unknown; dimensions_text: string }) => [i.dimensions, i.dimensions_text]),
    ).toEqual([
      [
        {
          unit: 'in',
          width: 18.125,
          length: 30.07,
          height: 18,
          width_mm: 460,
          length_mm: 764,
          height_mm: 457,
        },
        '18.125 × 30.07 × 18 in (460 × 764 × 457 mm)',
      ],
      [
        {
          unit: 'mm',
          width: 1524,
          length: 2438.4,
          height: null,
          width_mm: 1524,
          length_mm: 2438,
          height_mm: null,
        },
        '1,524 × 2,438.4 mm (60 × 96 in)',
      ],
    ]);
    const tooFine = await call('PUT', `/api/projectChecklist/${created.json().data.id}`, {
      version: 1,
      append_items: true,
      items: [{ room: 'Bath', kind: 'task', title: 'Trim', dimensions: { unit: 'in', width: 18.03125 } }],
    });
    expect(tooFine.statusCode).toBe(422);
    expect(tooFine.json().errors).toEqual({
      'items.0.dimensions.width': ['The width may have at most 4 decimal places.'],
    });
  });

  it('reads an item stored in millimetres alone with its measures in its unit; a write keeps it so', async () => {
    const projectId = await project('Older list');
    const older = {
      id: '00000000-0000-4000-8000-0000000000aa',
      room: 'Kitchen',
      kind: 'surface',
      title: 'Backsplash',
      dimensions: { unit: 'in', width_mm: 3048, length_mm: null, height_mm: 457 },
      quantity: 1,
      notes: '',
      status: 'to_decide',
      photo_id: null,
      product: null,
      design: null,
      assignee_id: null,
    };
    const [row] = await t.db
      .insert(projectChecklists)
      // biome-ignore lint/suspicious/noExplicitAny: the shape stored before measures were kept as typed.
      .values({ projectId, items: [older as any], updatedBy: ownerId })
      .returning();
    const got = (await call('GET', `/api/projectChecklist/${projectId}`)).json().data.items[0];
    expect(got).toMatchObject({
      dimensions: { unit: 'in', width: 120, length: null, height: 17.99, width_mm: 3048, height_mm: 457 },
      dimensions_text: '120 × 17.99 in (3,048 × 457 mm)',
    });
    const put = await call('PUT', `/api/projectChecklist/${row.id}`, {
      version: 1,
      append_items: true,
      items: [{ room: 'Kitchen', kind: 'task', title: 'Paint' }],
    });
    expect(put.statusCode).toBe(200);
    const [stored] = await t.db.select().from(projectChecklists).where(eq(projectChecklists.id, row.id));
    expect(stored.items.map((i) => i.dimensions)).toEqual([
      {
        unit: 'in',
        width: 120,
        length: null,
        height: 17.99,
        width_mm: 3048,
        length_mm: null,
        height_mm: 457,
      },
      {
        unit: 'in',
        width: null,
        length: null,
        height: null,
        width_mm: null,
        length_mm: null,
        height_mm: null,
      },
    ]);
  });
});
