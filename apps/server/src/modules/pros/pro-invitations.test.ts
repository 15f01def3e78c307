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
import { invitations, outboxMails, showrooms, users } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

/** A homeowner's registration body (spec point 3), for the invitation link's registration. */
const registration = (email: string, over: Record<string, unknown> = {}) => ({
  full_name: 'Cleo Client',
  email,
  password: 'secret-pass-1',
  country_code: '+1',
  phone_number: '(415) 555-2671',
  zip_code: '94110',
  agree: true,
  shipping_street: '500 Valencia St',
  shipping_city: 'San Francisco',
  shipping_state: 'CA',
  shipping_zip_code: '94110',
  i_accept: true,
  ...over,
});

/** Issue 11 point 4: a pro invites a client, a vendor or a designer by mail. */
describe('/api/pro/invitations', () => {
  let t: TestApp;
  let pro: { id: number; email: string };
  let showroomId: number;
  const auth: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    pro = await createUser(t.db, { type: 'Contractor', fullName: 'Rosa Pro' });
    [{ id: showroomId }] = await t.db
      .insert(showrooms)
      .values({ userId: pro.id, vsdId: 'ROSAPRO1', companyName: 'Rosa Remodels' })
      .returning();
    const other = await createUser(t.db, { type: 'Contractor', fullName: 'Otto Pro' });
    await t.db.insert(showrooms).values({ userId: other.id, vsdId: 'OTTOPRO1', companyName: 'Otto Builds' });
    auth.pro = authHeader(await loginAs(t.app, pro.email));
    auth.other = authHeader(await loginAs(t.app, other.email));
    auth.bare = authHeader(await loginAs(t.app, (await createUser(t.db, { type: 'Contractor' })).email));
    auth.User = authHeader(await loginAs(t.app, (await createUser(t.db)).email));
    auth.Vendor = authHeader(await loginAs(t.app, (await createUser(t.db, { type: 'Vendor' })).email));
    const admin = await createUser(t.db, { type: 'Admin' });
    auth.Admin = authHeader(await loginAsVerifiedAdmin(t.app, admin.email));
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/pro/invitations', headers, payload });
  const list = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/pro/invitations', headers });
  const revoke = (headers: Record<string, string>, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/pro/invitations/${id}`, headers });
  const mailsTo = (to: string) =>
    t.db.select().from(outboxMails).where(eq(outboxMails.to, to)).orderBy(outboxMails.id);
  const linkIn = (text: string) => {
    const match = /http:\/\/localhost:3000(\/\S+)/.exec(text);
    if (!match) throw new Error(`no link in ${text}`);
    return new URL(match[1], 'http://localhost:3000');
  };
  const register = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload,
      remoteAddress: `10.1.0.${Math.floor(Math.random() * 250)}`,
    });

  it('invites a client: records it (token hashed), mails a link that registers the homeowner into the showroom', async () => {
    const email = `cleo-${unique()}@example.test`;
    const res = await post(auth.pro, {
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

    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Rosa Remodels invites you to their showroom — Remodel Market');
    expect(mail.text).toContain('Hello Cleo,');
    expect(mail.text).toContain('Rosa Pro of Rosa Remodels invites you to their showroom');
    expect(mail.html).toContain('&lt;b&gt;for your kitchen&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>for your kitchen</b>');
    const link = linkIn(mail.text);
    expect(link.pathname).toBe('/register');
    expect(link.searchParams.get('shop_id')).toBe(String(showroomId));
    expect(link.searchParams.get('vsd_id')).toBe('ROSAPRO1');
    const token = link.searchParams.get('invite') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is kept (the link lives in the invitee's mail alone).
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(stored.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // The homeowner registers through the link: into the showroom, and the invitation is accepted.
    const registered = await register(
      registration(email, { shop_id: Number(link.searchParams.get('shop_id')), invite: token }),
    );
    expect(registered.statusCode).toBe(201);
    expect(registered.json().data.user.shop_id).toBe(showroomId);
    const accepted = (await list(auth.pro)).json().data.find((i: { id: number }) => i.id === invitation.id);
    expect(accepted.status).toBe('accepted');
    expect(accepted.accepted_at).toEqual(expect.any(String));
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row.acceptedUserId).toBe(registered.json().data.user.id);
  });

  it('the token alone never accepts another address’s invitation, nor a lapsed one; the invite token wins over a stored showroom', async () => {
    const email = `dana-${unique()}@example.test`;
    await post(auth.pro, { kind: 'client', email });
    const token = linkIn((await mailsTo(email))[0].text).searchParams.get('invite') ?? '';
    // Someone else with the forwarded link: registered (a showroom id is public), the invitation stays open.
    const stranger = await register(registration(`eve-${unique()}@example.test`, { invite: token }));
    expect(stranger.statusCode).toBe(201);
    expect(stranger.json().data.user.shop_id).toBeNull();
    const [open] = await t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(open.acceptedAt).toBeNull();
    // The invitee, with a made-up token: not accepted either.
    const guessed = await register(registration(email, { invite: 'A'.repeat(43) }));
    expect(guessed.statusCode).toBe(201);
    expect(
      (await t.db.select().from(invitations).where(eq(invitations.email, email)))[0].acceptedAt,
    ).toBeNull();

    // A lapsed invitation: the link no longer accepts it.
    const late = `late-${unique()}@example.test`;
    await post(auth.pro, { kind: 'client', email: late });
    const lateToken = linkIn((await mailsTo(late))[0].text).searchParams.get('invite') ?? '';
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, late));
    const lapsed = await register(registration(late, { invite: lateToken }));
    expect(lapsed.statusCode).toBe(201);
    expect(lapsed.json().data.user.shop_id).toBeNull();
    const statuses = (await list(auth.pro)).json().data;
    expect(statuses.find((i: { email: string }) => i.email === late).status).toBe('expired');

    // The invitation's showroom wins over another one the visitor had selected.
    const fay = `fay-${unique()}@example.test`;
    await post(auth.pro, { kind: 'client', email: fay });
    const fayToken = linkIn((await mailsTo(fay))[0].text).searchParams.get('invite') ?? '';
    const [otherRoom] = await t.db.select().from(showrooms).where(eq(showrooms.vsdId, 'OTTOPRO1'));
    const res = await register(registration(fay, { shop_id: otherRoom.id, invite: fayToken }));
    expect(res.json().data.user.shop_id).toBe(showroomId);
  });

  it('re-inviting the same address for the same kind resends with a new link instead of adding one', async () => {
    const email = `gus-${unique()}@example.test`;
    const first = (await post(auth.pro, { kind: 'client', email })).json().data;
    const again = await post(auth.pro, { kind: 'client', email: email.toUpperCase(), name: 'Gus' });
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe('The invitation is sent again with a new link.');
    expect(again.json().data).toMatchObject({ id: first.id, sent_count: 2, name: 'Gus', status: 'sent' });
    expect(await t.db.select().from(invitations).where(eq(invitations.email, email))).toHaveLength(1);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const [oldToken, newToken] = mails.map((m) => linkIn(m.text).searchParams.get('invite'));
    expect(newToken).not.toBe(oldToken);
    // The first link is dead, the second one accepts.
    const stale = await register(registration(email, { invite: oldToken }));
    expect(stale.json().data.user.shop_id).toBeNull();
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(row.acceptedAt).toBeNull();
    // A designer invitation to the same address is another invitation.
    const designer = await post(auth.pro, { kind: 'designer', email });
    expect(designer.json().data.id).not.toBe(first.id);
  });

  it('a client who already has an account is asked to sign in and enter the showroom ID; the pro is told nothing', async () => {
    const existing = await createUser(t.db, { email: `old-${unique()}@example.test` });
    const fresh = `new-${unique()}@example.test`;
    const answers = [];
    for (const email of [existing.email, fresh]) {
      const res = await post(auth.pro, { kind: 'client', email });
      expect(res.statusCode).toBe(201);
      const { id: _, email: __, sent_at: ___, expires_at: ____, ...rest } = res.json().data;
      answers.push([res.json().message, rest]);
    }
    expect(answers[0]).toEqual(answers[1]);
    const [mail] = await mailsTo(existing.email);
    expect(mail.text).toContain('You already have an account with this address');
    expect(mail.text).toContain('enter the showroom ID ROSAPRO1 on the home page');
    expect(linkIn(mail.text).pathname).toBe('/login');
    expect(mail.html).toContain('>Sign in</a>');
  });

  it('a designer gets the pro registration with the trade preset; a vendor the contact page', async () => {
    const email = `dee-${unique()}@example.test`;
    expect((await post(auth.pro, { kind: 'designer', email })).statusCode).toBe(201);
    const [designerMail] = await mailsTo(email);
    expect(designerMail.subject).toBe('Rosa Remodels invites you to design rooms with them — Remodel Market');
    const designerLink = linkIn(designerMail.text);
    expect(designerLink.pathname).toBe('/register/contractor');
    expect(designerLink.searchParams.get('trade')).toBe('designer');

    const vendor = `vic-${unique()}@example.test`;
    expect((await post(auth.pro, { kind: 'vendor', email: vendor, name: 'Vic' })).statusCode).toBe(201);
    const [vendorMail] = await mailsTo(vendor);
    expect(vendorMail.subject).toBe('Rosa Remodels invites you to sell your products on Remodel Market');
    expect(linkIn(vendorMail.text).pathname).toBe('/contact');
    expect(vendorMail.text).toContain('Vendor accounts are opened by our team');
  });

  it('the invited designer’s registration as a designer accepts the invitation; a contractor’s does not', async () => {
    const designerBody = (email: string, invite: string | null, trade = 'designer') => ({
      company_name: 'Dee Designs',
      full_name: 'Dee Signer',
      email,
      password: 'secret-pass-1',
      country_code: '+1',
      phone_number: '(916) 555-0142',
      license_number: 'D-1234',
      license_state: 'CA',
      business_street: '12 J St',
      business_city: 'Sacramento',
      business_state: 'CA',
      business_zip_code: '95814',
      trade,
      agree: true,
      invite,
    });
    const registerPro = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register/contractor',
        payload,
        remoteAddress: `10.2.0.${Math.floor(Math.random() * 250)}`,
      });
    const tokenFor = async (email: string) => {
      await post(auth.pro, { kind: 'designer', email });
      return linkIn((await mailsTo(email)).at(-1)?.text ?? '').searchParams.get('invite');
    };
    const acceptedOf = async (email: string) =>
      (await t.db.select().from(invitations).where(eq(invitations.email, email)))[0].acceptedAt;

    const asContractor = `con-${unique()}@example.test`;
    const conToken = await tokenFor(asContractor);
    expect((await registerPro(designerBody(asContractor, conToken, 'contractor'))).statusCode).toBe(201);
    expect(await acceptedOf(asContractor)).toBeNull();

    const dee = `dee2-${unique()}@example.test`;
    const token = await tokenFor(dee);
    // Someone else with Dee's link registers, but does not accept Dee's invitation.
    expect((await registerPro(designerBody(`mal-${unique()}@example.test`, token))).statusCode).toBe(201);
    expect(await acceptedOf(dee)).toBeNull();
    expect((await registerPro(designerBody(dee, token))).statusCode).toBe(201);
    expect(await acceptedOf(dee)).toEqual(expect.any(Date));
    const listed = (await list(auth.pro)).json().data.find((i: { email: string }) => i.email === dee);
    expect(listed).toMatchObject({ kind: 'designer', status: 'accepted' });
  });

  it('refuses each invalid field with the spec’s 422 envelope, writing and mailing nothing', async () => {
    const before = (await t.db.select().from(invitations)).length;
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
      const res = await post(auth.pro, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.json()).toEqual({ message: 'The given data was invalid.', errors });
    }
    expect(await t.db.select().from(invitations)).toHaveLength(before);
    expect(await mailsTo('a@b.test')).toHaveLength(0);
  });

  it('lists only the caller’s own invitations, latest first, without any token', async () => {
    const email = `own-${unique()}@example.test`;
    await post(auth.other, { kind: 'client', email });
    const mine = (await list(auth.pro)).json().data as { email: string; sent_at: string }[];
    expect(mine.length).toBeGreaterThan(3);
    expect(mine.map((i) => i.email)).not.toContain(email);
    const times = mine.map((i) => i.sent_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(JSON.stringify(mine)).not.toMatch(/token/);
    expect((await list(auth.other)).json().data.map((i: { email: string }) => i.email)).toEqual([email]);
  });

  it('revokes the caller’s own invitation (its link stops working); another pro’s is a 404 and stays', async () => {
    const email = `hal-${unique()}@example.test`;
    const { id } = (await post(auth.pro, { kind: 'client', email })).json().data;
    const token = linkIn((await mailsTo(email))[0].text).searchParams.get('invite');
    const othersId = (await post(auth.other, { kind: 'vendor', email })).json().data.id;

    expect((await revoke(auth.other, id)).statusCode).toBe(404);
    expect((await revoke(auth.pro, othersId)).statusCode).toBe(404);
    const res = await revoke(auth.pro, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'The invitation is revoked: its link no longer works.',
      data: null,
    });
    expect((await revoke(auth.pro, id)).statusCode).toBe(404);
    expect((await revoke(auth.pro, 'abc')).statusCode).toBe(404);
    expect((await revoke(auth.pro, '99999999999')).statusCode).toBe(404);
    expect(await t.db.select().from(invitations).where(eq(invitations.id, othersId))).toHaveLength(1);
    const registered = await register(registration(email, { invite: token }));
    expect(registered.json().data.user.shop_id).toBeNull();
  });

  it('401 without a token, 403 for a homeowner, a vendor and an admin, 404 for a pro without a showroom', async () => {
    const body = { kind: 'client', email: 'x@y.test' };
    expect((await post({}, body)).statusCode).toBe(401);
    expect((await list({})).statusCode).toBe(401);
    expect((await revoke({}, 1)).statusCode).toBe(401);
    for (const role of ['User', 'Vendor', 'Admin']) {
      expect((await post(auth[role], body)).statusCode, role).toBe(403);
      expect((await list(auth[role])).statusCode, role).toBe(403);
      expect((await revoke(auth[role], 1)).statusCode, role).toBe(403);
    }
    const bare = await post(auth.bare, body);
    expect(bare.statusCode).toBe(404);
    expect(bare.json().message).toBe('You have no showroom yet.');
    expect((await list(auth.bare)).statusCode).toBe(404);
    expect(await mailsTo('x@y.test')).toHaveLength(0);
  });

  it('limits the mails: 5 a day to one address, 20 an hour per pro (429 with Retry-After)', async () => {
    const email = `spam-${unique()}@example.test`;
    for (let i = 0; i < 5; i++)
      expect((await post(auth.other, { kind: 'client', email })).statusCode).toBe(201);
    const sixth = await post(auth.other, { kind: 'client', email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(
      /^Too many invitations sent\. Please try again in \d+ (minute|minutes)\.$/,
    );
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(email)).toHaveLength(5);

    const flood = await createUser(t.db, { type: 'Contractor' });
    await t.db.insert(showrooms).values({
      userId: flood.id,
      vsdId: `FLOOD${unique().slice(0, 3).toUpperCase()}`,
      companyName: 'Flood Co',
    });
    const floodAuth = authHeader(await loginAs(t.app, flood.email));
    for (let i = 0; i < 20; i++) {
      const res = await post(floodAuth, { kind: 'client', email: `n${i}-${unique()}@example.test` });
      expect(res.statusCode).toBe(201);
    }
    const over = await post(floodAuth, { kind: 'client', email: `last-${unique()}@example.test` });
    expect(over.statusCode).toBe(429);
    expect((await t.db.select().from(invitations).where(eq(invitations.proUserId, flood.id))).length).toBe(
      20,
    );
  });

  it('only a homeowner registration accepts a client invitation', async () => {
    const email = `ivy-${unique()}@example.test`;
    await post(auth.pro, { kind: 'client', email });
    const token = linkIn((await mailsTo(email))[0].text).searchParams.get('invite');
    const res = await register(registration(email, { type: 'Contractor', invite: token }));
    expect(res.statusCode).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user.shopId).toBeNull();
    expect(
      (await t.db.select().from(invitations).where(eq(invitations.email, email)))[0].acceptedAt,
    ).toBeNull();
  });
});
