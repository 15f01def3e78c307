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
import { outboxMails, proApplications, showrooms, users } from '../../db/schema/index.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

const pro = (over: Record<string, unknown> = {}) => ({
  company_name: 'Sierra Tile Works',
  full_name: 'Rosa Diaz',
  email: `rosa-${unique()}@example.test`,
  password: 'secret-pass-1',
  country_code: '+1',
  phone_number: '(916) 555-0142',
  license_number: 'C54-998877',
  license_state: 'ca',
  business_street: '12 J St',
  business_city: 'Sacramento',
  business_state: 'CA',
  business_zip_code: '95814',
  trade: 'contractor',
  agree: true,
  ...over,
});

/** Pros join (issue 11): /register/contractor, the showroom ID, /account_verify and the admin's queue. */
describe('pro registration and verification', () => {
  let t: TestApp;
  let adminToken: string;
  let homeownerToken: string;
  let contractorToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const admin = await createUser(t.db, { type: 'Admin', email: `admin-${unique()}@example.test` });
    adminToken = await loginAsVerifiedAdmin(t.app, admin.email);
    homeownerToken = await loginAs(t.app, (await createUser(t.db)).email);
    const contractor = await createUser(t.db, { type: 'Contractor', email: `c-${unique()}@example.test` });
    contractorToken = await loginAs(t.app, contractor.email);
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/register/contractor', payload });
  const mailsTo = (to: string) => t.db.select().from(outboxMails).where(eq(outboxMails.to, to));
  const queue = (token = adminToken, status = 'pending') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/pro_verifications?status=${status}`,
      headers: authHeader(token),
    });
  const act = (id: number, what: 'approve' | 'decline', payload?: unknown, token = adminToken) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/pro_verifications/${id}/${what}`,
      headers: authHeader(token),
      payload: payload as Record<string, unknown>,
    });
  const findShowroom = (s: string) =>
    t.app.inject({ method: 'GET', url: `/api/visualization/showrooms?s=${s}` });

  it('registers a pending Contractor with a suggested showroom ID, no token, and the 24-hour promise', async () => {
    const body = pro({ company_name: 'Golden Oak Interiors' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Registration received. We verify licences within 24 hours.');
    expect(data.token).toBeNull();
    expect(data.user).toMatchObject({ type: 'Contractor', status: 'Pending', email: body.email });
    expect(data.user.shop_profile).toMatchObject({
      vsd_id: 'GOLDENOA',
      company_name: 'Golden Oak Interiors',
    });
    expect(data.verification.status).toBe('pending');
    const due = Date.parse(data.verification.due_at) - Date.parse(data.verification.submitted_at);
    expect(due).toBe(24 * 3_600_000);

    const [application] = await t.db
      .select()
      .from(proApplications)
      .where(eq(proApplications.userId, data.user.id));
    expect(application).toMatchObject({
      licenseNumber: 'C54-998877',
      licenseState: 'CA',
      trade: 'contractor',
    });
    const mails = await mailsTo(body.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Verify your email address — Remodel Market',
      'We received your pro registration — Remodel Market',
    ]);
    expect(mails.find((m) => m.subject.startsWith('We received'))?.text).toContain(
      'We verify your licence within 24 hours',
    );

    // Not live until approved: nobody finds or shops in it, and the pro cannot sign in yet.
    expect((await findShowroom('GOLDENOA')).json().data).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('Your account is currently pending approval by the provider.');
  });

  it('suggests the next free showroom ID and refuses a taken one, also on the register call', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/register/vsd_id?company_name=Golden%20Oak%20Interiors',
    });
    expect(first.json().data).toEqual({ vsd_id: 'GOLDEN01', available: true });
    const taken = await t.app.inject({ method: 'GET', url: '/api/register/vsd_id?vsd_id=goldenoa' });
    expect(taken.json().data).toEqual({ vsd_id: 'GOLDENOA', available: false });
    const res = await register(pro({ vsd_id: 'goldenoa' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ vsd_id: ['This showroom ID is already taken.'] });
    const chosen = await register(pro({ vsd_id: 'sierra26' }));
    expect(chosen.json().data.user.shop_profile.vsd_id).toBe('SIERRA26');
  });

  it('answers 422 on each field it refuses, and nothing is written', async () => {
    const before = (await t.db.select().from(users)).length;
    const res = await register(
      pro({
        company_name: ' ',
        full_name: 'Rosa',
        email: 'not-an-email',
        password: 'short',
        phone_number: '12',
        license_number: 'C54; drop table',
        license_state: 'ZZ',
        business_zip_code: '9581',
        trade: 'plumber',
        vsd_id: 'TOO-LONG-ID',
        agree: false,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'agree',
      'business_zip_code',
      'company_name',
      'email',
      'full_name',
      'license_number',
      'license_state',
      'password',
      'phone_number',
      'trade',
      'vsd_id',
    ]);
    expect(res.json().errors.vsd_id).toEqual(['The showroom ID must be 8 letters or digits.']);
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('refuses an email already registered, whatever its case', async () => {
    const homeowner = await createUser(t.db, { email: `taken-${unique()}@example.test` });
    const res = await register(pro({ email: homeowner.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('lists the queue for a verified admin only, oldest first, with the licence and the due time', async () => {
    const res = await queue();
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]).toMatchObject({
      company_name: 'Golden Oak Interiors',
      vsd_id: 'GOLDENOA',
      license_number: 'C54-998877',
      license_state: 'CA',
      trade: 'contractor',
      business_address: '12 J St, Sacramento, CA 95814',
      phone: '+1 9165550142',
      status: 'pending',
      overdue: false,
    });
    const times = rows.map((r: { submitted_at: string }) => r.submitted_at);
    expect(times).toEqual([...times].sort());

    expect((await queue(homeownerToken)).statusCode).toBe(403);
    expect((await queue(contractorToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/pro_verifications' })).statusCode).toBe(401);
    const admin = await createUser(t.db, { type: 'Admin', email: `a2-${unique()}@example.test` });
    const unverified = await loginAs(t.app, admin.email);
    expect((await queue(unverified)).statusCode).toBe(403);
  });

  it('approving makes the showroom live and lets the pro sign in; a second decision is refused', async () => {
    const body = pro({ company_name: 'Approve Me Builders' });
    const { data } = (await register(body)).json();
    expect((await act(data.user.id, 'approve', undefined, homeownerToken)).statusCode).toBe(403);
    expect((await act(data.user.id, 'approve', undefined, contractorToken)).statusCode).toBe(403);

    const res = await act(data.user.id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'approved', decline_reason: null });
    expect((await findShowroom('APPROVEM')).json().data).toEqual([
      { id: expect.any(Number), company_name: 'Approve Me Builders', vsd_id: 'APPROVEM' },
    ]);
    const token = await loginAs(t.app, body.email, body.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/authuser', headers: authHeader(token) });
    expect(me.json().data).toMatchObject({ type: 'Contractor', status: 'Active' });
    const mails = await mailsTo(body.email);
    expect(mails.map((m) => m.subject)).toContain('Your showroom APPROVEM is live — Remodel Market');

    const again = await act(data.user.id, 'decline', { reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This registration was already approved.');
  });

  it('declining keeps the pro out and mails the reason, which /account_verify shows after the password', async () => {
    const body = pro({ company_name: 'Decline Me Co' });
    const { data } = (await register(body)).json();
    const missing = await act(data.user.id, 'decline', { reason: '   ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ reason: ['The reason field is required.'] });

    const res = await act(data.user.id, 'decline', { reason: 'The licence C54-998877 is expired.' });
    expect(res.json().data).toMatchObject({
      status: 'declined',
      decline_reason: 'The licence C54-998877 is expired.',
    });
    const decision = (await mailsTo(body.email)).find((m) => m.subject.includes('declined'))!;
    expect(decision.subject).toBe('Your pro registration was declined — Remodel Market');
    expect(decision.text).toContain('The reason: The licence C54-998877 is expired.');
    expect((await findShowroom('DECLINEM')).json().data).toEqual([]);
    const [account] = await t.db.select().from(users).where(eq(users.id, data.user.id));
    expect(account.status).toBe('Declined');
    const [showroom] = await t.db.select().from(showrooms).where(eq(showrooms.userId, data.user.id));
    expect(showroom.live).toBe(false);

    const check = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/account_verify', payload: { email: body.email, password } });
    const wrong = await check('not-the-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['These credentials do not match our records.'] });
    const right = await check(body.password);
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({
      status: 'declined',
      decline_reason: 'The licence C54-998877 is expired.',
    });
  });

  it('answers 404 for a decision on an account that registered no pro, and /account_verify 404 for a homeowner', async () => {
    const homeowner = await createUser(t.db);
    expect((await act(homeowner.id, 'approve')).statusCode).toBe(404);
    expect((await act(2_147_483_647, 'approve')).statusCode).toBe(404);
    expect((await act(0, 'approve')).statusCode).toBe(422);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account_verify',
      payload: { email: homeowner.email, password: homeowner.password },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Only a pro registration has a verification to show.');
  });

  it('two admins deciding at once: exactly one decision wins', async () => {
    const { data } = (await register(pro({ company_name: 'Race Condition Remodel' }))).json();
    const answers = await Promise.all([
      act(data.user.id, 'approve'),
      act(data.user.id, 'decline', { reason: 'Licence not found.' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [application] = await t.db
      .select()
      .from(proApplications)
      .where(eq(proApplications.userId, data.user.id));
    const [account] = await t.db.select().from(users).where(eq(users.id, data.user.id));
    expect(account.status).toBe(application.status === 'approved' ? 'Active' : 'Declined');
  });
});
