import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, loginAs, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { DAY_MS, invoicesOf, runBilling } from './subscriptions.fixture.ts';

/** The demo contractor's Premium plan is a billed subscription: shown in the portal, renewed by the job. */
describe('the demo Premium plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoAccounts(t.db);
  });
  afterAll(() => t.close());

  it('shows in /api/pro/subscription with its card and renewal date, and renews on the sandbox', async () => {
    const auth = authHeader(await loginAs(t.app, 'contractor@demo.test', DEMO_PASSWORD));
    const res = await t.app.inject({ method: 'GET', url: '/api/pro/subscription', headers: auth });
    const sub = res.json().data.subscription;
    expect(sub).toMatchObject({
      plan: 'Premium',
      status: 'active',
      amount_cents: 19900,
      branding: true,
      card: { brand: 'Visa', last4: '4242' },
    });
    const user = (await t.app.inject({ method: 'GET', url: '/api/authuser', headers: auth })).json().data;
    const r = await runBilling({ t }, new Date(Date.parse(sub.current_period_end) + DAY_MS));
    expect(r.renewals).toEqual({ paid: 1 });
    expect(await invoicesOf({ t }, user.id)).toEqual([
      expect.objectContaining({ status: 'paid', amount_cents: 19900 }),
    ]);
  });
});
