import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { showrooms } from '../../db/schema/index.ts';

/** A pro names and colours their own showroom (issue 11 point 4); the ID stays. */
describe('GET/PUT /api/pro/showroom', () => {
  let t: TestApp;
  let proToken: string;
  let bareProToken: string;
  let homeownerToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const pro = await createUser(t.db, { type: 'Contractor' });
    await t.db
      .insert(showrooms)
      .values({ userId: pro.id, vsdId: 'PAINTED1', companyName: 'Painted Lady Homes' });
    proToken = await loginAs(t.app, pro.email);
    bareProToken = await loginAs(t.app, (await createUser(t.db, { type: 'Contractor' })).email);
    homeownerToken = await loginAs(t.app, (await createUser(t.db)).email);
  });
  afterAll(() => t.close());

  const get = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/pro/showroom', headers: authHeader(token) });
  const put = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/pro/showroom', headers: authHeader(token), payload });

  it('reads and saves the name and the theme colour of the caller’s own showroom', async () => {
    expect((await get(proToken)).json().data).toEqual({
      vsd_id: 'PAINTED1',
      company_name: 'Painted Lady Homes',
      theme_color: null,
      business_logo: null,
      live: true,
    });
    const res = await put(proToken, { company_name: '  Painted Lady Homes & Co ', theme_color: '#B45309' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your showroom is saved.');
    expect(res.json().data).toMatchObject({
      company_name: 'Painted Lady Homes & Co',
      theme_color: '#b45309',
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/visualization/shop_profile?vsd_id=PAINTED1',
    });
    expect(profile.json().data.profile).toMatchObject({
      company_name: 'Painted Lady Homes & Co',
      theme_color: '#b45309',
    });
    expect(
      (await put(proToken, { company_name: 'Painted Lady Homes', theme_color: null })).json().data
        .theme_color,
    ).toBeNull();
  });

  it('refuses a blank name and a colour that is not #rrggbb, writing nothing', async () => {
    const res = await put(proToken, { company_name: ' ', theme_color: 'red;background:url(x)' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      company_name: ['The company name field is required.'],
      theme_color: ['The theme colour must be a colour like #0f766e.'],
    });
    expect((await get(proToken)).json().data.company_name).toBe('Painted Lady Homes');
  });

  it('404 for a pro without a showroom, 403 for other roles, 401 without a token', async () => {
    expect((await get(bareProToken)).statusCode).toBe(404);
    expect((await put(bareProToken, { company_name: 'X Y', theme_color: null })).statusCode).toBe(404);
    expect((await get(homeownerToken)).statusCode).toBe(403);
    expect((await put(homeownerToken, { company_name: 'X Y', theme_color: null })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/pro/showroom' })).statusCode).toBe(401);
  });
});
