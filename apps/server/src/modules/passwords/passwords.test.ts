import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { outboxMails, passwordResets } from '../../db/schema/index.ts';

const SENT = 'If an account exists for that email, we have emailed a password reset link.';
const LINK_INVALID = {
  message: 'The given data was invalid.',
  errors: { email: ['This password reset link is invalid or has expired.'] },
};
const NEW_PASSWORD = 'brand-new-password-1';

describe('password reset by mailed link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  let ipCounter = 0;
  /** Each caller its own IP, so the per-IP limit only shows where a test asks for it. */
  const forgot = (email: string, ip = `10.0.0.${++ipCounter}`) =>
    t.app.inject({ method: 'POST', url: '/api/password/email', payload: { email }, remoteAddress: ip });
  const reset = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/password/reset', payload });
  const authUser = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/authuser', headers: authHeader(token) });
  const mailsTo = (email: string) => t.db.select().from(outboxMails).where(eq(outboxMails.to, email));
  /** The token and email of the newest reset link mailed to `email`. */
  const mailedLink = async (email: string) => {
    const mails = await mailsTo(email);
    const text = mails[mails.length - 1].text;
    const url = new URL(text.match(/http:\/\/localhost:3000\/password_reset\?\S+/)![0]);
    return { token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
  };

  it('mails a reset link; the link sets the password, works once and signs out every session', async () => {
    const user = await createUser(t.db, { email: 'reset@example.test', fullName: 'Rae Stone' });
    const sessions = [await loginAs(t.app, user.email), await loginAs(t.app, user.email)];

    const res = await forgot('Reset@Example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SENT, data: null });
    const [mail] = await mailsTo('reset@example.test');
    expect(mail.subject).toContain('Reset your password');
    expect(mail.text).toContain('Hello Rae,');
    const link = await mailedLink(user.email);
    expect(link.email).toBe('reset@example.test');
    expect(link.token.length).toBeGreaterThanOrEqual(40);

    const done = await reset({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Your password has been reset. Please sign in with your new password.',
      data: null,
    });
    for (const token of sessions) expect((await authUser(token)).statusCode).toBe(401);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(422);
    expect((await authUser(await loginAs(t.app, user.email, NEW_PASSWORD))).statusCode).toBe(200);

    const again = await reset({
      ...link,
      password: 'another-password-2',
      password_confirmation: 'another-password-2',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(LINK_INVALID);
  });

  it('gives the same answer for an unknown address and mails nothing', async () => {
    const res = await forgot('nobody@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SENT, data: null });
    expect(await mailsTo('nobody@example.test')).toHaveLength(0);
  });

  it('validates the address', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['The email must be a valid email address.']);
  });

  it('refuses an expired link, a link for another address and a made-up token', async () => {
    const user = await createUser(t.db, { email: 'expired@example.test' });
    const other = await createUser(t.db, { email: 'other@example.test' });
    await forgot(user.email);
    const link = await mailedLink(user.email);
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

    const wrongEmail = await reset({ ...link, email: other.email, ...body });
    expect(wrongEmail.json()).toEqual(LINK_INVALID);
    const madeUp = await reset({ ...link, token: 'x'.repeat(43), ...body });
    expect(madeUp.json()).toEqual(LINK_INVALID);

    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const expired = await reset({ ...link, ...body });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual(LINK_INVALID);
    // The old password still works: nothing changed.
    expect(await loginAs(t.app, user.email, user.password)).toBeTruthy();
  });

  it('voids an earlier link when a newer one is mailed', async () => {
    const user = await createUser(t.db, { email: 'twice@example.test' });
    await forgot(user.email);
    const first = await mailedLink(user.email);
    await forgot(user.email);
    const second = await mailedLink(user.email);
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await reset({ ...first, ...body })).json()).toEqual(LINK_INVALID);
    expect((await reset({ ...second, ...body })).statusCode).toBe(200);
  });

  it('checks the new password and its confirmation', async () => {
    const res = await reset({
      token: 'y'.repeat(43),
      email: 'a@b.co',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      password: ['The password must be at least 8 characters.'],
      password_confirmation: ['The password confirmation does not match.'],
    });
  });

  it('limits reset mails to 3 per address and 10 per IP in 15 minutes', async () => {
    const user = await createUser(t.db, { email: 'flood@example.test' });
    for (let i = 0; i < 3; i++) expect((await forgot(user.email)).statusCode).toBe(200);
    const perEmail = await forgot(user.email);
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.json().message).toBe('Too many requests. Please try again in 15 minutes.');
    expect(await mailsTo(user.email)).toHaveLength(3);

    for (let i = 0; i < 10; i++)
      expect((await forgot(`guess${i}@example.test`, '192.0.2.7')).statusCode).toBe(200);
    const perIp = await forgot('guess-last@example.test', '192.0.2.7');
    expect(perIp.statusCode).toBe(429);
    expect(perIp.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/change_password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string | null, payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/change_password',
      payload,
      headers: token ? authHeader(token) : {},
    });
  const authUser = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/authuser', headers: authHeader(token) });
  const body = (current: string) => ({
    current_password: current,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  });

  it('answers 401 without a token', async () => {
    const res = await change(null, body('whatever'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses a wrong current password on current_password', async () => {
    const user = await createUser(t.db, { email: 'wrong@example.test' });
    const token = await loginAs(t.app, user.email);
    const res = await change(token, body('not-my-password'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { current_password: ['The current password is incorrect.'] },
    });
    expect(await loginAs(t.app, user.email, user.password)).toBeTruthy();
  });

  it('validates the new password', async () => {
    const user = await createUser(t.db, { email: 'short@example.test' });
    const token = await loginAs(t.app, user.email);
    const res = await change(token, {
      current_password: user.password,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ['The password must be at least 8 characters.'] });
  });

  it('changes the password, keeps this session and signs out the others', async () => {
    const user = await createUser(t.db, { email: 'change@example.test' });
    const current = await loginAs(t.app, user.email);
    const elsewhere = await loginAs(t.app, user.email);
    const res = await change(current, body(user.password));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your password has been changed.', data: null });
    expect((await authUser(current)).statusCode).toBe(200);
    expect((await authUser(elsewhere)).statusCode).toBe(401);
    expect(await loginAs(t.app, user.email, NEW_PASSWORD)).toBeTruthy();
  });
});
