import { eq } from 'drizzle-orm';
import { authHeader, buildTestApp, createUser, loginAsVerifiedAdmin } from '../../../test/harness.ts';
import { outboxMails } from '../../db/schema/index.ts';

export const unique = () => Math.random().toString(36).slice(2, 8);

/** A vendor's registration body (POST /api/register/vendor). */
export const vendorRegistration = (email: string, over: Record<string, unknown> = {}) => ({
  company_name: 'Sierra Stoneworks',
  full_name: 'Sam Stone',
  email,
  password: 'secret-pass-1',
  country_code: '+1',
  phone_number: '(916) 555-0142',
  brand_names: ['Sierra Slate', 'Granite Peak'],
  website: 'sierrastone.example.com',
  agree: true,
  ...over,
});

/** The app with an admin past the one-time code, and helpers to register vendors, read mails and decide. */
export async function vendorsTestApp() {
  const t = await buildTestApp();
  const admin = await createUser(t.db, { type: 'Admin', fullName: 'Ada Admin' });
  const adminAuth = authHeader(await loginAsVerifiedAdmin(t.app, admin.email));
  let address = 0;
  const register = (payload: Record<string, unknown>, remoteAddress = `10.2.${++address % 250}.1`) =>
    t.app.inject({ method: 'POST', url: '/api/register/vendor', payload, remoteAddress });
  /** Registers a vendor; throws unless 201. Its user id. */
  const registered = async (email: string, over: Record<string, unknown> = {}) => {
    const res = await register(vendorRegistration(email, over));
    if (res.statusCode !== 201) throw new Error(`register ${res.statusCode} ${res.body}`);
    return res.json().data.user.id as number;
  };
  const queue = (query = '', headers: Record<string, string> = adminAuth) =>
    t.app.inject({ method: 'GET', url: `/api/admin/vendor_verifications${query}`, headers });
  const decide = (
    id: number | string,
    decision: 'approve' | 'decline',
    payload: Record<string, unknown> = {},
    headers: Record<string, string> = adminAuth,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/vendor_verifications/${id}/${decision}`,
      headers,
      payload,
    });
  const mailsTo = (to: string) =>
    t.db.select().from(outboxMails).where(eq(outboxMails.to, to)).orderBy(outboxMails.id);
  const login = (email: string, password = 'secret-pass-1') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  return { t, admin, adminAuth, register, registered, queue, decide, mailsTo, login };
}
export type VendorsFixture = Awaited<ReturnType<typeof vendorsTestApp>>;
