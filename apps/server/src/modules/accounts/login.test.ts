import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, type TestApp } from '../../../test/harness.ts';
import { authTokens, throttleEvents } from '../../db/schema/index.ts';

describe('POST /api/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  // These tests are about the limits per address; the account's own delays (login-backoff.test.ts) are
  // aged out before each attempt so that they do not answer first.
  const login = async (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') => {
    await t.db
      .update(throttleEvents)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(like(throttleEvents.key, 'login:account:%'));
    return t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });
  };

  it('signs in with the email in any case and returns the user and a 30-day token', async () => {
    const user = await createUser(t.db, { email: 'sam@example.test', fullName: 'Sam Stone' });
    const res = await login({ email: 'SAM@example.test', password: user.password });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.user).toMatchObject({
      id: user.id,
      user_id: user.id,
      email: 'sam@example.test',
      type: 'User',
    });
    expect(typeof data.user.email_verified_at).toBe('string');
    const [row] = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(row.remember).toBe(false);
    const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('keeps a remembered session 340 days', async () => {
    const user = await createUser(t.db);
    const res = await login({ email: user.email, password: user.password, remember: true });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(row.remember).toBe(true);
    expect(Math.round((row.expiresAt.getTime() - Date.now()) / 86_400_000)).toBe(340);
  });

  it('422 on password for a wrong password or an unknown email, with the same message', async () => {
    const user = await createUser(t.db);
    for (const payload of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@example.test', password: 'whatever-pass' },
    ]) {
      const res = await login(payload, '10.0.1.1');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { password: ['These credentials do not match our records.'] },
      });
    }
  });

  it('422 per field for missing or malformed input', async () => {
    const res = await login({ email: 'nope', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['The email must be a valid email address.'],
      password: ['The password field is required.'],
    });
    const empty = await t.app.inject({ method: 'POST', url: '/api/login' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('403 with the spec message for a deactivated account', async () => {
    const user = await createUser(t.db, { status: 'Deactive' });
    const res = await login({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: "Your account has been deactivated. Please contact the provider's support.",
    });
  });

  it('403 with the pending-approval message and no token for a pending Contractor or Vendor', async () => {
    for (const type of ['Contractor', 'Vendor'] as const) {
      const user = await createUser(t.db, { type, status: 'Pending' });
      const res = await login({ email: user.email, password: user.password });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Your account is currently pending approval by the provider.' });
      expect(await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toHaveLength(0);
    }
  });

  it('signs in an Active Contractor and an Approve Vendor through the API', async () => {
    for (const [type, status] of [
      ['Contractor', 'Active'],
      ['Vendor', 'Approve'],
    ] as const) {
      const user = await createUser(t.db, { type, status });
      const res = await login({ email: user.email, password: user.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ type, status });
    }
  });

  const tooMany = { message: 'Too many login attempts. Please try again in 15 minutes.' };

  it('10 failures from one address refuse that account from that address only: its owner signs in elsewhere', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 10; i++) {
      expect((await login({ email: user.email, password: `wrong-${i}-pass` }, '10.1.0.1')).statusCode).toBe(
        422,
      );
    }
    const blocked = await login({ email: user.email, password: user.password }, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await login({ email: user.email, password: user.password }, '10.1.9.9')).statusCode).toBe(200);

    // Once the failures age out of the 15-minute window, the first address may try again.
    await t.db
      .update(throttleEvents)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(like(throttleEvents.key, 'login:%10.1.0.1%'));
    expect((await login({ email: user.email, password: user.password }, '10.1.0.1')).statusCode).toBe(200);
  });

  it('an admin hammered from one address still signs in from another', async () => {
    const admin = await createUser(t.db, { type: 'Admin' });
    for (let i = 0; i < 12; i++) await login({ email: admin.email, password: 'wrong-pass' }, '10.4.0.1');
    expect((await login({ email: admin.email, password: admin.password }, '10.4.0.2')).statusCode).toBe(200);
  });

  it("10 failures on one account do not lock the address's other accounts", async () => {
    const [target, neighbour] = [await createUser(t.db), await createUser(t.db)];
    for (let i = 0; i < 10; i++) await login({ email: target.email, password: 'wrong-pass' }, '10.2.0.1');
    expect((await login({ email: target.email, password: target.password }, '10.2.0.1')).statusCode).toBe(
      429,
    );
    expect(
      (await login({ email: neighbour.email, password: neighbour.password }, '10.2.0.1')).statusCode,
    ).toBe(200);
  });

  it('50 failures from one address over many accounts close that address, and no other', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 50; i++) {
      const res = await login(
        { email: `someone-${i % 10}@example.test`, password: `wrong-${i}` },
        '10.5.0.1',
      );
      expect(res.statusCode).toBe(422);
    }
    const blocked = await login({ email: user.email, password: user.password }, '10.5.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    expect((await login({ email: user.email, password: user.password }, '10.5.0.2')).statusCode).toBe(200);
  });

  it('a success clears the failures of that account from that address', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 9; i++) await login({ email: user.email, password: 'wrong-pass' }, '10.3.0.1');
    expect((await login({ email: user.email, password: user.password }, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await login({ email: user.email, password: 'wrong-pass' }, '10.3.0.1')).statusCode).toBe(422);
    }
    expect((await login({ email: user.email, password: user.password }, '10.3.0.1')).statusCode).toBe(200);
  });

  it('the issued token opens GET /api/authuser', async () => {
    const user = await createUser(t.db);
    const token = (await login({ email: user.email, password: user.password })).json().data.token;
    const me = await t.app.inject({ method: 'GET', url: '/api/authuser', headers: authHeader(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(user.id);
  });
});
