import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, type TestApp } from '../../../test/harness.ts';
import { outboxMails, users } from '../../db/schema/index.ts';
import { issueToken } from '../accounts/token.repository.ts';
import { startSmtpServer } from '../mail/smtp-server.fixture.ts';
import { signVerificationHash } from './verification-hash.ts';

const INVALID = { message: 'This verification link is invalid or has expired.' };
const signIn = async (t: TestApp, userId: number) => authHeader((await issueToken(t.db, userId)).token);
const verifiedAt = async (t: TestApp, id: number) =>
  (await t.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, id)))[0].at;

describe('email verification over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a signed link on resend, and following it verifies the email once', async () => {
    const user = await createUser(t.db, { email: 'new@example.test', fullName: 'Nia Park', verified: false });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/email/resend',
      headers: await signIn(t, user.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'A fresh verification link has been sent to your email address.',
      data: null,
    });

    const mail = await smtp.waitFor('new@example.test');
    expect(mail.text).toContain('Hello Nia,');
    const link = mail.text.match(/http:\/\/localhost:3000\/verify\/([A-Za-z0-9_-]+)/);
    expect(link).not.toBeNull();

    const verify = await t.app.inject({ method: 'GET', url: `/api/email/verify/${link![1]}` });
    expect(verify.statusCode).toBe(200);
    const body = verify.json();
    expect(body.message).toBe('Your email address has been verified.');
    const stored = await verifiedAt(t, user.id);
    expect(stored).not.toBeNull();
    expect(body.data).toEqual({ email_verified_at: stored!.toISOString() });

    // Idempotent: the same link again keeps the first moment.
    const again = await t.app.inject({ method: 'GET', url: `/api/email/verify/${link![1]}` });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ email_verified_at: stored!.toISOString() });
    expect(again.json().message).toBe('Your email address is already verified.');
  });
});

describe('email verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const mailsTo = async (email: string) => t.db.select().from(outboxMails).where(eq(outboxMails.to, email));

  it('answers 401 to resend without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/email/resend' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('tells an already verified user so, and sends nothing', async () => {
    const user = await createUser(t.db, { email: 'done@example.test' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/email/resend',
      headers: await signIn(t, user.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your email address is already verified.');
    expect(await mailsTo('done@example.test')).toHaveLength(0);
  });

  it('limits resends to 3 in 10 minutes per user', async () => {
    const user = await createUser(t.db, { email: 'many@example.test', verified: false });
    const headers = await signIn(t, user.id);
    for (let i = 0; i < 3; i++) {
      const ok = await t.app.inject({ method: 'GET', url: '/api/email/resend', headers });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/email/resend', headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many verification emails requested\. Please try again in 10 minutes\.$/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await mailsTo('many@example.test')).toHaveLength(3);
  });

  // On PGlite requests run one at a time, so only PostgreSQL can race a check against its record.
  it.skipIf(process.env.TEST_DB !== 'pg')('20 parallel resends: 3 mails, the rest 429', async () => {
    const user = await createUser(t.db, { email: 'burst@example.test', verified: false });
    const headers = await signIn(t, user.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/email/resend', headers })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(17);
    expect(await mailsTo('burst@example.test')).toHaveLength(3);
  });

  it('refuses a tampered hash with 403 and leaves the email unverified', async () => {
    const user = await createUser(t.db, { email: 'tamper@example.test', verified: false });
    await t.app.inject({ method: 'GET', url: '/api/email/resend', headers: await signIn(t, user.id) });
    const [mail] = await mailsTo('tamper@example.test');
    const hash = mail.text.match(/\/verify\/([A-Za-z0-9_-]+)/)![1];
    const [id, expires, sig] = Buffer.from(hash, 'base64url').toString().split('.');
    const flipped = sig[0] === 'A' ? `B${sig.slice(1)}` : `A${sig.slice(1)}`;
    const tampered = [
      Buffer.from(`${id}.${expires}.${flipped}`).toString('base64url'),
      Buffer.from(`${id}.${Number(expires) + 3600}.${sig}`).toString('base64url'),
      `${hash}x`,
      'garbage',
    ];
    for (const bad of tampered) {
      const res = await t.app.inject({ method: 'GET', url: `/api/email/verify/${bad}` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(INVALID);
    }
    expect(await verifiedAt(t, user.id)).toBeNull();
  });

  it('refuses an expired hash and a hash for another email', async () => {
    const user = await createUser(t.db, { email: 'late@example.test', verified: false });
    const secret = t.app.config.appSecret;
    const expired = signVerificationHash(secret, user, new Date(Date.now() - 1000));
    const otherEmail = signVerificationHash(
      secret,
      { id: user.id, email: 'old@example.test' },
      new Date(Date.now() + 3600_000),
    );
    for (const hash of [expired, otherEmail]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/email/verify/${hash}` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(INVALID);
    }
    expect(await verifiedAt(t, user.id)).toBeNull();
    const fresh = signVerificationHash(secret, user, new Date(Date.now() + 3600_000));
    expect((await t.app.inject({ method: 'GET', url: `/api/email/verify/${fresh}` })).statusCode).toBe(200);
  });
});
