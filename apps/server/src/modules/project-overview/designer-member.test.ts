import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs } from '../../db/schema/index.ts';
import {
  createPro,
  type DesignersFixture,
  designersTestApp,
  type Pro,
} from '../designers/designers.fixture.ts';

/**
 * A designer who accepted opens the project from the pro portal (issue 24 point 5): /pro/projects lists it
 * beside the projects shared with their showroom, and /pro/projects/{id} reads GET /api/project/{id}.
 */
describe('a designer member in the pro portal (GET /api/pro/projects, /api/project/{id})', () => {
  let f: DesignersFixture;
  let dee: Pro;

  beforeAll(async () => {
    f = await designersTestApp();
    dee = await createPro(f.t, { name: 'Dee Local', zip: '94103' });
  });
  afterAll(() => f.t.close());

  const portal = async (headers: Record<string, string>) => {
    const res = await f.send('GET', '/api/pro/projects', headers);
    expect(res.statusCode).toBe(200);
    return res.json().data.data.map((p: { id: number; role: string }) => [p.id, p.role]);
  };

  it('lists and opens the project once the designer is in, as the designer; neither before nor after', async () => {
    const id = await f.project('Primary bath');
    await f.t.db
      .insert(designs)
      .values({ userId: f.owner.id, projectId: id, name: 'Main bath', floorplan: 'x' });
    const asked = (await f.hire(id, dee.id)).json().data.request;
    // The request names who asked: the web offers Withdraw to the pro only on the ones they sent.
    expect(asked).toMatchObject({ status: 'asked', asked_by_id: f.owner.id });
    const requestId = asked.id;
    expect(await portal(dee.auth)).toEqual([]);
    expect((await f.send('GET', `/api/project/${id}`, dee.auth)).statusCode).toBe(404);

    const accepted = await f.send('POST', `/api/pro/designer_requests/${requestId}/accept`, dee.auth);
    expect(accepted.statusCode).toBe(200);
    expect(await portal(dee.auth)).toEqual([[id, 'designer']]);
    const page = await f.send('GET', `/api/project/${id}`, dee.auth);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      id,
      role: 'designer',
      rooms: [expect.objectContaining({ name: 'Main bath' })],
    });
    expect(page.json().data.people.map((p: { name: string; role: string }) => [p.name, p.role])).toEqual([
      ['Ann Home', 'owner'],
      ['Dee Local', 'designer'],
    ]);
    // The showroom's pro, not shared with yet, still has nothing.
    expect(await portal(f.pro.auth)).toEqual([]);

    expect((await f.send('DELETE', `/api/project/${id}/designers/${dee.id}`, f.ownerAuth)).statusCode).toBe(
      200,
    );
    expect(await portal(dee.auth)).toEqual([]);
    expect((await f.send('GET', `/api/project/${id}`, dee.auth)).statusCode).toBe(404);
  });
});
