import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs } from '../../../test/harness.ts';
import { invitations, showrooms, users, vendorApplications } from '../../db/schema/index.ts';
import { unique, type VendorsFixture, vendorRegistration, vendorsTestApp } from './vendors.fixture.ts';

const PENDING = 'Your account is currently pending approval by the provider.';

/** Issue 12 point 1: a vendor registers on its own or by invitation, and waits for the admin. */
describe('POST /api/register/vendor', () => {
  let f: VendorsFixture;
  beforeAll(async () => {
    f = await vendorsTestApp();
  });
  afterAll(() => f.t.close());

  it('registers a pending Vendor with its application, no token, and mails the vendor and the admins', async () => {
    const email = `sam-${unique()}@example.test`;
    const res = await f.register(
      vendorRegistration(email, { brand_names: [' Sierra Slate ', 'Granite Peak'] }),
    );
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Registration received. We review every vendor before its products go live.');
    expect(data.token).toBeNull();
    expect(data.user).toMatchObject({ type: 'Vendor', status: 'Pending', email, full_name: 'Sam Stone' });
    expect(data.application).toMatchObject({
      status: 'pending',
      company_name: 'Sierra Stoneworks',
      brand_names: ['Sierra Slate', 'Granite Peak'],
      website: 'https://sierrastone.example.com/',
      decided_at: null,
      decline_reason: null,
    });
    const [row] = await f.t.db
      .select()
      .from(vendorApplications)
      .where(eq(vendorApplications.userId, data.user.id));
    expect(row).toMatchObject({
      companyName: 'Sierra Stoneworks',
      contactName: 'Sam Stone',
      phone: '+1 9165550142',
      brandNames: ['Sierra Slate', 'Granite Peak'],
      status: 'pending',
    });

    const subjects = (await f.mailsTo(email)).map((m) => m.subject);
    expect(subjects).toContain('We received your vendor registration — Remodel Market');
    expect(subjects).toContain('Verify your email address — Remodel Market');
    const [waiting] = await f.mailsTo(f.admin.email);
    expect(waiting.subject).toBe('A vendor waits for verification: Sierra Stoneworks');
    expect(waiting.text).toContain('selling Sierra Slate, Granite Peak');
    expect(waiting.text).toContain('http://localhost:3000/admin/verifications');

    // Pending, the vendor cannot sign in yet: the spec's message, before any token.
    const login = await f.login(email);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(PENDING);
  });

  it('needs no website; keeps an http address as given', async () => {
    const none = await f.register(vendorRegistration(`w-${unique()}@example.test`, { website: '' }));
    expect(none.json().data.application.website).toBeNull();
    const http = await f.register(
      vendorRegistration(`w-${unique()}@example.test`, { website: 'http://tiles.example.org/about' }),
    );
    expect(http.json().data.application.website).toBe('http://tiles.example.org/about');
  });

  it('refuses each invalid field on that field with the spec’s 422 envelope, writing nothing', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ brand_names: [] }, { brand_names: ['Please name at least one brand you sell.'] }],
      [{ brand_names: undefined }, { brand_names: ['Please name at least one brand you sell.'] }],
      [
        { brand_names: Array.from({ length: 11 }, (_, i) => `Brand ${i}`) },
        { brand_names: ['You may name at most 10 brands.'] },
      ],
      [
        { brand_names: ['Arcadia Tile Co.', 'arcadia tile co'] },
        { 'brand_names.1': ['This brand is already in your list.'] },
      ],
      [{ brand_names: ['  '] }, { 'brand_names.0': ['The brand name field is required.'] }],
      [{ brand_names: ['!!!'] }, { 'brand_names.0': ['The brand name must contain letters or digits.'] }],
      [
        { brand_names: ['x'.repeat(81)] },
        { 'brand_names.0': ['The brand name may not be greater than 80 characters.'] },
      ],
      [{ brand_names: ['Tile\nCo'] }, { 'brand_names.0': ['The brand name must be on one line.'] }],
      [
        { website: 'javascript:alert(1)' },
        { website: ['The website must be a valid web address, e.g. https://example.com.'] },
      ],
      [
        { website: 'not a site' },
        { website: ['The website must be a valid web address, e.g. https://example.com.'] },
      ],
      [{ company_name: '' }, { company_name: ['The company name field is required.'] }],
      [{ full_name: 'Sam' }, { full_name: ['Please enter your full name (first and last name).'] }],
      [{ password: 'short' }, { password: ['The password must be at least 8 characters.'] }],
      [{ phone_number: '123' }, { phone_number: ['The phone number is not valid.'] }],
      [{ agree: false }, { agree: ['You must agree to the Terms of Service.'] }],
    ];
    const before = await f.t.db.select().from(vendorApplications);
    for (const [over, errors] of cases) {
      const res = await f.register(vendorRegistration(`bad-${unique()}@example.test`, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().message).toBe('The given data was invalid.');
      expect(res.json().errors).toMatchObject(errors);
    }
    // A NUL byte is refused on its row by the one input guard (decisions/0007), never a 500.
    const nul = await f.register(
      vendorRegistration(`nul-${unique()}@example.test`, { brand_names: ['A\u0000B'] }),
    );
    expect(nul.statusCode).toBe(422);
    expect(Object.keys(nul.json().errors)).toEqual(['brand_names.0']);
    expect(await f.t.db.select().from(vendorApplications)).toHaveLength(before.length);
  });

  it('refuses a taken email (any case) on the email field', async () => {
    const email = `taken-${unique()}@example.test`;
    await createUser(f.t.db, { email });
    const res = await f.register(vendorRegistration(email.toUpperCase()));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('throttles registrations per address like every registration', async () => {
    const email = `taken-${unique()}@example.test`;
    await createUser(f.t.db, { email });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await f.register(vendorRegistration(email), '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('accepts a pro’s vendor invitation when the token and the invited address match, and only then', async () => {
    const pro = await createUser(f.t.db, { type: 'Contractor', fullName: 'Rosa Pro' });
    await f.t.db
      .insert(showrooms)
      .values({ userId: pro.id, vsdId: 'ROSAVEN1', companyName: 'Rosa Remodels' });
    const proAuth = authHeader(await loginAs(f.t.app, pro.email));
    const invite = async (email: string) => {
      const res = await f.t.app.inject({
        method: 'POST',
        url: '/api/pro/invitations',
        headers: proAuth,
        payload: { kind: 'vendor', email },
      });
      expect(res.statusCode).toBe(201);
      const [mail] = await f.mailsTo(email);
      const link = new URL(/http:\/\/localhost:3000(\/\S+)/.exec(mail.text)![1], 'http://localhost:3000');
      expect(link.pathname).toBe('/register/vendor');
      return { id: res.json().data.id as number, token: link.searchParams.get('invitation')! };
    };

    const invited = `vic-${unique()}@example.test`;
    const { id, token } = await invite(invited);
    // A forwarded link registers its user but accepts nothing.
    const stranger = await f.registered(`eve-${unique()}@example.test`, { invitation: token });
    const [open] = await f.t.db.select().from(invitations).where(eq(invitations.id, id));
    expect(open.acceptedUserId).toBeNull();
    expect(stranger).toBeGreaterThan(0);

    const vic = await f.registered(invited, { invitation: token });
    const [accepted] = await f.t.db.select().from(invitations).where(eq(invitations.id, id));
    expect(accepted.acceptedUserId).toBe(vic);
    const list = await f.t.app.inject({ method: 'GET', url: '/api/pro/invitations', headers: proAuth });
    expect(list.json().data.find((i: { id: number }) => i.id === id).status).toBe('accepted');
    // The admin's queue says who invited the vendor.
    const row = (await f.queue()).json().data.find((r: { user_id: number }) => r.user_id === vic);
    expect(row.invited_by).toBe('Rosa Pro (Rosa Remodels)');

    // A malformed token is no error: the registration goes on without an invitation.
    const res = await f.register(vendorRegistration(`odd-${unique()}@example.test`, { invitation: '<odd>' }));
    expect(res.statusCode).toBe(201);
    const [user] = await f.t.db.select().from(users).where(eq(users.id, vic));
    expect(user).toMatchObject({ type: 'Vendor', status: 'Pending' });
  });
});
