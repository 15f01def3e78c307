import { DESIGN_MESSAGES } from '@app/domain/designs/contract';
import { floorPlanById } from '@app/domain/room/floor-plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs } from '../../../test/harness.ts';
import { designs, projectActivity, projectMembers } from '../../db/schema/index.ts';
import { createPro, type DesignersFixture, designersTestApp, type Pro } from './designers.fixture.ts';

const plan = floorPlanById('bathroom-hall-2438x1524')!;
const doc = (ceilingHeight = plan.doc.ceilingHeight) => ({ ...structuredClone(plan.doc), ceilingHeight });
type Headers = Record<string, string>;

describe('a designer in a project edits its rooms; the owner compares and restores (issue 24 point 5)', () => {
  let f: DesignersFixture;
  let dee: Pro; // accepted into the project
  let ella: Pro; // a designer of no project
  let projectId: number;
  let vendorAuth: Headers;

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: unknown,
  ) =>
    f.t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (project: number | undefined, name = 'Hall bath') =>
    (
      await call('POST', '/api/designs', f.ownerAuth, { name, floorplan: plan.id, project, document: doc() })
    ).json().data.id as number;
  const save = (id: number, headers: Headers, base: number, height: number) =>
    call('PUT', `/api/designs/${id}`, headers, { base_version: base, document: doc(height) });
  const restore = (id: number, headers: Headers, version: number, base: number) =>
    call('POST', `/api/designs/${id}/restore`, headers, { version, base_version: base });

  beforeAll(async () => {
    f = await designersTestApp();
    dee = await createPro(f.t, { name: 'Dee Local' });
    ella = await createPro(f.t, { name: 'Ella State' });
    vendorAuth = authHeader(await loginAs(f.t.app, (await createUser(f.t.db, { type: 'Vendor' })).email));
    projectId = await f.project('Rooms');
    const asked = await f.hire(projectId, dee.id);
    await call('POST', `/api/pro/designer_requests/${asked.json().data.request.id}/accept`, dee.auth);
  });
  afterAll(() => f.t.close());

  it('each designer edit is a new version; the owner lists, compares and restores (a new version too)', async () => {
    const id = await create(projectId);
    expect((await call('GET', `/api/designs/${id}`, dee.auth)).json().data.document).toEqual(doc());
    const edited = await save(id, dee.auth, 1, 2700);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ version: 2, document_version: 2 });

    const versions = await call('GET', `/api/designs/${id}/versions`, f.ownerAuth);
    expect(versions.statusCode).toBe(200);
    expect(versions.json().data).toMatchObject({
      id,
      version: 2,
      versions: [{ version: 2 }, { version: 1 }],
    });
    const before = (await call('GET', `/api/designs/${id}?version=1`, f.ownerAuth)).json().data.document;
    const after = (await call('GET', `/api/designs/${id}?version=2`, f.ownerAuth)).json().data.document;
    expect([before.ceilingHeight, after.ceilingHeight]).toEqual([plan.doc.ceilingHeight, 2700]);

    const restored = await restore(id, f.ownerAuth, 1, 2);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ message: DESIGN_MESSAGES.restored, data: { version: 3 } });
    expect(restored.json().data.document).toEqual(doc());
    // The same restore retried after a lost answer makes nothing new; one from an old base is a 409.
    expect((await restore(id, f.ownerAuth, 1, 2)).json().data.version).toBe(3);
    const stale = await restore(id, dee.auth, 2, 2);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(DESIGN_MESSAGES.stale);
    const gone = await restore(id, f.ownerAuth, 99, 3);
    expect(gone.statusCode).toBe(422);
    expect(gone.json().errors).toEqual({ version: [DESIGN_MESSAGES.versionGone] });
    const bad = await call('POST', `/api/designs/${id}/restore`, f.ownerAuth, {
      version: '0x1',
      base_version: 0,
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['base_version', 'version']);
    // The designer restores too: the edit comes back as version 4.
    expect((await restore(id, dee.auth, 2, 3)).json().data).toMatchObject({
      version: 4,
      document_version: 4,
    });

    const timeline = await f.t.db
      .select()
      .from(projectActivity)
      .where(eq(projectActivity.projectId, projectId));
    expect(
      timeline.filter((a) => a.kind.startsWith('design_')).map((a) => [a.kind, a.actorId, a.detail]),
    ).toEqual([
      ['design_saved', dee.id, { design: id, version: 2, name: 'Hall bath' }],
      ['design_restored', f.owner.id, { design: id, from: 1, version: 3, name: 'Hall bath' }],
      ['design_restored', dee.id, { design: id, from: 2, version: 4, name: 'Hall bath' }],
    ]);
  });

  it('the project’s pro reads its design and versions (its takeoff at the showroom’s prices) and changes nothing (403)', async () => {
    const id = await create(projectId, 'Read by the pro');
    await f.t.db
      .insert(projectMembers)
      .values({ projectId, userId: f.pro.id, role: 'pro' })
      .onConflictDoNothing();
    const read = await call('GET', `/api/designs/${id}`, f.pro.auth);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id, name: 'Read by the pro', version: 1 });
    expect((await call('GET', `/api/designs/${id}/versions`, f.pro.auth)).statusCode).toBe(200);
    for (const refused of [await save(id, f.pro.auth, 1, 2600), await restore(id, f.pro.auth, 1, 1)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only the project’s owner and its designers change its rooms.');
    }
    expect((await call('GET', `/api/designs/${id}`, f.ownerAuth)).json().data.version).toBe(1);
  });

  it('nobody else reaches a project’s design: other designers, strangers (404), other roles (403)', async () => {
    const id = await create(projectId, 'Guarded');
    for (const headers of [ella.auth, f.strangerAuth]) {
      expect((await call('GET', `/api/designs/${id}`, headers)).statusCode).toBe(404);
      expect((await save(id, headers, 1, 2600)).statusCode).toBe(404);
      expect((await call('GET', `/api/designs/${id}/versions`, headers)).statusCode).toBe(404);
      expect((await restore(id, headers, 1, 1)).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/designs/${id}`, vendorAuth)).statusCode).toBe(403);
    expect((await call('GET', `/api/designs/${id}/versions`, {})).statusCode).toBe(401);
    // The designer edits, but the list, creating and deleting stay the homeowner's.
    expect((await call('DELETE', `/api/designs/${id}`, dee.auth)).statusCode).toBe(403);
    expect((await call('GET', '/api/designs', dee.auth)).statusCode).toBe(403);
    // The owner's design outside the project, and one in the project owned by someone else, are not the designer's.
    const own = await create(undefined, 'Not in the project');
    expect((await call('GET', `/api/designs/${own}`, dee.auth)).statusCode).toBe(404);
    const [foreign] = await f.t.db
      .insert(designs)
      .values({ userId: f.stranger.id, projectId, name: 'Foreign', floorplan: plan.id })
      .returning({ id: designs.id });
    expect((await call('GET', `/api/designs/${foreign.id}`, dee.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/designs/${id}`, f.ownerAuth)).statusCode).toBe(200);
  });

  it('a designer let go no longer opens or saves the project’s rooms', async () => {
    const id = await create(projectId, 'After');
    expect((await save(id, dee.auth, 1, 2650)).statusCode).toBe(200);
    expect(
      (await call('DELETE', `/api/project/${projectId}/designers/${dee.id}`, f.ownerAuth)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/designs/${id}`, dee.auth)).statusCode).toBe(404);
    expect((await save(id, dee.auth, 2, 2660)).statusCode).toBe(404);
    // Their version stays, for the owner.
    expect((await call('GET', `/api/designs/${id}`, f.ownerAuth)).json().data.version).toBe(2);
  });
});
