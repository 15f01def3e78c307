import { randomBytes } from 'node:crypto';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { proApplications, projects, showrooms } from '../../db/schema/index.ts';

type Headers = Record<string, string>;

/**
 * A pro with a registration the admin decided (issue 11), a showroom and a token: `trade` designer makes
 * them a designer once `status` is approved.
 */
export async function createPro(
  t: TestApp,
  opts: {
    name: string;
    trade?: 'designer' | 'contractor';
    status?: 'approved' | 'pending' | 'declined';
    city?: string;
    state?: string;
    zip?: string;
    company?: string;
  },
) {
  const user = await createUser(t.db, { type: 'Contractor', fullName: opts.name });
  await t.db.insert(proApplications).values({
    userId: user.id,
    trade: opts.trade ?? 'designer',
    licenseNumber: 'LIC-1',
    licenseState: opts.state ?? 'CA',
    businessStreet: '1 Main St',
    businessCity: opts.city ?? 'San Francisco',
    businessState: opts.state ?? 'CA',
    businessZipCode: opts.zip ?? '94110',
    status: opts.status ?? 'approved',
  });
  await t.db.insert(showrooms).values({
    userId: user.id,
    vsdId: randomBytes(4).toString('hex').toUpperCase(),
    companyName: opts.company ?? `${opts.name} Studio`,
  });
  return { ...user, auth: authHeader(await loginAs(t.app, user.email)) };
}
export type Pro = Awaited<ReturnType<typeof createPro>>;

/** The app with a homeowner (Ann), the showroom's pro (Carl, in CA 94110) and a stranger. */
export async function designersTestApp() {
  const t = await buildTestApp();
  const owner = await createUser(t.db, { fullName: 'Ann Home' });
  const stranger = await createUser(t.db, { fullName: 'Sam Stranger' });
  const pro = await createPro(t, { name: 'Carl Pro', trade: 'contractor', company: 'Carl Builds' });
  const ownerAuth = authHeader(await loginAs(t.app, owner.email));
  const strangerAuth = authHeader(await loginAs(t.app, stranger.email));
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  /** An account project of Ann's in Carl's showroom. */
  const project = async (name = 'Kitchen remodel', showroomUserId: number | null = pro.id) =>
    (
      await t.db
        .insert(projects)
        .values({ userId: owner.id, showroomUserId, isCart: false, name })
        .returning({ id: projects.id })
    )[0].id;
  const hire = (projectId: number, designerId: number, headers: Headers = ownerAuth, message?: string) =>
    send('POST', '/api/hire_designer', headers, { project_id: projectId, designer_id: designerId, message });
  return { t, owner, stranger, pro, ownerAuth, strangerAuth, send, project, hire };
}
export type DesignersFixture = Awaited<ReturnType<typeof designersTestApp>>;
