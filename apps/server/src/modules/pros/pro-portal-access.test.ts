import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  loginAs,
  loginAsVerifiedAdmin,
  type TestApp,
} from '../../../test/harness.ts';
import { operationsOf } from '../../../test/openapi-fuzz.ts';
import { showrooms } from '../../db/schema/index.ts';

/**
 * The authorization matrix of the pro portal and the admin's pro queue (issue 11), read from the app's own
 * OpenAPI description so that a route added later is covered without touching this test: every operation
 * under /api/pro/ answers an anonymous caller 401 and a homeowner, vendor or admin 403, and lets a pro
 * through; every one under /api/admin/pro_verifications answers 401 and 403 to all but the admin.
 */
describe('who may call the pro portal and the pro queue', () => {
  let t: TestApp;
  let roles: Record<'anonymous' | 'User' | 'Vendor' | 'Admin' | 'Contractor', Record<string, string>>;
  let ops: { method: string; url: string; path: string }[];

  beforeAll(async () => {
    t = await buildTestApp();
    const pro = await createUser(t.db, { type: 'Contractor' });
    await t.db.insert(showrooms).values({ userId: pro.id, vsdId: 'MATRIX01', companyName: 'Matrix Co' });
    const admin = await createUser(t.db, { type: 'Admin' });
    roles = {
      anonymous: {},
      User: authHeader(await loginAs(t.app, (await createUser(t.db)).email)),
      Vendor: authHeader(await loginAs(t.app, (await createUser(t.db, { type: 'Vendor' })).email)),
      Admin: authHeader(await loginAsVerifiedAdmin(t.app, admin.email)),
      Contractor: authHeader(await loginAs(t.app, pro.email)),
    };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    ops = operationsOf(doc)
      .filter((o) => o.path.startsWith('/api/pro/') || o.path.startsWith('/api/admin/pro_verifications'))
      .map((o) => ({ method: o.method, path: o.path, url: o.path.replace(/\{[^}]+\}/g, '2147483000') }));
  });
  afterAll(() => t.close());

  const send = (op: { method: string; url: string }, headers: Record<string, string>) =>
    t.app.inject({
      method: op.method as 'GET',
      url: op.url,
      headers: { ...headers, 'idempotency-key': `matrix-${Math.random()}` },
      ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('finds the portal’s operations in the description', () => {
    const names = ops.map((o) => `${o.method} ${o.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/pro/markups',
        'PUT /api/pro/showroom',
        'POST /api/pro/coupons',
        'DELETE /api/pro/coupons/{id}',
        'GET /api/admin/pro_verifications',
      ]),
    );
  });

  it('answers 401 without a token and 403 to every other account type, before reading the body', async () => {
    const refused: string[] = [];
    for (const op of ops) {
      const admin = op.path.startsWith('/api/admin/');
      const expected = {
        anonymous: 401,
        User: 403,
        Vendor: 403,
        Admin: admin ? null : 403,
        Contractor: admin ? 403 : null,
      } as const;
      for (const [role, status] of Object.entries(expected)) {
        if (status == null) continue;
        const res = await send(op, roles[role as keyof typeof roles]);
        if (res.statusCode !== status) refused.push(`${role} ${op.method} ${op.path} → ${res.statusCode}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('lets the allowed account type through (never 401 or 403)', async () => {
    const blocked: string[] = [];
    for (const op of ops) {
      const role = op.path.startsWith('/api/admin/') ? 'Admin' : 'Contractor';
      const res = await send(op, roles[role]);
      if (res.statusCode === 401 || res.statusCode === 403) blocked.push(`${role} ${op.method} ${op.path}`);
    }
    expect(blocked).toEqual([]);
  });
});
