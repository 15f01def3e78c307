import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { addNotification } from './notifications.repository.ts';

describe('GET /api/notification and PUT /api/notification/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notification' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/notification/1' })).statusCode).toBe(401);
  });

  it('lists own notifications newest first, counts the pending ones, and marks one read', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const headers = authHeader(await loginAs(t.app, user.email, user.password));
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) ids.push(await addNotification(t.db, user.id, { title: `Note ${i}` }));
    const foreign = await addNotification(t.db, other.id, { title: 'Not yours' });

    const all = await get('/api/notification', headers);
    expect(all.statusCode).toBe(200);
    const page = all.json().data;
    expect(page.total).toBe(12);
    expect(page.data).toHaveLength(10);
    expect(page.last_page).toBe(2);
    expect(page.data[0].title).toBe('Note 12');
    expect(page.data.map((n: { title: string }) => n.title)).not.toContain('Not yours');

    const second = (await get('/api/notification?page=2', headers)).json().data;
    expect(second.data).toHaveLength(2);
    expect(second.current_page).toBe(2);

    expect((await get('/api/notification?pending=1', headers)).json().data.total).toBe(12);

    const read = await t.app.inject({ method: 'PUT', url: `/api/notification/${ids[0]}`, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: ids[0], title: 'Note 1' });
    expect(read.json().data.read_at).not.toBeNull();

    const pending = (await get('/api/notification?pending=1', headers)).json().data;
    expect(pending.total).toBe(11);
    // The same pagination record as the catalogue's: its labels, and links that keep the filter.
    expect(pending.links.map((l: { label: string }) => l.label)).toEqual(['« Previous', '1', '2', 'Next »']);
    expect(pending.links[2].url).toBe('http://localhost:3000/api/notification?pending=1&page=2');
    expect(pending.data.map((n: { id: number }) => n.id)).not.toContain(ids[0]);

    // Someone else's notification: not found, and left unread.
    const refused = await t.app.inject({ method: 'PUT', url: `/api/notification/${foreign}`, headers });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Record not found for processing.' });
    const otherHeaders = authHeader(await loginAs(t.app, other.email, other.password));
    expect((await get('/api/notification?pending=1', otherHeaders)).json().data.total).toBe(1);
  });
});
