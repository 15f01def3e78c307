import { MESSAGES } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { aiCoinEntries, aiTokens, outboxMails } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { ACCOUNT_FREE_FAILURES } from '../accounts/login-throttle.ts';
import { aiHeader, aiSignUp, registerAiAccount } from './ai-accounts.fixture.ts';

const DAY_MS = 86_400_000;

describe('the AI design account: POST /api/AI/design and GET /api/AI/get_user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const design = (payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/AI/design', payload: payload as object, remoteAddress: ip });
  const getUser = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/AI/get_user', headers });

  it('registers a signed-in account with its starter coins (expiring in 90 days), a hashed token and a verification mail', async () => {
    const body = aiSignUp({ email: 'Ann.AI@Example.TEST' });
    const res = await design(body);
    expect(res.statusCode).toBe(201);
    const { success, message, data } = res.json();
    expect([success, message]).toEqual([true, 'Registered successfully.']);
    expect(data.user).toEqual({
      id: expect.any(Number),
      name: 'Ann Lee',
      email: 'ann.ai@example.test',
      email_verified: false,
      coins: 10,
      linked: false,
    });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db.select().from(aiTokens).where(eq(aiTokens.aiUserId, data.user.id));
    expect(stored.tokenHash).toBe(sha256(data.token));

    const [grant] = await t.db.select().from(aiCoinEntries).where(eq(aiCoinEntries.aiUserId, data.user.id));
    expect(grant).toMatchObject({ kind: 'grant', coins: 10, balance: 10, note: 'Starter coins' });
    const days = (grant.expiresAt!.getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const [mail] = await t.db.select().from(outboxMails).where(eq(outboxMails.to, 'ann.ai@example.test'));
    expect(mail.subject).toBe('Verify your email address — AI 3D Design');
    expect(mail.text).toMatch(/Hello Ann,/);
    expect(mail.text).toMatch(
      /Your 10 free starter coins are in your account\. They can be used until \w+ \d+, \d{4}\./,
    );
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/design-ai\/welcome\?verify=[A-Za-z0-9_-]+/);

    const me = await getUser(aiHeader(data.token));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ success: true, data: { user: data.user } });
  });

  it('answers 422 per field with the registration messages, and a taken email (any case) under email', async () => {
    expect((await design({})).json()).toEqual({
      message: 'The given data was invalid.',
      errors: { action: ['The action must be login or register.'] },
    });
    const res = await design({
      action: 'register',
      name: 'Ann',
      email: 'nope',
      password: 'short',
      password_confirmation: 'x',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Please enter your full name (first and last name).'],
      email: ['The email must be a valid email address.'],
      password: ['The password must be at least 8 characters.'],
      password_confirmation: ['The password confirmation does not match.'],
    });
    const first = await registerAiAccount(t.app);
    const again = await design(aiSignUp({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('an AI account and a marketplace account of one email are separate: neither password signs in the other', async () => {
    const market = await createUser(t.db, { email: 'both@example.test', password: 'market-pass-1' });
    const ai = await registerAiAccount(t.app, {
      email: 'both@example.test',
      password: 'ai-pass-12',
      password_confirmation: 'ai-pass-12',
    });
    expect(
      (await design({ action: 'login', email: 'both@example.test', password: 'market-pass-1' })).statusCode,
    ).toBe(422);
    const ok = await design({ action: 'login', email: 'BOTH@example.test', password: 'ai-pass-12' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({ id: ai.id, coins: 10 });
    await expect(loginAs(t.app, market.email, 'ai-pass-12')).rejects.toThrow(/422/);
  });

  it('login failures answer as the marketplace sign-in: 422 under the password, then the account delay: 429 with Retry-After', async () => {
    const ai = await registerAiAccount(t.app);
    const wrong = { action: 'login', email: ai.email, password: 'not-the-password' };
    const unknown = await design(
      { action: 'login', email: 'nobody@example.test', password: 'whatever-1' },
      '10.0.0.9',
    );
    expect(unknown.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { password: [MESSAGES.wrongCredentials] },
    });
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++)
      expect((await design(wrong, '10.0.0.7')).statusCode).toBe(422);
    const throttled = await design({ ...wrong, password: ai.password }, '10.0.0.7');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(throttled.json().message).toMatch(
      /^Too many login attempts\. Please try again in \d+ minutes?\.$/,
    );
    // The marketplace's counters are its own: the same email signs in there from the same address.
    await createUser(t.db, { email: ai.email });
    const market = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ai.email, password: 'correct-horse-battery' },
      remoteAddress: '10.0.0.7',
    });
    expect(market.statusCode).toBe(200);
  });

  it('GET /api/AI/get_user: no, forged, expired or marketplace token is 401 Unauthenticated.', async () => {
    const ai = await registerAiAccount(t.app);
    const user = await createUser(t.db);
    const marketToken = await loginAs(t.app, user.email);
    const unauthenticated = { message: 'Unauthenticated.' };
    for (const headers of [
      {},
      aiHeader('forged-token-forged-token-forged-token-xx'),
      aiHeader(marketToken),
      authHeader(ai.token),
      aiHeader(''),
    ]) {
      const res = await getUser(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthenticated);
    }
    await t.db.execute(
      sql`update ai_tokens set expires_at = now() - interval '1 second' where token_hash = ${sha256(ai.token)}`,
    );
    expect((await getUser(ai.headers)).statusCode).toBe(401);
  });

  it('an AI token in Authorization authenticates no marketplace route', async () => {
    const ai = await registerAiAccount(t.app);
    for (const url of ['/api/authuser', '/api/profile']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...authHeader(ai.token), ...ai.headers },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });
});

describe('POST /api/AI/link: the signed-in marketplace account takes the AI account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const link = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/AI/link', headers });
  const linkedTo = async (aiUserId: number) =>
    rowsOf<{ user_id: number | null }>(
      await t.db.execute(sql`select user_id from ai_users where id = ${aiUserId}`),
    )[0].user_id;

  it('links with both tokens, again harmlessly; never without both, never a second time elsewhere', async () => {
    const ai = await registerAiAccount(t.app);
    const ann = await createUser(t.db);
    const annAuth = authHeader(await loginAs(t.app, ann.email));
    expect((await link(ai.headers)).statusCode).toBe(401);
    expect((await link(annAuth)).statusCode).toBe(401);

    const res = await link({ ...annAuth, ...ai.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your AI design account is linked to your account.',
      data: { user: { id: ai.id, linked: true } },
    });
    expect(await linkedTo(ai.id)).toBe(ann.id);
    expect((await link({ ...annAuth, ...ai.headers })).statusCode).toBe(200);

    const bob = await createUser(t.db);
    const bobAuth = authHeader(await loginAs(t.app, bob.email));
    const taken = await link({ ...bobAuth, ...ai.headers });
    expect([taken.statusCode, taken.json().message]).toEqual([
      409,
      'This AI design account is linked to another account.',
    ]);
    const other = await registerAiAccount(t.app);
    const second = await link({ ...annAuth, ...other.headers });
    expect([second.statusCode, second.json().message]).toEqual([
      409,
      'Your account is already linked to another AI design account.',
    ]);
    expect([await linkedTo(ai.id), await linkedTo(other.id)]).toEqual([ann.id, null]);
  });
});
