import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  loginAs,
  loginAsVerifiedAdmin,
  type TestApp,
} from '../../../test/harness.ts';
import { authTokens, showrooms, subscriptions, users } from '../../db/schema/index.ts';
import { issueToken } from './token.repository.ts';

describe('GET /api/authuser, POST /api/logout and bearer tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        beforeReady: (app) => {
          app.get('/api/test/admin-only', { preHandler: app.requireType('Admin') }, async () => ({
            ok: true,
          }));
        },
      },
    );
  });
  afterAll(() => t.close());

  const authuser = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/authuser', headers });

  it('401 Unauthenticated. without a token, with a malformed header or an unknown token', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, authHeader('not-a-real-token-at-all')]) {
      const res = await authuser(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('logout revokes the presented token at once, and only that one', async () => {
    const user = await createUser(t.db);
    const first = await loginAs(t.app, user.email, user.password);
    const second = await loginAs(t.app, user.email, user.password);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: authHeader(first) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged Out Successfully', data: null });
    expect((await authuser(authHeader(first))).statusCode).toBe(401);
    expect((await authuser(authHeader(second))).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/logout', headers: authHeader(first) });
    expect(again.statusCode).toBe(401);
  });

  it('accepts a body-less logout sent with a JSON content type, as the web client does', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email, user.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...authHeader(token), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('401 for an expired token', async () => {
    const user = await createUser(t.db);
    const { token, id } = await issueToken(t.db, user.id);
    expect((await authuser(authHeader(token))).statusCode).toBe(200);
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.id, id));
    expect((await authuser(authHeader(token))).statusCode).toBe(401);
  });

  it('403 with the deactivated message once an account is deactivated, even with a live token', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email, user.password);
    await t.db.update(users).set({ status: 'Deactive' }).where(eq(users.id, user.id));
    const res = await authuser(authHeader(token));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      "Your account has been deactivated. Please contact the provider's support.",
    );
  });

  it('refuses a token issued before its Contractor or Vendor went back to pending, payouts included', async () => {
    const pending = { message: 'Your account is currently pending approval by the provider.' };
    for (const type of ['Contractor', 'Vendor'] as const) {
      const pro = await createUser(t.db, { type });
      const token = await loginAs(t.app, pro.email, pro.password);
      const payoutSetup = (method: 'GET' | 'POST') =>
        t.app.inject({ method, url: '/api/payout_setup', headers: authHeader(token) });
      expect((await payoutSetup('GET')).statusCode).toBe(200);
      await t.db.update(users).set({ status: 'Pending' }).where(eq(users.id, pro.id));
      for (const res of [
        await authuser(authHeader(token)),
        await payoutSetup('GET'),
        await payoutSetup('POST'),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(pending);
      }
    }
  });

  it('requireType: 401 anonymous, 403 for another type, 200 for the type', async () => {
    const url = '/api/test/admin-only';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const user = await createUser(t.db);
    const userToken = await loginAs(t.app, user.email, user.password);
    const refused = await t.app.inject({ method: 'GET', url, headers: authHeader(userToken) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You are not authorized to access this page.' });
    const admin = await createUser(t.db, { type: 'Admin' });
    const beforeCode = await loginAs(t.app, admin.email, admin.password);
    const early = await t.app.inject({ method: 'GET', url, headers: authHeader(beforeCode) });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: 'Please verify the code sent to your email first.' });
    const adminToken = await loginAsVerifiedAdmin(t.app, admin.email, admin.password);
    expect((await t.app.inject({ method: 'GET', url, headers: authHeader(adminToken) })).statusCode).toBe(
      200,
    );
  });

  it('describes a branded contractor: latest plan in dollars, custom add-on and shop profile', async () => {
    const pro = await createUser(t.db, { type: 'Contractor', fullName: 'Carl Pro' });
    await t.db.insert(subscriptions).values([
      {
        userId: pro.id,
        kind: 'plan',
        plan: 'Basic',
        status: 'expired',
        paidAmountCents: 4900,
        startsAt: new Date('2025-01-01'),
      },
      { userId: pro.id, kind: 'plan', plan: 'Premium', status: 'active', paidAmountCents: 19900 },
      { userId: pro.id, kind: 'custom_addon', status: 'active', paidAmountCents: 0 },
    ]);
    await t.db.insert(showrooms).values({
      userId: pro.id,
      vsdId: 'TEST0001',
      companyName: 'Test Remodeling',
      themeColor: '#123456',
      businessLogo: '/media/logo.png',
    });
    const token = await loginAs(t.app, pro.email, pro.password);
    const res = await authuser(authHeader(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      user_id: pro.id,
      id: pro.id,
      type: 'Contractor',
      status: 'Active',
      email: pro.email,
      email_verified_at: pro.emailVerifiedAt!.toISOString(),
      full_name: 'Carl Pro',
      first_name: 'Carl',
      last_name: 'Pro',
      country_code: '+1',
      phone_number: '4155552671',
      zip_code: '94110',
      total_projects: 0,
      shop_id: null,
      custom_addon: { subscription_status: 'active' },
      latest_subscription: { subscription_status: 'active', plan: 'Premium', paid_amount: 199 },
      shop_profile: {
        theme_color: '#123456',
        business_logo: '/media/logo.png',
        vsd_id: 'TEST0001',
        company_name: 'Test Remodeling',
      },
    });
  });
});
