import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, type TestApp } from '../../../test/harness.ts';
import { socialAccounts, users } from '../../db/schema/index.ts';
import { startIdentityProvider } from './identity-provider.fixture.ts';

const ISSUER = 'https://accounts.google.com';
const CLIENT_ID = 'test-google-client.apps.googleusercontent.com';
const NOT_VERIFIED = {
  message: 'The given data was invalid.',
  errors: { data: ['The social sign-in could not be verified.'] },
};

describe('POST /api/sociallogin/{provider}', () => {
  let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
  let t: TestApp;
  beforeAll(async () => {
    idp = await startIdentityProvider({ issuer: ISSUER, audience: CLIENT_ID });
    t = await buildTestApp({ google: { clientId: CLIENT_ID, jwksUrl: idp.jwksUrl, issuer: ISSUER } });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  const socialLogin = (data: unknown, provider = 'google', bodyProvider = provider) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sociallogin/${provider}`,
      payload: { provider: bodyProvider, data },
    });
  const googleToken = (sub: string, email: string, extra: Record<string, unknown> = {}) =>
    idp.sign({ sub, email, email_verified: true, name: 'Gia Rossi', ...extra });
  const usersWithEmail = (email: string) => t.db.select().from(users).where(eq(users.email, email));
  const linksOf = (userId: number) =>
    t.db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));

  it('creates a verified homeowner on first sign-in and signs the same user in the second time', async () => {
    const idToken = await googleToken('google-sub-1', 'gia@example.test');
    const first = await socialLogin({ id_token: idToken });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({
      type: 'User',
      status: 'Active',
      email: 'gia@example.test',
      full_name: 'Gia Rossi',
      first_name: 'Gia',
      last_name: 'Rossi',
    });
    expect(body.data.user.email_verified_at).not.toBeNull();
    expect(body.data.token.length).toBeGreaterThan(10);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/authuser',
      headers: authHeader(body.data.token),
    });
    expect(me.json().data.email).toBe('gia@example.test');

    // The created account has a real argon2id hash of a secret nobody knows, not an empty password.
    const [row] = await usersWithEmail('gia@example.test');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    const second = await socialLogin(await googleToken('google-sub-1', 'gia@example.test'));
    expect(second.statusCode).toBe(200);
    expect(second.json().data.user.id).toBe(body.data.user.id);
    expect(second.json().data.token).not.toBe(body.data.token);
    expect(await usersWithEmail('gia@example.test')).toHaveLength(1);
    expect(await linksOf(body.data.user.id)).toMatchObject([{ provider: 'google', subject: 'google-sub-1' }]);
  });

  it('checks the nonce the web app sent against the token, so a captured token cannot be replayed', async () => {
    const withNonce = await googleToken('google-sub-nonce', 'nonce@example.test', { nonce: 'n-123' });
    expect((await socialLogin({ id_token: withNonce, nonce: 'n-other' })).json()).toEqual(NOT_VERIFIED);
    const noNonce = await googleToken('google-sub-nonce', 'nonce@example.test');
    expect((await socialLogin({ id_token: noNonce, nonce: 'n-123' })).statusCode).toBe(422);
    expect(await usersWithEmail('nonce@example.test')).toHaveLength(0);
    expect((await socialLogin({ id_token: withNonce, nonce: 'n-123' })).statusCode).toBe(200);
  });

  it('accepts the token as data.credential too', async () => {
    const res = await socialLogin({ credential: await googleToken('google-sub-cred', 'cred@example.test') });
    expect(res.statusCode).toBe(200);
  });

  it('links an existing account by a verified email, and marks the email verified', async () => {
    const existing = await createUser(t.db, { email: 'linked@example.test', verified: false });
    const res = await socialLogin({ id_token: await googleToken('google-sub-2', 'Linked@Example.test') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(existing.id);
    expect(res.json().data.user.email_verified_at).not.toBeNull();
    expect(await linksOf(existing.id)).toMatchObject([{ provider: 'google', subject: 'google-sub-2' }]);
  });

  it('does not link an existing account when the provider has not verified the email', async () => {
    const existing = await createUser(t.db, { email: 'unverified@example.test' });
    const res = await socialLogin({
      id_token: await googleToken('google-sub-3', 'unverified@example.test', { email_verified: false }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(NOT_VERIFIED);
    expect(await linksOf(existing.id)).toHaveLength(0);
  });

  it('creates a new account with an unverified email as unverified', async () => {
    const res = await socialLogin({
      id_token: await googleToken('google-sub-4', 'fresh@example.test', { email_verified: false }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email_verified_at).toBeNull();
  });

  it('refuses a Contractor with 403 and does not link', async () => {
    const pro = await createUser(t.db, { email: 'pro@example.test', type: 'Contractor' });
    const res = await socialLogin({ id_token: await googleToken('google-sub-5', 'pro@example.test') });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You are not authorized to access this page.' });
    expect(await linksOf(pro.id)).toHaveLength(0);
  });

  it('refuses tokens with the wrong audience, wrong issuer, past expiry or a bad signature', async () => {
    const claims = { sub: 'google-sub-bad', email: 'bad@example.test', email_verified: true };
    const bad = [
      await idp.sign(claims, { audience: 'someone-else.apps.googleusercontent.com' }),
      await idp.sign(claims, { issuer: 'https://evil.example' }),
      await idp.sign(claims, { expiresIn: Math.floor(Date.now() / 1000) - 3600 }),
      await idp.sign(claims, { rogueKey: true }),
      'not-a-jwt-at-all',
    ];
    for (const idToken of bad) {
      const res = await socialLogin({ id_token: idToken });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(NOT_VERIFIED);
    }
    expect(await usersWithEmail('bad@example.test')).toHaveLength(0);
  });

  it('answers 422 on provider for an unconfigured, unknown or mismatched provider', async () => {
    const idToken = await googleToken('google-sub-6', 'apple@example.test');
    const apple = await socialLogin({ id_token: idToken }, 'apple');
    expect(apple.statusCode).toBe(422);
    expect(apple.json().errors).toEqual({ provider: ['This sign-in provider is not available.'] });

    const unknown = await socialLogin({ id_token: idToken }, 'facebook');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toContain('provider');

    const mismatch = await socialLogin({ id_token: idToken }, 'google', 'apple');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ provider: ['The provider does not match the sign-in route.'] });
  });

  it('answers 422 on data when the token is missing', async () => {
    const res = await socialLogin(undefined);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.data).toEqual(['The data field must carry the provider ID token.']);
  });
});
