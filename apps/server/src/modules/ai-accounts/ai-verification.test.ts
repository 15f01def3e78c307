import { VERIFICATION_MESSAGES } from '@app/domain/accounts/account-messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/harness.ts';
import { outboxMails } from '../../db/schema/index.ts';
import { verificationLink } from '../verification/verification.service.ts';
import { registerAiAccount } from './ai-accounts.fixture.ts';
import { aiVerificationLink } from './ai-verification.service.ts';

describe('the AI account email: GET /api/AI/design/email/resend and /verify/{hash}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const lastLinkTo = async (email: string) => {
    const [mail] = await t.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, email))
      .orderBy(desc(outboxMails.id))
      .limit(1);
    return /\/design-ai\/welcome\?verify=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  };
  const verify = (hash: string) =>
    t.app.inject({ method: 'GET', url: `/api/AI/design/email/verify/${hash}` });
  const resend = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/AI/design/email/resend', headers });
  const getUser = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/AI/get_user', headers });

  it('the sign-up mail link verifies the account once; following it again says so', async () => {
    const ai = await registerAiAccount(t.app);
    const hash = await lastLinkTo(ai.email);
    const res = await verify(hash);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: VERIFICATION_MESSAGES.verified,
      data: { email_verified_at: expect.any(String) },
    });
    expect((await getUser(ai.headers)).json().data.user.email_verified).toBe(true);
    const again = await verify(hash);
    expect([again.statusCode, again.json().message]).toEqual([200, VERIFICATION_MESSAGES.alreadyVerified]);
    expect(again.json().data).toEqual(res.json().data);
  });

  it('resends a fresh link 3 times in 10 minutes, then 429; nothing to send once verified', async () => {
    const ai = await registerAiAccount(t.app);
    expect((await resend({})).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) {
      const res = await resend(ai.headers);
      expect([res.statusCode, res.json().message]).toEqual([200, VERIFICATION_MESSAGES.sent]);
    }
    const limited = await resend(ai.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many verification emails requested\./);
    expect((await verify(await lastLinkTo(ai.email))).statusCode).toBe(200);
    const done = await resend(ai.headers);
    expect([done.statusCode, done.json().message]).toEqual([200, VERIFICATION_MESSAGES.alreadyVerified]);
  });

  it('a marketplace link never verifies an AI account, nor an AI link a marketplace account, nor a forged or expired one', async () => {
    const ai = await registerAiAccount(t.app);
    const market = await createUser(t.db, { verified: false });
    const hashOf = (link: string) => link.split(/verify[=/]/).pop()!;
    const invalid = { message: VERIFICATION_MESSAGES.invalidLink };
    // The same id and email under the other kind's key.
    const marketHash = hashOf(verificationLink(t.app, { id: ai.id, email: ai.email }));
    expect((await verify(marketHash)).json()).toEqual(invalid);
    const aiHash = hashOf(aiVerificationLink(t.app, { id: market.id, email: market.email }));
    const onMarket = await t.app.inject({ method: 'GET', url: `/api/email/verify/${aiHash}` });
    expect(onMarket.statusCode).toBe(403);
    const expired = hashOf(aiVerificationLink(t.app, ai, new Date(Date.now() - 25 * 3600_000)));
    for (const hash of [expired, 'not-a-hash', `${(await lastLinkTo(ai.email)).slice(0, -2)}xx`]) {
      const res = await verify(hash);
      expect([res.statusCode, res.json()]).toEqual([403, invalid]);
    }
    expect((await getUser(ai.headers)).json().data.user.email_verified).toBe(false);
  });
});
