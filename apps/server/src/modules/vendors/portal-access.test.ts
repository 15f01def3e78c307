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

type Role = 'anonymous' | 'User' | 'Contractor' | 'Vendor' | 'AdminBeforeCode' | 'Admin';
type Op = { method: string; url: string; path: string; portal: 'vendor' | 'admin' };

/**
 * The authorization matrix of the vendor portal and the admin console (issue 12), read from the app's own
 * OpenAPI description so that every route added under /api/vendor/ or /api/admin/ — by any part — is covered
 * without touching this test: a vendor route answers an anonymous caller 401 and a homeowner, pro or admin
 * 403, and lets a vendor through; an admin route answers 401, 403 to every other type and to an admin whose
 * token has not passed the one-time code, and lets a verified admin through. Always before reading the body.
 */
describe('who may call the vendor portal and the admin console', () => {
  let t: TestApp;
  let roles: Record<Role, Record<string, string>>;
  let ops: Op[];

  beforeAll(async () => {
    t = await buildTestApp();
    const login = async (type: 'User' | 'Contractor' | 'Vendor' | 'Admin') =>
      authHeader(await loginAs(t.app, (await createUser(t.db, { type })).email));
    const admin = await createUser(t.db, { type: 'Admin' });
    roles = {
      anonymous: {},
      User: await login('User'),
      Contractor: await login('Contractor'),
      Vendor: await login('Vendor'),
      AdminBeforeCode: await login('Admin'),
      Admin: authHeader(await loginAsVerifiedAdmin(t.app, admin.email)),
    };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    ops = operationsOf(doc).flatMap((o): Op[] => {
      const portal = o.path.startsWith('/api/vendor/')
        ? 'vendor'
        : o.path.startsWith('/api/admin/')
          ? 'admin'
          : null;
      if (!portal) return [];
      return [{ method: o.method, path: o.path, url: o.path.replace(/\{[^}]+\}/g, '2147483000'), portal }];
    });
  });
  afterAll(() => t.close());

  const send = (op: Op, headers: Record<string, string>) =>
    t.app.inject({
      method: op.method as 'GET',
      url: op.url,
      headers: { ...headers, 'idempotency-key': `matrix-${Math.random()}` },
      ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
    });

  const EXPECTED: Record<Op['portal'], Partial<Record<Role, 401 | 403>>> = {
    vendor: { anonymous: 401, User: 403, Contractor: 403, AdminBeforeCode: 403, Admin: 403 },
    admin: { anonymous: 401, User: 403, Contractor: 403, Vendor: 403, AdminBeforeCode: 403 },
  };
  const ALLOWED: Record<Op['portal'], Role> = { vendor: 'Vendor', admin: 'Admin' };

  it('finds the vendor portal’s and the admin console’s operations in the description', () => {
    const names = ops.map((o) => `${o.method} ${o.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/vendor/dashboard',
        'GET /api/admin/vendor_verifications',
        'POST /api/admin/vendor_verifications/{id}/approve',
        'POST /api/admin/vendor_verifications/{id}/decline',
        'POST /api/admin/vendor_invitations',
        'GET /api/admin/pro_verifications',
      ]),
    );
  });

  it('answers 401 without a token and 403 to every other account type, before reading the body', async () => {
    const wrong: string[] = [];
    for (const op of ops) {
      for (const [role, status] of Object.entries(EXPECTED[op.portal])) {
        const res = await send(op, roles[role as Role]);
        if (res.statusCode !== status) wrong.push(`${role} ${op.method} ${op.path} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the allowed account type through (never 401 or 403)', async () => {
    const blocked: string[] = [];
    for (const op of ops) {
      const role = ALLOWED[op.portal];
      const res = await send(op, roles[role]);
      if (res.statusCode === 401 || res.statusCode === 403)
        blocked.push(`${role} ${op.method} ${op.path} → ${res.statusCode}`);
    }
    expect(blocked).toEqual([]);
  });
});
