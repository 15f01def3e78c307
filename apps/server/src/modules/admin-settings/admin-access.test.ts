import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  loginAs,
  loginAsVerifiedAdmin,
  type TestApp,
} from '../../../test/harness.ts';

/** Every route of the settings, leads, payout runs and audit log parts of the admin console. */
const ROUTES: Array<{ method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object }> = [
  { method: 'GET', url: '/api/admin/settings' },
  // An invalid body: a caller who may not use the route learns nothing of its fields (403 before 422).
  { method: 'PUT', url: '/api/admin/settings', payload: { platform_fee_bps: -1 } },
  { method: 'GET', url: '/api/admin/leads?page=0' },
  { method: 'GET', url: '/api/admin/leads.csv' },
  { method: 'GET', url: '/api/admin/payout_runs' },
  { method: 'POST', url: '/api/admin/payouts/1/retry', payload: {} },
  { method: 'GET', url: '/api/admin/audit?actor_id=abc' },
];

describe('admin console settings, leads, payout runs, audit: who may call them', () => {
  let t: TestApp;
  const tokens: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    for (const type of ['User', 'Vendor', 'Contractor', 'Admin'] as const) {
      const user = await createUser(t.db, { type });
      tokens[type] = authHeader(await loginAs(t.app, user.email));
    }
    const admin = await createUser(t.db, { type: 'Admin' });
    tokens.verified = authHeader(await loginAsVerifiedAdmin(t.app, admin.email));
  });
  afterAll(() => t.close());

  const send = (route: (typeof ROUTES)[number], headers: Record<string, string>) =>
    t.app.inject({ method: route.method, url: route.url, payload: route.payload, headers });

  it('401 without a token; 403 for a homeowner, a vendor, a pro, and an admin without the one-time code', async () => {
    for (const route of ROUTES) {
      const name = `${route.method} ${route.url}`;
      const anonymous = await send(route, {});
      expect(anonymous.statusCode, name).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
      for (const who of ['User', 'Vendor', 'Contractor', 'Admin']) {
        const res = await send(route, tokens[who]);
        expect(res.statusCode, `${who} ${name}`).toBe(403);
        expect(res.body, `${who} ${name}`).not.toContain('platform_fee_bps');
      }
    }
  });

  it('lets the admin who passed the one-time code in', async () => {
    const statuses = [];
    for (const route of ROUTES) statuses.push((await send(route, tokens.verified)).statusCode);
    // The invalid inputs above now meet validation; the retry names no payout.
    expect(statuses).toEqual([200, 422, 422, 200, 200, 404, 422]);
  });
});
