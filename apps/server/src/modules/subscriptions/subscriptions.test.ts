import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs, loginAsVerifiedAdmin } from '../../../test/harness.ts';
import {
  CARD_4242,
  call,
  invoicesOf,
  mailsTo,
  type SubscriptionFixture,
  subscribeAs,
  subscriptionTestApp,
} from './subscriptions.fixture.ts';

/** POST/GET /api/pro/subscription and its cancel, resume and invoices (issue 11 point 5). */
describe('/api/pro/subscription', () => {
  let f: SubscriptionFixture;
  let others: Record<'User' | 'Vendor' | 'Admin', Record<string, string>>;
  beforeAll(async () => {
    f = await subscriptionTestApp();
    const as = async (type: 'User' | 'Vendor') =>
      authHeader(await loginAs(f.t.app, (await createUser(f.t.db, { type })).email));
    others = {
      User: await as('User'),
      Vendor: await as('Vendor'),
      Admin: authHeader(
        await loginAsVerifiedAdmin(f.t.app, (await createUser(f.t.db, { type: 'Admin' })).email),
      ),
    };
  });
  afterAll(() => f.t.close());

  const authUser = async (headers = f.auth) =>
    (await call(f, 'GET', '/api/authuser', headers)).json().data as {
      latest_subscription: { subscription_status: string; plan: string; paid_amount: number } | null;
    };
  const shopProfile = async () =>
    (await f.t.app.inject({ method: 'GET', url: `/api/visualization/shop_profile?vsd_id=${f.vsdId}` })).json()
      .data.profile;

  it('lists the plans from settings: Premium at $199 a month, the add-on priced; no subscription yet', async () => {
    const res = await call(f, 'GET', '/api/pro/subscription', f.auth);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.plans.map((p: { code: string; price_cents: number }) => [p.code, p.price_cents])).toEqual([
      ['Basic', 2900],
      ['Premium', 19900],
    ]);
    expect(data.custom_addon.price_cents).toBe(4900);
    expect(data.subscription).toBeNull();
    expect((await call(f, 'GET', '/api/pro/subscription/invoices', f.auth)).json().data).toEqual([]);
  });

  it('422s: an unknown plan, bad card fields, a declined card (provider message), a missing key — no subscription', async () => {
    const plan = await subscribeAs(f, f.auth, { plan: 'Gold', payment: CARD_4242 });
    expect(plan.statusCode).toBe(422);
    expect(plan.json().errors).toEqual({ plan: ['The selected plan is invalid.'] });

    const fields = await subscribeAs(f, f.auth, {
      plan: 'Premium',
      payment: { card_number: '1234', exp_date: '13/20', cvv: '1' },
    });
    expect(fields.statusCode).toBe(422);
    expect(Object.keys(fields.json().errors).sort()).toEqual(['card_number', 'cvv', 'exp_date']);

    const declined = await subscribeAs(f, f.auth, {
      plan: 'Premium',
      payment: { ...CARD_4242, card_number: '4000 0000 0000 9995' },
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().errors).toEqual({ card_number: ['Your card has insufficient funds.'] });

    const refused = await subscribeAs(f, f.auth, {
      plan: 'Premium',
      payment: { ...CARD_4242, card_number: '4000 0000 0000 0002' },
    });
    expect(refused.json().errors).toEqual({ card_number: ['Your card was declined.'] });

    const saved = await subscribeAs(f, f.auth, { plan: 'Premium', payment: { saved_card: true } });
    expect(saved.json().errors).toEqual({ payment: ['There is no saved card. Please add a card.'] });

    const noKey = await subscribeAs(f, f.auth, { plan: 'Premium', payment: CARD_4242 }, null);
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().errors).toHaveProperty('Idempotency-Key');

    expect((await call(f, 'GET', '/api/pro/subscription', f.auth)).json().data.subscription).toBeNull();
    expect((await authUser()).latest_subscription).toBeNull();
    expect(await invoicesOf(f, f.pro.id)).toEqual([]);
  });

  it('subscribes to Premium with 4242: one charge, a paid invoice, a receipt, branding on; a replay answers the same', async () => {
    const res = await subscribeAs(f, f.auth, { plan: 'premium', payment: CARD_4242 }, 'premium-1');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('You are subscribed to Premium.');
    const sub = res.json().data;
    expect(sub).toMatchObject({
      plan: 'Premium',
      status: 'active',
      amount_cents: 19900,
      cancel_at_period_end: false,
      branding: true,
      card: { brand: 'Visa', last4: '4242' },
    });
    const days = (Date.parse(sub.current_period_end) - Date.parse(sub.current_period_start)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const again = await subscribeAs(f, f.auth, { plan: 'premium', payment: CARD_4242 }, 'premium-1');
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(sub.id);
    const other = await subscribeAs(f, f.auth, { plan: 'Basic', payment: CARD_4242 }, 'premium-1');
    expect(other.statusCode).toBe(409);
    const second = await subscribeAs(f, f.auth, { plan: 'Basic', payment: CARD_4242 });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.plan[0]).toMatch(/already have the Premium plan/);

    expect(await invoicesOf(f, f.pro.id)).toEqual([
      expect.objectContaining({ status: 'paid', attempts: 1, amount_cents: 19900 }),
    ]);
    const invoices = (await call(f, 'GET', '/api/pro/subscription/invoices', f.auth)).json().data;
    expect(invoices).toEqual([
      expect.objectContaining({
        number: expect.stringMatching(/^INV-/),
        status: 'paid',
        amount_cents: 19900,
      }),
    ]);
    expect(invoices[0].paid_at).not.toBeNull();
    expect(await mailsTo(f, f.pro.email)).toEqual([expect.stringMatching(/^Your Premium receipt INV-/)]);
    expect((await authUser()).latest_subscription).toEqual({
      subscription_status: 'active',
      plan: 'Premium',
      paid_amount: 199,
    });
    expect(await shopProfile()).toMatchObject({
      custom_addon: { subscription_status: 'active' },
      showroom_subscription: 'Premium',
      theme_color: '#b45309',
    });
  });

  it('cancels at period end (still branded until then) and resumes; both repeatable', async () => {
    const cancel = await call(f, 'POST', '/api/pro/subscription/cancel', f.auth);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      branding: true,
    });
    expect(
      (await call(f, 'POST', '/api/pro/subscription/cancel', f.auth)).json().data.cancel_at_period_end,
    ).toBe(true);
    expect((await authUser()).latest_subscription?.subscription_status).toBe('active');
    const resume = await call(f, 'POST', '/api/pro/subscription/resume', f.auth);
    expect(resume.statusCode).toBe(200);
    expect(resume.json().data.cancel_at_period_end).toBe(false);
    const read = (await call(f, 'GET', '/api/pro/subscription', f.auth)).json().data.subscription;
    expect(read).toMatchObject({ plan: 'Premium', status: 'active', cancel_at_period_end: false });
  });

  it('the saved card pays too (a pro with a saved default card)', async () => {
    const g = await subscriptionTestApp(f.t);
    const card = await f.t.app.payments.tokenizeCard({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      nameOnCard: 'Carla Pro',
    });
    const { saveDefaultCard } = await import('../accounts/payment-methods.repository.ts');
    await saveDefaultCard(f.t.db, g.pro.id, card, 'Carla Pro');
    expect((await call(g, 'GET', '/api/pro/subscription', g.auth)).json().data.saved_card).toEqual({
      brand: 'Visa',
      last4: '4242',
    });
    const res = await subscribeAs(g, g.auth, {
      plan: 'Basic',
      custom_addon: true,
      payment: { saved_card: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      plan: 'Basic',
      custom_addon: true,
      amount_cents: 7800,
      branding: true,
    });
    const user = (await call(g, 'GET', '/api/authuser', g.auth)).json().data;
    expect(user.custom_addon).toEqual({ subscription_status: 'active' });
  });

  it('404 to cancel or resume without a subscription', async () => {
    const g = await subscriptionTestApp(f.t);
    expect((await call(g, 'POST', '/api/pro/subscription/cancel', g.auth)).statusCode).toBe(404);
    expect((await call(g, 'POST', '/api/pro/subscription/resume', g.auth)).statusCode).toBe(404);
  });

  it('401 without a token and 403 for User, Vendor and Admin on every route', async () => {
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', '/api/pro/subscription'],
      ['POST', '/api/pro/subscription'],
      ['POST', '/api/pro/subscription/cancel'],
      ['POST', '/api/pro/subscription/resume'],
      ['GET', '/api/pro/subscription/invoices'],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { plan: 'Premium', payment: CARD_4242 } : undefined;
      expect((await f.t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
      for (const [type, headers] of Object.entries(others)) {
        const res = await f.t.app.inject({
          method,
          url,
          payload,
          headers: { ...headers, 'idempotency-key': `k-${type}` },
        });
        expect(res.statusCode, `${type} ${method} ${url}`).toBe(403);
      }
    }
  });
});
