import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs } from '../../../test/harness.ts';
import { invitations, showrooms } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { type InvitationsFixture, invitationsTestApp, registration, unique } from './invitations.fixture.ts';

/** Issue 11 point 4: a pro invites a client, a vendor or a designer by mail. */
describe('/api/pro/invitations', () => {
  let f: InvitationsFixture;
  beforeAll(async () => {
    f = await invitationsTestApp();
  });
  afterAll(() => f.t.close());

  it('invites a client: records it (token hashed), mails a link that registers the homeowner into the showroom', async () => {
    const email = `cleo-${unique()}@example.test`;
    const res = await f.post(f.auth.pro, {
      kind: 'client',
      email: `  ${email.toUpperCase()} `,
      name: ' Cleo ',
      message: 'Here is my showroom <b>for your kitchen</b>.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('The invitation is sent.');
    const invitation = res.json().data;
    expect(invitation).toMatchObject({ kind: 'client', email, name: 'Cleo', status: 'sent', sent_count: 1 });
    expect(invitation).not.toHaveProperty('token');
    expect(new Date(invitation.expires_at).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);

    const [mail] = await f.mailsTo(email);
    expect(mail.subject).toBe('Rosa Remodels invites you to their showroom — Remodel Market');
    expect(mail.text).toContain('Hello Cleo,');
    expect(mail.text).toContain('Rosa Pro of Rosa Remodels invites you to their showroom');
    expect(mail.html).toContain('&lt;b&gt;for your kitchen&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>for your kitchen</b>');
    const link = f.linkIn(mail.text);
    expect(link.pathname).toBe('/register');
    expect(link.searchParams.get('shop_id')).toBe(String(f.showroomId));
    expect(link.searchParams.get('vsd_id')).toBe('ROSAPRO1');
    const token = link.searchParams.get('invite') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is kept (the link lives in the invitee's mail alone).
    const [stored] = await f.t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(stored.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // The homeowner registers through the link: into the showroom, and the invitation is accepted.
    const registered = await f.register(
      registration(email, { shop_id: Number(link.searchParams.get('shop_id')), invite: token }),
    );
    expect(registered.statusCode).toBe(201);
    expect(registered.json().data.user.shop_id).toBe(f.showroomId);
    const accepted = (await f.list(f.auth.pro))
      .json()
      .data.find((i: { id: number }) => i.id === invitation.id);
    expect(accepted.status).toBe('accepted');
    expect(accepted.accepted_at).toEqual(expect.any(String));
    const [row] = await f.t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row.acceptedUserId).toBe(registered.json().data.user.id);
  });

  it('re-inviting the same address for the same kind resends with a new link instead of adding one', async () => {
    const email = `gus-${unique()}@example.test`;
    const first = (await f.post(f.auth.pro, { kind: 'client', email })).json().data;
    const again = await f.post(f.auth.pro, { kind: 'client', email: email.toUpperCase(), name: 'Gus' });
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe('The invitation is sent again with a new link.');
    expect(again.json().data).toMatchObject({ id: first.id, sent_count: 2, name: 'Gus', status: 'sent' });
    expect(await f.t.db.select().from(invitations).where(eq(invitations.email, email))).toHaveLength(1);
    const mails = await f.mailsTo(email);
    expect(mails).toHaveLength(2);
    const [oldToken, newToken] = mails.map((m) => f.linkIn(m.text).searchParams.get('invite'));
    expect(newToken).not.toBe(oldToken);
    // The first link is dead, the second one accepts.
    const stale = await f.register(registration(email, { invite: oldToken }));
    expect(stale.json().data.user.shop_id).toBeNull();
    const [row] = await f.t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(row.acceptedAt).toBeNull();
    // A designer invitation to the same address is another invitation.
    const designer = await f.post(f.auth.pro, { kind: 'designer', email });
    expect(designer.json().data.id).not.toBe(first.id);
  });

  it('a client who already has an account is asked to sign in and enter the showroom ID; the pro is told nothing', async () => {
    const existing = await createUser(f.t.db, { email: `old-${unique()}@example.test` });
    const fresh = `new-${unique()}@example.test`;
    const answers = [];
    for (const email of [existing.email, fresh]) {
      const res = await f.post(f.auth.pro, { kind: 'client', email });
      expect(res.statusCode).toBe(201);
      const { id: _, email: __, sent_at: ___, expires_at: ____, ...rest } = res.json().data;
      answers.push([res.json().message, rest]);
    }
    expect(answers[0]).toEqual(answers[1]);
    const [mail] = await f.mailsTo(existing.email);
    expect(mail.text).toContain('You already have an account with this address');
    expect(mail.text).toContain('enter the showroom ID ROSAPRO1 on the home page');
    expect(f.linkIn(mail.text).pathname).toBe('/login');
    expect(mail.html).toContain('>Sign in</a>');
  });

  it('a designer gets the pro registration with the trade preset; a vendor the vendor registration', async () => {
    const email = `dee-${unique()}@example.test`;
    expect((await f.post(f.auth.pro, { kind: 'designer', email })).statusCode).toBe(201);
    const [designerMail] = await f.mailsTo(email);
    expect(designerMail.subject).toBe('Rosa Remodels invites you to design rooms with them — Remodel Market');
    const designerLink = f.linkIn(designerMail.text);
    expect(designerLink.pathname).toBe('/register/contractor');
    expect(designerLink.searchParams.get('trade')).toBe('designer');

    const vendor = `vic-${unique()}@example.test`;
    expect((await f.post(f.auth.pro, { kind: 'vendor', email: vendor, name: 'Vic' })).statusCode).toBe(201);
    const [vendorMail] = await f.mailsTo(vendor);
    expect(vendorMail.subject).toBe('Rosa Remodels invites you to sell your products on Remodel Market');
    const vendorLink = f.linkIn(vendorMail.text);
    expect(vendorLink.pathname).toBe('/register/vendor');
    expect(vendorLink.searchParams.get('invitation')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(vendorMail.text).toContain('Register your company and the brands you sell');
  });

  it('refuses each invalid field with the spec’s 422 envelope, writing and mailing nothing', async () => {
    const before = (await f.t.db.select().from(invitations)).length;
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ email: 'a@b.test' }, { kind: ['The kind field is required.'] }],
      [{ kind: 'plumber', email: 'a@b.test' }, { kind: ['The kind must be Client, Vendor or Designer.'] }],
      [{ kind: 'client' }, { email: ['The email field is required.'] }],
      [{ kind: 'client', email: '  ' }, { email: ['The email field is required.'] }],
      [{ kind: 'client', email: 'not-an-email' }, { email: ['The email must be a valid email address.'] }],
      [
        {
          kind: 'client',
          email: `${'a'.repeat(60)}.${'b'.repeat(60)}@${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.test`,
        },
        { email: ['The email may not be greater than 254 characters.'] },
      ],
      [
        { kind: 'client', email: 'a@b.test', name: 'x'.repeat(121) },
        { name: ['The name may not be greater than 120 characters.'] },
      ],
      [
        { kind: 'client', email: 'a@b.test', name: 'Ann\r\nBcc: x@y.test' },
        { name: ['The name must be on one line.'] },
      ],
      [
        { kind: 'client', email: 'a@b.test', message: 'x'.repeat(1001) },
        { message: ['The message may not be greater than 1000 characters.'] },
      ],
      [{ kind: 'client', email: 'a@b.test', name: 42 }, { name: ['The name must be text.'] }],
      [
        { kind: 'client', email: 'a@b.test', message: 'hi\u0000' },
        { message: ['The message must not contain a NUL character.'] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await f.post(f.auth.pro, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.json()).toEqual({ message: 'The given data was invalid.', errors });
    }
    expect(await f.t.db.select().from(invitations)).toHaveLength(before);
    expect(await f.mailsTo('a@b.test')).toHaveLength(0);
  });

  it('lists only the caller’s own invitations, latest first, without any token', async () => {
    const email = `own-${unique()}@example.test`;
    await f.post(f.auth.other, { kind: 'client', email });
    const mine = (await f.list(f.auth.pro)).json().data as { email: string; sent_at: string }[];
    expect(mine.length).toBeGreaterThan(3);
    expect(mine.map((i) => i.email)).not.toContain(email);
    const times = mine.map((i) => i.sent_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(JSON.stringify(mine)).not.toMatch(/token/);
    expect((await f.list(f.auth.other)).json().data.map((i: { email: string }) => i.email)).toEqual([email]);
  });

  it('revokes the caller’s own invitation (its link stops working); another pro’s is a 404 and stays', async () => {
    const email = `hal-${unique()}@example.test`;
    const { id } = (await f.post(f.auth.pro, { kind: 'client', email })).json().data;
    const token = f.linkIn((await f.mailsTo(email))[0].text).searchParams.get('invite');
    const othersId = (await f.post(f.auth.other, { kind: 'vendor', email })).json().data.id;

    expect((await f.revoke(f.auth.other, id)).statusCode).toBe(404);
    expect((await f.revoke(f.auth.pro, othersId)).statusCode).toBe(404);
    const res = await f.revoke(f.auth.pro, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'The invitation is revoked: its link no longer works.',
      data: null,
    });
    expect((await f.revoke(f.auth.pro, id)).statusCode).toBe(404);
    expect((await f.revoke(f.auth.pro, 'abc')).statusCode).toBe(404);
    expect((await f.revoke(f.auth.pro, '99999999999')).statusCode).toBe(404);
    expect(await f.t.db.select().from(invitations).where(eq(invitations.id, othersId))).toHaveLength(1);
    const registered = await f.register(registration(email, { invite: token }));
    expect(registered.json().data.user.shop_id).toBeNull();
  });

  it('401 without a token, 403 for a homeowner, a vendor and an admin, 404 for a pro without a showroom', async () => {
    const body = { kind: 'client', email: 'x@y.test' };
    expect((await f.post({}, body)).statusCode).toBe(401);
    expect((await f.list({})).statusCode).toBe(401);
    expect((await f.revoke({}, 1)).statusCode).toBe(401);
    for (const role of ['User', 'Vendor', 'Admin']) {
      expect((await f.post(f.auth[role], body)).statusCode, role).toBe(403);
      expect((await f.list(f.auth[role])).statusCode, role).toBe(403);
      expect((await f.revoke(f.auth[role], 1)).statusCode, role).toBe(403);
    }
    const bare = await f.post(f.auth.bare, body);
    expect(bare.statusCode).toBe(404);
    expect(bare.json().message).toBe('You have no showroom yet.');
    expect((await f.list(f.auth.bare)).statusCode).toBe(404);
    expect(await f.mailsTo('x@y.test')).toHaveLength(0);
  });

  it('limits the mails: 5 a day to one address, 20 an hour per pro (429 with Retry-After)', async () => {
    const email = `spam-${unique()}@example.test`;
    for (let i = 0; i < 5; i++)
      expect((await f.post(f.auth.other, { kind: 'client', email })).statusCode).toBe(201);
    const sixth = await f.post(f.auth.other, { kind: 'client', email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(
      /^Too many invitations sent\. Please try again in \d+ (minute|minutes)\.$/,
    );
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await f.mailsTo(email)).toHaveLength(5);

    const flood = await createUser(f.t.db, { type: 'Contractor' });
    await f.t.db.insert(showrooms).values({
      userId: flood.id,
      vsdId: `FLOOD${unique().slice(0, 3).toUpperCase()}`,
      companyName: 'Flood Co',
    });
    const floodAuth = authHeader(await loginAs(f.t.app, flood.email));
    for (let i = 0; i < 20; i++) {
      const res = await f.post(floodAuth, { kind: 'client', email: `n${i}-${unique()}@example.test` });
      expect(res.statusCode).toBe(201);
    }
    const over = await f.post(floodAuth, { kind: 'client', email: `last-${unique()}@example.test` });
    expect(over.statusCode).toBe(429);
    expect((await f.t.db.select().from(invitations).where(eq(invitations.proUserId, flood.id))).length).toBe(
      20,
    );
  });
});
