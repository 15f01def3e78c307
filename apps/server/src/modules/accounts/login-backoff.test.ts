import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/harness.ts';
import { outboxMails } from '../../db/schema/index.ts';
import { KNOWN_DEVICE_COOKIE } from './known-device.ts';

/**
 * Issue 22 B5: guesses at one account spread over many addresses. After 5 failures the account's next
 * attempt waits a growing delay; inside it the answer is 429 with Retry-After and the password is not
 * checked. Not a lock-out: a known device of the account still signs in, and a password reset clears it.
 */
describe('POST /api/login: the account backoff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (
    url: string,
    payload: Record<string, unknown>,
    remoteAddress: string,
    cookies?: Record<string, string>,
  ) => t.app.inject({ method: 'POST', url, payload, remoteAddress, cookies });
  const wrong = (email: string, i: number) =>
    login('/api/login', { email, password: `wrong-${i}-pass` }, `10.30.${i % 20}.1`);
  const deviceOf = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)?.value ?? '';

  it('200 guesses from 20 addresses get a handful checked; the right password inside the delay is refused too', async () => {
    const user = await createUser(t.db);
    const codes: number[] = [];
    for (let i = 0; i < 200; i++) codes.push((await wrong(user.email, i)).statusCode);
    const checked = codes.filter((c) => c === 422).length;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(12);
    expect(codes.filter((c) => c === 429)).toHaveLength(200 - checked);

    const owner = await login('/api/login', { email: user.email, password: user.password }, '10.31.0.1');
    expect(owner.statusCode).toBe(429);
    expect(owner.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(owner.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('the owner signs in from a known device during the delay; a forged or another account’s cookie does not', async () => {
    const [user, other] = [await createUser(t.db), await createUser(t.db)];
    const first = await login('/api/login', { email: user.email, password: user.password }, '10.32.0.1');
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first);
    expect(device).toMatch(new RegExp(`^${user.id}\\.`));
    const otherDevice = deviceOf(
      await login('/api/login', { email: other.email, password: other.password }, '10.32.0.2'),
    );
    for (let i = 0; i < 30; i++) await wrong(user.email, i);

    const right = { email: user.email, password: user.password };
    const forged = `${device.slice(0, -2)}xx`;
    for (const cookie of ['', forged, otherDevice]) {
      const res = await login('/api/login', right, '10.32.0.3', { [KNOWN_DEVICE_COOKIE]: cookie });
      expect(res.statusCode).toBe(429);
    }
    const known = await login('/api/login', right, '10.32.0.3', { [KNOWN_DEVICE_COOKIE]: device });
    expect(known.statusCode).toBe(200);
    expect(known.json().data.user.id).toBe(user.id);

    // The device still has its own limit: 10 failures from it, then 429 for it too.
    for (let i = 0; i < 10; i++) {
      const res = await login('/api/login', { ...right, password: 'wrong-pass' }, `10.33.${i}.1`, {
        [KNOWN_DEVICE_COOKIE]: device,
      });
      expect(res.statusCode).toBe(422);
    }
    const limited = await login('/api/login', right, '10.33.99.1', { [KNOWN_DEVICE_COOKIE]: device });
    expect(limited.statusCode).toBe(429);
  });

  it('a password reset clears the delay: the owner signs in from anywhere', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 30; i++) await wrong(user.email, i);
    const right = { email: user.email, password: user.password };
    expect((await login('/api/login', right, '10.34.0.1')).statusCode).toBe(429);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: user.email },
      remoteAddress: '10.34.0.2',
    });
    expect(forgot.statusCode).toBe(200);
    const mails = await t.db.select().from(outboxMails).where(eq(outboxMails.to, user.email));
    const link = new URL(
      mails[mails.length - 1].text.match(/http:\/\/localhost:3000\/password_reset\?\S+/)![0],
    );
    const password = 'a-brand-new-pass-2026';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: {
        token: link.searchParams.get('token'),
        email: user.email,
        password,
        password_confirmation: password,
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const after = await login('/api/login', { email: user.email, password }, '10.34.0.3');
    expect(after.statusCode).toBe(200);
  });

  it('holds for every role that signs in with a password: homeowner, pro, vendor, admin, and /account_verify', async () => {
    const accounts = [
      await createUser(t.db, { type: 'User' }),
      await createUser(t.db, { type: 'Contractor', status: 'Active' }),
      await createUser(t.db, { type: 'Vendor', status: 'Approve' }),
      await createUser(t.db, { type: 'Admin' }),
    ];
    for (const account of accounts) {
      for (let i = 0; i < 6; i++) await wrong(account.email, i);
      const res = await login(
        '/api/login',
        { email: account.email, password: account.password },
        '10.35.0.1',
      );
      expect(res.statusCode, account.type).toBe(429);
    }
    const pro = await createUser(t.db, { type: 'Contractor', status: 'Pending' });
    for (let i = 0; i < 6; i++) await wrong(pro.email, i);
    const verify = await login(
      '/api/account_verify',
      { email: pro.email, password: pro.password },
      '10.35.0.2',
    );
    expect(verify.statusCode).toBe(429);
  });
});
