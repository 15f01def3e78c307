import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs } from '../../../test/harness.ts';
import { invitations } from '../../db/schema/index.ts';
import { unique, type VendorsFixture, vendorsTestApp } from './vendors.fixture.ts';

/** Issue 12 point 1: the admin invites a vendor by mail, through the pros' invitation machinery. */
describe('POST /api/admin/vendor_invitations', () => {
  let f: VendorsFixture;
  beforeAll(async () => {
    f = await vendorsTestApp();
  });
  afterAll(() => f.t.close());

  const invite = (payload: Record<string, unknown>, headers: Record<string, string> = f.adminAuth) =>
    f.t.app.inject({ method: 'POST', url: '/api/admin/vendor_invitations', headers, payload });
  const linkIn = (text: string) =>
    new URL(/http:\/\/localhost:3000(\/\S+)/.exec(text)![1], 'http://localhost:3000');

  it('mails the vendor registration link; re-inviting renews it; registering through it accepts it', async () => {
    const email = `vic-${unique()}@example.test`;
    const res = await invite({
      email: ` ${email.toUpperCase()} `,
      name: 'Vic',
      message: 'We love your tiles.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'The invitation is sent.',
      data: { kind: 'vendor', email, name: 'Vic', status: 'sent', sent_count: 1 },
    });
    expect(res.json().data).not.toHaveProperty('token');
    const [mail] = await f.mailsTo(email);
    expect(mail.subject).toBe('Sell your products on Remodel Market');
    expect(mail.text).toContain('Hello Vic,');
    expect(mail.text).toContain('Their message: “We love your tiles.”');
    const first = linkIn(mail.text);
    expect(first.pathname).toBe('/register/vendor');

    const again = await invite({ email });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      message: 'The invitation is sent again with a new link.',
      data: { id: res.json().data.id, sent_count: 2 },
    });
    const token = linkIn((await f.mailsTo(email))[1].text).searchParams.get('invitation')!;
    expect(token).not.toBe(first.searchParams.get('invitation'));

    // The renewed link accepts it when the invited address registers.
    const id = await f.registered(email, { invitation: token });
    const [row] = await f.t.db.select().from(invitations).where(eq(invitations.id, res.json().data.id));
    expect(row).toMatchObject({ proUserId: f.admin.id, acceptedUserId: id });
    const queued = (await f.queue()).json().data.find((r: { user_id: number }) => r.user_id === id);
    expect(queued.invited_by).toBe('Ada Admin');
  });

  it('refuses an address that has an account, and invalid fields, on the field', async () => {
    const existing = await createUser(f.t.db);
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ email: existing.email }, { email: ['This email already has an account.'] }],
      [{}, { email: ['The email field is required.'] }],
      [{ email: 'nope' }, { email: ['The email must be a valid email address.'] }],
      [
        { email: `a-${unique()}@example.test`, name: 'Two\nLines' },
        { name: ['The name must be on one line.'] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await invite(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
  });

  it('only a verified admin invites (401, 403 for a pro and before the one-time code)', async () => {
    const email = `x-${unique()}@example.test`;
    expect((await invite({ email }, {})).statusCode).toBe(401);
    const pro = await createUser(f.t.db, { type: 'Contractor' });
    expect((await invite({ email }, authHeader(await loginAs(f.t.app, pro.email)))).statusCode).toBe(403);
    const admin = await createUser(f.t.db, { type: 'Admin' });
    expect((await invite({ email }, authHeader(await loginAs(f.t.app, admin.email)))).statusCode).toBe(403);
    expect(await f.mailsTo(email)).toEqual([]);
  });
});
