import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractDrift, checkReply } from './api-contract.ts';
import { fakeApi, invalid, ok } from './fake-api.ts';
import { authUser } from './users.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the fake API keeps to the domain contract', () => {
  it('serves a reply that parses with the endpoint’s schema', async () => {
    fakeApi({ 'GET /api/authuser': ok(authUser({ type: 'Admin' })) });
    const reply = await fetch('/api/authuser');
    expect(reply.status).toBe(200);
    expect((await reply.json()).data.type).toBe('Admin');
  });

  it('throws on a field of the wrong type, naming the endpoint and the field', async () => {
    const wrongType = ok({ ...authUser(), id: 'twelve' });
    expect(() => checkReply('GET /api/authuser', wrongType)).toThrow(ContractDrift);
    expect(() => checkReply('GET /api/authuser', wrongType)).toThrow(/GET \/api\/authuser.*\bid\b/);
  });

  it('throws on a missing required field, on a path with an id too', () => {
    const { email: _, ...noEmail } = authUser();
    expect(() => checkReply('GET /api/authuser', ok(noEmail))).toThrow(/email/);
    expect(() =>
      checkReply('POST /api/admin/pro_verifications/41/approve', ok({ status: 'approved' })),
    ).toThrow(/pro_verifications\/:id\/approve.*submitted_at/);
  });

  it('lets refusals and endpoints without a registered schema through', () => {
    expect(() => checkReply('PUT /api/profile', invalid({ email: ['Taken.'] }))).not.toThrow();
    expect(() => checkReply('GET /api/things', ok({ anything: 1 }))).not.toThrow();
  });

  it('makes the stubbed fetch reject a drifted reply', async () => {
    const api = fakeApi({ 'GET /api/authuser': ok({ ...authUser(), type: 42 }) });
    await expect(fetch('/api/authuser')).rejects.toThrow(ContractDrift);
    expect(api.calls('GET /api/authuser')).toHaveLength(1);
    // Recorded, it fails the test when it finishes even where a page swallowed the rejection; this test
    // expects it, so it takes it off the record.
    expect(api.drift.splice(0).map((e) => e.message)).toEqual([expect.stringMatching(/type/)]);
  });
});
