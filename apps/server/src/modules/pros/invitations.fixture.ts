import { eq } from 'drizzle-orm';
import {
  authHeader,
  buildTestApp,
  createUser,
  loginAs,
  loginAsVerifiedAdmin,
} from '../../../test/harness.ts';
import { outboxMails, showrooms } from '../../db/schema/index.ts';

export const unique = () => Math.random().toString(36).slice(2, 8);

/** A homeowner's registration body (spec point 3), for the invitation link's registration. */
export const registration = (email: string, over: Record<string, unknown> = {}) => ({
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

/**
 * Issue 11 point 4's invitations: Rosa Pro (showroom ROSAPRO1), another pro (OTTOPRO1), a pro without a
 * showroom, one account of each other type, and helpers to invite, list, revoke, read the mails and register.
 */
export async function invitationsTestApp() {
  const t = await buildTestApp();
  const pro = await createUser(t.db, { type: 'Contractor', fullName: 'Rosa Pro' });
  const [{ id: showroomId }] = await t.db
    .insert(showrooms)
    .values({ userId: pro.id, vsdId: 'ROSAPRO1', companyName: 'Rosa Remodels' })
    .returning();
  const other = await createUser(t.db, { type: 'Contractor', fullName: 'Otto Pro' });
  await t.db.insert(showrooms).values({ userId: other.id, vsdId: 'OTTOPRO1', companyName: 'Otto Builds' });
  const admin = await createUser(t.db, { type: 'Admin' });
  const auth: Record<string, Record<string, string>> = {
    pro: authHeader(await loginAs(t.app, pro.email)),
    other: authHeader(await loginAs(t.app, other.email)),
    bare: authHeader(await loginAs(t.app, (await createUser(t.db, { type: 'Contractor' })).email)),
    User: authHeader(await loginAs(t.app, (await createUser(t.db)).email)),
    Vendor: authHeader(await loginAs(t.app, (await createUser(t.db, { type: 'Vendor' })).email)),
    Admin: authHeader(await loginAsVerifiedAdmin(t.app, admin.email)),
  };
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
  return { t, pro, showroomId, auth, post, list, revoke, mailsTo, linkIn, register };
}
export type InvitationsFixture = Awaited<ReturnType<typeof invitationsTestApp>>;
