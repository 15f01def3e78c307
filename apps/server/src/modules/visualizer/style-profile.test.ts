import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, type TestApp } from '../../../test/harness.ts';
import { issueToken } from '../accounts/token.repository.ts';

describe('GET and PUT /api/style_profile: the quiz kept on the account', () => {
  let t: TestApp;
  let ann: Record<string, string>;
  let vendor: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    const signIn = async (type?: 'User' | 'Vendor') =>
      authHeader((await issueToken(t.db, (await createUser(t.db, { type })).id)).token);
    [ann, vendor] = [await signIn(), await signIn('Vendor')];
  });
  afterAll(() => t.close());

  const get = (headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/style_profile', headers });
  const put = (answers: unknown, headers = ann) =>
    t.app.inject({ method: 'PUT', url: '/api/style_profile', headers, payload: { answers } });
  const rustic = { feel: 'cozy', material: 'wood', colour: 'warm', detail: 'lots' };

  it('is empty until taken; saved answers come back with their profile', async () => {
    expect((await get(ann)).json().data).toEqual({ answers: null, profile: null });
    const saved = await put(rustic);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Your style profile is saved.');
    const { data } = (await get(ann)).json();
    expect(data.answers).toEqual(rustic);
    expect(data.profile).toMatchObject({ top: 'Farmhouse', palette: 'warm' });
    expect(data.profile.scores.Farmhouse).toBe(5);
  });

  it('refuses an incomplete or made-up answer on its question, and keeps what was saved', async () => {
    const res = await put({ ...rustic, detail: 'maximal' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'answers.detail': ['Please choose one of the answers.'] });
    expect((await get(ann)).json().data.answers).toEqual(rustic);
  });

  it('is a homeowner’s: 401 without a token, 403 for another role', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await put(rustic, vendor)).statusCode).toBe(403);
  });
});
