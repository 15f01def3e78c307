import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  DEFAULT_PASSWORD,
  loginAs,
  loginAsVerifiedAdmin,
  type TestApp,
} from '../../../test/harness.ts';
import { auditLog, showrooms, users, vendorApplications } from '../../db/schema/index.ts';

const unique = () => Math.random().toString(36).slice(2, 8);
type Headers = Record<string, string>;

/** GET /api/admin/users and PATCH /api/admin/users/{id}/status (docs/api-admin.md). */
describe('the admin’s users', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let auth: Headers;
  const tag = unique();

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.db, {
      type: 'Admin',
      fullName: 'Ada Admin',
      email: `ada-${tag}@example.test`,
    });
    auth = authHeader(await loginAsVerifiedAdmin(t.app, admin.email));
    await createUser(t.db, { fullName: 'Zoe Homeowner', email: `zoe.${tag}@Example.test` });
    await createUser(t.db, {
      fullName: 'Yann Homeowner',
      email: `yann-${tag}@example.test`,
      status: 'Deactive',
    });
    await createUser(t.db, { type: 'Vendor', fullName: 'Vic Vendor', email: `vic-${tag}@example.test` });
    await createUser(t.db, { type: 'Contractor', fullName: 'Pat Pro', status: 'Declined' });
  });
  afterAll(() => t.close());

  const list = (query: string, headers: Headers = auth) =>
    t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers });
  const setStatus = (id: number | string, payload: unknown, headers: Headers = auth) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}/status`,
      headers,
      payload: payload as Record<string, unknown>,
    });
  const auditOf = (id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
  const statusOf = async (id: number) =>
    (await t.db.select({ s: users.status }).from(users).where(eq(users.id, id)))[0].s;
  const names = (res: { json: () => { data: { data: { full_name: string }[] } } }) =>
    res.json().data.data.map((u) => u.full_name);

  it('searches any part of the name or email, case-insensitively, newest first', async () => {
    const byName = await list('?q=HOMEOWNER');
    expect(byName.statusCode).toBe(200);
    expect(names(byName)).toEqual(['Yann Homeowner', 'Zoe Homeowner']);
    expect(names(await list(`?q=zoe.${tag}@example`))).toEqual(['Zoe Homeowner']);
    // LIKE's wildcards are matched as themselves.
    expect(names(await list('?q=%25'))).toEqual([]);
    const [zoe] = (await list(`?q=zoe.${tag}`)).json().data.data;
    expect(zoe).toEqual({
      id: expect.any(Number),
      full_name: 'Zoe Homeowner',
      email: `zoe.${tag}@Example.test`,
      type: 'User',
      status: 'Active',
      status_group: 'Active',
      email_verified: true,
      company_name: null,
      verification: null,
      created_at: expect.any(String),
    });
  });

  it('filters by type and by status; Pending gathers every status but the three', async () => {
    expect(names(await list('?type=Vendor'))).toEqual(['Vic Vendor']);
    expect(names(await list('?status=Deactive'))).toEqual(['Yann Homeowner']);
    const pending = (await list('?status=Pending')).json().data.data;
    expect(pending.map((u: { status: string }) => u.status)).toEqual(['Declined']);
    expect(pending[0].status_group).toBe('Pending');
    expect(names(await list('?type=User&status=Active&q=homeowner'))).toEqual(['Zoe Homeowner']);
    // An empty filter is no filter, as the page's "All" sends it.
    expect((await list('?type=&status=&q=')).json().data.total).toBe(5);
  });

  it('pages by 10 with the pagination record, its links keeping the filters', async () => {
    for (let i = 0; i < 11; i++) await createUser(t.db, { fullName: `Page Filler ${i}` });
    const first = (await list('?q=filler')).json().data;
    expect(first).toMatchObject({ total: 11, per_page: 10, current_page: 1, last_page: 2 });
    expect(first.data).toHaveLength(10);
    expect(first.path).toBe('http://localhost:3000/api/admin/users');
    const next = first.links.at(-1);
    expect(next).toEqual({
      url: 'http://localhost:3000/api/admin/users?q=filler&page=2',
      label: 'Next »',
      active: false,
    });
    expect((await list('?q=filler&page=2')).json().data.data).toHaveLength(1);
  });

  it('refuses a bad filter or page on its field', async () => {
    const res = await list(`?type=Robot&status=Declined&page=0&q=${'x'.repeat(101)}`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['page', 'q', 'status', 'type']);
    expect(res.json().errors.type).toEqual(['The selected type is invalid.']);
  });

  it('deactivating signs the account out at once: its tokens stop working and sign-in gives the spec’s error', async () => {
    const ann = await createUser(t.db, { fullName: 'Ann Deactivated' });
    const token = await loginAs(t.app, ann.email);
    const me = () => t.app.inject({ method: 'GET', url: '/api/authuser', headers: authHeader(token) });
    expect((await me()).statusCode).toBe(200);

    const res = await setStatus(ann.id, { status: 'Deactive' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The account is deactivated: it is signed out and cannot sign in.');
    expect(res.json().data).toMatchObject({ id: ann.id, status: 'Deactive', status_group: 'Deactive' });
    expect((await me()).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ann.email, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(
      "Your account has been deactivated. Please contact the provider's support.",
    );

    const [entry] = await auditOf(ann.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorType: 'Admin',
      action: 'user.status',
      before: { status: 'Active' },
      after: { status: 'Deactive' },
    });

    // Reactivated (Approve lets an account in like Active): it signs in again; the old token stays dead.
    const back = await setStatus(ann.id, { status: 'Approve' });
    expect(back.json().message).toBe('The account is approved: it can sign in.');
    expect((await me()).statusCode).toBe(401);
    expect(await loginAs(t.app, ann.email)).toBeTruthy();
    expect((await auditOf(ann.id)).map((e) => e.after)).toEqual([
      { status: 'Deactive' },
      { status: 'Approve' },
    ]);
  });

  it('setting the status an account already has changes and records nothing', async () => {
    const bo = await createUser(t.db, { fullName: 'Bo Same' });
    const token = await loginAs(t.app, bo.email);
    const res = await setStatus(bo.id, { status: 'Active' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('Active');
    expect(await auditOf(bo.id)).toEqual([]);
    const me = await t.app.inject({ method: 'GET', url: '/api/authuser', headers: authHeader(token) });
    expect(me.statusCode).toBe(200);
  });

  it('two admins deactivating at once: one change, one audit entry', async () => {
    const cy = await createUser(t.db, { fullName: 'Cy Race' });
    const other = await createUser(t.db, { type: 'Admin' });
    const otherAuth = authHeader(await loginAsVerifiedAdmin(t.app, other.email));
    const answers = await Promise.all([
      setStatus(cy.id, { status: 'Deactive' }),
      setStatus(cy.id, { status: 'Deactive' }, otherAuth),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await auditOf(cy.id)).toHaveLength(1);
  });

  it('an admin cannot deactivate themself, but may deactivate another admin', async () => {
    const self = await setStatus(admin.id, { status: 'Deactive' });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ status: ['You cannot deactivate your own account.'] });
    expect(await statusOf(admin.id)).toBe('Active');
    const other = await createUser(t.db, { type: 'Admin' });
    expect((await setStatus(other.id, { status: 'Deactive' })).statusCode).toBe(200);
  });

  it('leaves a pending or declined pro or vendor to the verification queue (409, nothing changed)', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register/contractor',
      payload: {
        company_name: 'Queue Jumpers',
        full_name: 'Quin Pro',
        email: `quin-${tag}@example.test`,
        password: 'secret-pass-1',
        country_code: '+1',
        phone_number: '(916) 555-0142',
        license_number: 'C54-998877',
        license_state: 'CA',
        business_street: '12 J St',
        business_city: 'Sacramento',
        business_state: 'CA',
        business_zip_code: '95814',
        trade: 'contractor',
        agree: true,
      },
    });
    const proId = register.json().data.user.id as number;
    const [row] = (await list(`?q=quin-${tag}`)).json().data.data;
    expect(row).toMatchObject({
      status: 'Pending',
      company_name: 'Queue Jumpers',
      verification: { kind: 'pro', status: 'pending' },
    });
    for (const status of ['Active', 'Approve', 'Deactive']) {
      const res = await setStatus(proId, { status });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'This account is waiting in the verification queue: approve or decline it there.',
      );
    }
    expect(await statusOf(proId)).toBe('Pending');

    const vendor = await createUser(t.db, { type: 'Vendor', status: 'Pending' });
    await t.db.insert(vendorApplications).values({
      userId: vendor.id,
      companyName: 'Declined Tiles',
      contactName: 'Dee',
      brandNames: ['Declined Tiles'],
      status: 'declined',
    });
    const declined = await setStatus(vendor.id, { status: 'Active' });
    expect(declined.statusCode).toBe(409);
    expect(declined.json().message).toBe(
      'This registration was declined in the verification queue; its status cannot be changed here.',
    );
    expect(await statusOf(vendor.id)).toBe('Pending');
    expect(await auditOf(proId)).toEqual([]);
  });

  it('deactivating an approved pro closes the showroom; reactivating opens it again', async () => {
    const pro = await createUser(t.db, { type: 'Contractor', fullName: 'Sal Showroom' });
    await t.db
      .insert(showrooms)
      .values({ userId: pro.id, vsdId: `SAL${tag.slice(0, 5).toUpperCase()}`, companyName: 'Sal Builds' });
    const live = async () =>
      (await t.db.select({ live: showrooms.live }).from(showrooms).where(eq(showrooms.userId, pro.id)))[0]
        .live;
    await setStatus(pro.id, { status: 'Deactive' });
    expect(await live()).toBe(false);
    await setStatus(pro.id, { status: 'Active' });
    expect(await live()).toBe(true);
    expect((await auditOf(pro.id)).map((e) => [e.before, e.after])).toEqual([
      [
        { status: 'Active', showroom_live: true },
        { status: 'Deactive', showroom_live: false },
      ],
      [
        { status: 'Deactive', showroom_live: false },
        { status: 'Active', showroom_live: true },
      ],
    ]);
  });

  it('refuses a status other than the three, and an id that names no account', async () => {
    const zoe = (await list(`?q=zoe.${tag}`)).json().data.data[0];
    for (const status of ['Pending', 'In Progress', '', null]) {
      const res = await setStatus(zoe.id, { status });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.status).toEqual(['The status must be one of Active, Approve or Deactive.']);
    }
    expect((await setStatus(2_147_483_647, { status: 'Active' })).statusCode).toBe(404);
    expect((await setStatus('abc', { status: 'Active' })).statusCode).toBe(404);
  });

  it('answers an admin past the one-time code only; nobody else changes a status', async () => {
    const target = await createUser(t.db, { fullName: 'Tess Target' });
    const otherAdmin = await createUser(t.db, { type: 'Admin' });
    const callers: [Headers, number][] = [
      [{}, 401],
      [authHeader(await loginAs(t.app, (await createUser(t.db)).email)), 403],
      [authHeader(await loginAs(t.app, (await createUser(t.db, { type: 'Vendor' })).email)), 403],
      [authHeader(await loginAs(t.app, (await createUser(t.db, { type: 'Contractor' })).email)), 403],
      [authHeader(await loginAs(t.app, otherAdmin.email)), 403],
    ];
    for (const [headers, code] of callers) {
      expect((await list('', headers)).statusCode).toBe(code);
      // Refused before the body is read: even a bad body gets the 401/403.
      expect((await setStatus(target.id, { status: 'Deactive' }, headers)).statusCode).toBe(code);
      expect((await setStatus(target.id, { status: 'nonsense' }, headers)).statusCode).toBe(code);
    }
    expect(await statusOf(target.id)).toBe('Active');
  });
});
