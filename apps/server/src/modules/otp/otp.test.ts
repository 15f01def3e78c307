import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { oneTimeCodes, outboxMails, throttleEvents } from '../../db/schema/index.ts';

const SENT = 'A verification code has been sent to your email.';
const VERIFIED = { success: true, message: 'OTP verified successfully.', data: { valid_otp: true } };
const INVALID = { success: true, message: 'Invalid or expired OTP.', data: { valid_otp: false } };
const BURNED = {
  success: true,
  message: 'Too many wrong attempts. Please request a new code.',
  data: { valid_otp: false },
};

describe('GET /api/login/verify_otp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  let n = 0;
  /** A fresh admin per test, so send limits never leak between tests. */
  const admin = async () => {
    const user = await createUser(t.db, {
      email: `admin${++n}@example.test`,
      type: 'Admin',
      fullName: 'Ada Admin',
    });
    return { ...user, token: await loginAs(t.app, user.email) };
  };
  const call = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/login/verify_otp${query}`, headers: authHeader(token) });
  const send = (token: string) => call(token);
  const verify = (token: string, otp: string) => call(token, `?otp=${encodeURIComponent(otp)}`);
  /** The code in the newest mail to `email`. */
  const mailedCode = async (email: string) => {
    const [mail] = await t.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, email))
      .orderBy(desc(outboxMails.id))
      .limit(1);
    return mail.text.match(/verification code is (\d{6})\./)![1];
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** Moves the admin's send events back in time, as if `seconds` had passed. */
  const age = (userId: number, seconds: number) =>
    t.db
      .update(throttleEvents)
      .set({ createdAt: sql`${throttleEvents.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(throttleEvents.key, `admin-otp-send:user:${userId}`));

  it('answers 401 without a token and 403 to a non-admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/login/verify_otp' })).statusCode).toBe(401);
    const homeowner = await createUser(t.db, { email: 'home@example.test' });
    const token = await loginAs(t.app, homeowner.email);
    for (const res of [await send(token), await verify(token, '123456')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not authorized to access this page.' });
    }
    expect(await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, homeowner.id))).toHaveLength(
      0,
    );
  });

  it('unlocks admin actions for the token that passed the code, and only for it', async () => {
    const a = await admin();
    const run = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/payouts/run', headers: authHeader(token), payload: {} });
    const early = await run(a.token);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: 'Please verify the code sent to your email first.' });
    await send(a.token);
    expect((await verify(a.token, await mailedCode(a.email))).json()).toEqual(VERIFIED);
    expect((await run(a.token)).statusCode).toBe(200);
    const otherSession = await loginAs(t.app, a.email);
    expect((await run(otherSession)).statusCode).toBe(403);
  });

  it('mails a 6-digit code, stores it hashed, and accepts it exactly once', async () => {
    const a = await admin();
    const res = await send(a.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SENT, data: null });
    const code = await mailedCode(a.email);
    const [row] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, a.id));
    expect(row.purpose).toBe('admin_login');
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(9.9 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);

    const ok = await verify(a.token, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual(VERIFIED);
    expect((await verify(a.token, code)).json()).toEqual(INVALID);
  });

  it('rejects a code that is not 6 digits with 422 on otp', async () => {
    const a = await admin();
    for (const bad of ['12345', '1234567', '12a456', '']) {
      const res = await verify(a.token, bad);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { otp: ['The OTP must be 6 digits.'] },
      });
    }
  });

  it('answers invalid when no code was sent', async () => {
    const a = await admin();
    expect((await verify(a.token, '123456')).json()).toEqual(INVALID);
  });

  it('refuses a code after its 10 minutes', async () => {
    const a = await admin();
    await send(a.token);
    const code = await mailedCode(a.email);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, a.id));
    expect((await verify(a.token, code)).json()).toEqual(INVALID);
  });

  it('burns the code after 5 wrong tries: even the right code then fails', async () => {
    const a = await admin();
    await send(a.token);
    const code = await mailedCode(a.email);
    for (let i = 1; i <= 4; i++) expect((await verify(a.token, wrongCode(code))).json()).toEqual(INVALID);
    expect((await verify(a.token, wrongCode(code))).json()).toEqual(BURNED);
    expect((await verify(a.token, code)).json()).toEqual(BURNED);

    // A new code works again.
    await age(a.id, 31);
    await send(a.token);
    expect((await verify(a.token, await mailedCode(a.email))).json()).toEqual(VERIFIED);
  });

  it('a new code voids the earlier one', async () => {
    const a = await admin();
    await send(a.token);
    const first = await mailedCode(a.email);
    await age(a.id, 31);
    await send(a.token);
    const second = await mailedCode(a.email);
    const rows = await t.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, a.id))
      .orderBy(oneTimeCodes.id);
    expect(rows.map((r) => r.consumedAt !== null)).toEqual([true, false]);
    if (first !== second) expect((await verify(a.token, first)).json()).toEqual(INVALID);
    expect((await verify(a.token, second)).json()).toEqual(VERIFIED);
  });

  it('limits sends to one per 30 seconds and five per hour', async () => {
    const a = await admin();
    expect((await send(a.token)).statusCode).toBe(200);
    const tooSoon = await send(a.token);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      message: 'Too many verification codes requested. Please wait before asking for a new one.',
    });
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(30);

    for (let i = 2; i <= 5; i++) {
      await age(a.id, 31);
      expect((await send(a.token)).statusCode).toBe(200);
    }
    await age(a.id, 31);
    const hourly = await send(a.token);
    expect(hourly.statusCode).toBe(429);
    expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(30 * 60);
    const mails = await t.db.select().from(outboxMails).where(eq(outboxMails.to, a.email));
    expect(mails).toHaveLength(5);
  });

  it("a code verifies only with the token that asked for it, not another of the same admin's", async () => {
    const a = await admin();
    const other = await loginAs(t.app, a.email);
    await send(a.token);
    const code = await mailedCode(a.email);
    expect((await verify(other, code)).json()).toEqual(INVALID);
    expect((await verify(a.token, code)).json()).toEqual(VERIFIED);
  });

  it('caps sends at ten a day', async () => {
    const a = await admin();
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await t.db.insert(throttleEvents).values(
      Array.from({ length: 10 }, (_, i) => ({
        key: `admin-otp-send:user:${a.id}`,
        createdAt: hoursAgo(2 + i),
      })),
    );
    const res = await send(a.token);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(12 * 3600);
    expect(await t.db.select().from(outboxMails).where(eq(outboxMails.to, a.email))).toHaveLength(0);
  });
});
