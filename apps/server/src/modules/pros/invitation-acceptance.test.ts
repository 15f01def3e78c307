import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, showrooms, users } from '../../db/schema/index.ts';
import { type InvitationsFixture, invitationsTestApp, registration, unique } from './invitations.fixture.ts';

/**
 * Accepting an invitation (issue 11 point 4): only the invited address with its own live link, and only by
 * the registration the invitation is for (a homeowner for a client, a designer for a designer).
 */
describe('accepting a pro’s invitation', () => {
  let f: InvitationsFixture;
  beforeAll(async () => {
    f = await invitationsTestApp();
  });
  afterAll(() => f.t.close());

  it('the token alone never accepts another address’s invitation, nor a lapsed one; the invite token wins over a stored showroom', async () => {
    const email = `dana-${unique()}@example.test`;
    await f.post(f.auth.pro, { kind: 'client', email });
    const token = f.linkIn((await f.mailsTo(email))[0].text).searchParams.get('invite') ?? '';
    // Someone else with the forwarded link: registered (a showroom id is public), the invitation stays open.
    const stranger = await f.register(registration(`eve-${unique()}@example.test`, { invite: token }));
    expect(stranger.statusCode).toBe(201);
    expect(stranger.json().data.user.shop_id).toBeNull();
    const [open] = await f.t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(open.acceptedAt).toBeNull();
    // The invitee, with a made-up token: not accepted either.
    const guessed = await f.register(registration(email, { invite: 'A'.repeat(43) }));
    expect(guessed.statusCode).toBe(201);
    expect(
      (await f.t.db.select().from(invitations).where(eq(invitations.email, email)))[0].acceptedAt,
    ).toBeNull();

    // A lapsed invitation: the link no longer accepts it.
    const late = `late-${unique()}@example.test`;
    await f.post(f.auth.pro, { kind: 'client', email: late });
    const lateToken = f.linkIn((await f.mailsTo(late))[0].text).searchParams.get('invite') ?? '';
    await f.t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, late));
    const lapsed = await f.register(registration(late, { invite: lateToken }));
    expect(lapsed.statusCode).toBe(201);
    expect(lapsed.json().data.user.shop_id).toBeNull();
    const statuses = (await f.list(f.auth.pro)).json().data;
    expect(statuses.find((i: { email: string }) => i.email === late).status).toBe('expired');

    // The invitation's showroom wins over another one the visitor had selected.
    const fay = `fay-${unique()}@example.test`;
    await f.post(f.auth.pro, { kind: 'client', email: fay });
    const fayToken = f.linkIn((await f.mailsTo(fay))[0].text).searchParams.get('invite') ?? '';
    const [otherRoom] = await f.t.db.select().from(showrooms).where(eq(showrooms.vsdId, 'OTTOPRO1'));
    const res = await f.register(registration(fay, { shop_id: otherRoom.id, invite: fayToken }));
    expect(res.json().data.user.shop_id).toBe(f.showroomId);
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
      f.t.app.inject({
        method: 'POST',
        url: '/api/register/contractor',
        payload,
        remoteAddress: `10.2.0.${Math.floor(Math.random() * 250)}`,
      });
    const tokenFor = async (email: string) => {
      await f.post(f.auth.pro, { kind: 'designer', email });
      return f.linkIn((await f.mailsTo(email)).at(-1)?.text ?? '').searchParams.get('invite');
    };
    const acceptedOf = async (email: string) =>
      (await f.t.db.select().from(invitations).where(eq(invitations.email, email)))[0].acceptedAt;

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
    const listed = (await f.list(f.auth.pro)).json().data.find((i: { email: string }) => i.email === dee);
    expect(listed).toMatchObject({ kind: 'designer', status: 'accepted' });
  });

  it('only a homeowner registration accepts a client invitation', async () => {
    const email = `ivy-${unique()}@example.test`;
    await f.post(f.auth.pro, { kind: 'client', email });
    const token = f.linkIn((await f.mailsTo(email))[0].text).searchParams.get('invite');
    const res = await f.register(registration(email, { type: 'Contractor', invite: token }));
    expect(res.statusCode).toBe(201);
    const [user] = await f.t.db.select().from(users).where(eq(users.email, email));
    expect(user.shopId).toBeNull();
    expect(
      (await f.t.db.select().from(invitations).where(eq(invitations.email, email)))[0].acceptedAt,
    ).toBeNull();
  });
});
