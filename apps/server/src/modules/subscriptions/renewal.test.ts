import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { buildTestApp } from '../../../test/harness.ts';
import { JOBS, jobHandlers } from '../../jobs/jobs.ts';
import type { ChargeRequest, PaymentProvider } from '../payments/payment-provider.ts';
import {
  CARD_4242,
  call,
  DAY_MS,
  invoicesOf,
  latestInvoiceKey,
  mailsTo,
  periodEndOf,
  providerCharges,
  runBilling,
  type SubscriptionFixture,
  subscribeAs,
  subscriptionTestApp,
} from './subscriptions.fixture.ts';

/** The renewal job (issue 11 point 5): one charge per period on any number of nodes, retries, lapse. */
describe('subscription renewals', () => {
  let t: TestApp;
  // A database per test: the job renews every due subscription, so pros of other tests would be counted too.
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  async function premiumPro(): Promise<SubscriptionFixture> {
    const f = await subscriptionTestApp(t);
    const res = await subscribeAs(f, f.auth, { plan: 'Premium', payment: CARD_4242 });
    expect(res.statusCode).toBe(201);
    return f;
  }
  const latest = async (f: SubscriptionFixture) =>
    (await call(f, 'GET', '/api/authuser', f.auth)).json().data.latest_subscription;
  const shopAddon = async (f: SubscriptionFixture) =>
    (await t.app.inject({ method: 'GET', url: `/api/visualization/shop_profile?vsd_id=${f.vsdId}` })).json()
      .data.profile.custom_addon.subscription_status;
  const planOf = async (f: SubscriptionFixture) =>
    (await call(f, 'GET', '/api/pro/subscription', f.auth)).json().data.subscription;
  /** Replaces the card renewals charge with one the sandbox refuses when charged. */
  async function cardFailsFromNowOn(f: SubscriptionFixture) {
    const failing = await t.app.payments.tokenizeCard({
      number: '4000000000009995',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      nameOnCard: 'Carla Pro',
    });
    await t.db.execute(
      sql`update subscriptions set card_token = ${failing.token} where user_id = ${f.pro.id} and kind = 'plan'`,
    );
  }

  it('the subscriptions-renew job renews a due subscription and delivers its receipt', async () => {
    const f = await premiumPro();
    const end = await periodEndOf(f, f.pro.id);
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const handlers = jobHandlers({
      db: t.db,
      payments: t.app.payments,
      mailer: t.app.mailer,
      log,
      payouts: false,
      now: () => new Date(end.getTime() + 60_000),
      appUrl: 'http://localhost:3000',
    });
    await handlers[JOBS.subscriptions.queue]();
    expect((await invoicesOf(f, f.pro.id)).map((i) => i.status)).toEqual(['paid', 'paid']);
    expect(log.info).toHaveBeenCalledWith({ checkouts: 0, renewals: { paid: 1 } }, 'subscriptions billed');
  });

  it('nothing is due before the period ends', async () => {
    const f = await premiumPro();
    const end = await periodEndOf(f, f.pro.id);
    const r = await runBilling(f, new Date(end.getTime() - 1000));
    expect(r.renewals).toEqual({});
    expect(await invoicesOf(f, f.pro.id)).toHaveLength(1);
  });

  it('two nodes renewing at once charge once: one charge at the provider, one paid invoice, one receipt', async () => {
    const f = await premiumPro();
    const end = await periodEndOf(f, f.pro.id);
    const at = new Date(end.getTime() + 60_000);
    await Promise.all([runBilling(f, at), runBilling(f, at), runBilling(f, at)]);
    await runBilling(f, at);
    const invoices = await invoicesOf(f, f.pro.id);
    expect(invoices.map((i) => i.status)).toEqual(['paid', 'paid']);
    const key = await latestInvoiceKey(f, f.pro.id);
    expect(key).toMatch(/^subscription-invoice:[0-9a-f-]{36}$/);
    const charges = await providerCharges({ t }, `${key}:`);
    expect(charges).toEqual([{ key: `${key}:1`, error_code: null }]);
    expect((await mailsTo(f, f.pro.email)).filter((s) => s.includes('receipt'))).toHaveLength(2);
    expect((await periodEndOf(f, f.pro.id)).getTime()).toBeGreaterThan(end.getTime() + 27 * DAY_MS);
    expect(await planOf(f)).toMatchObject({ status: 'active', branding: true });
  });

  it('a crash between the invoice and the provider’s answer is finished by the next run, without a second charge', async () => {
    const f = await premiumPro();
    const end = await periodEndOf(f, f.pro.id);
    const real = t.app.payments;
    let sent = 0;
    const lossy: PaymentProvider = Object.create(real);
    lossy.charge = async (req: ChargeRequest) => {
      sent++;
      await real.charge(req);
      throw new Error('socket hang up');
    };
    const at = new Date(end.getTime() + 60_000);
    expect((await runBilling(f, at, lossy)).renewals).toEqual({ unconfirmed: 1 });
    expect((await invoicesOf(f, f.pro.id)).map((i) => i.status)).toEqual(['paid', 'open']);
    expect((await runBilling(f, new Date(at.getTime() + 600_000))).renewals).toEqual({ paid: 1 });
    expect(sent).toBe(1);
    const invoices = await invoicesOf(f, f.pro.id);
    expect(invoices.map((i) => [i.status, i.attempts])).toEqual([
      ['paid', 1],
      ['paid', 1],
    ]);
    expect(await providerCharges({ t }, `${await latestInvoiceKey(f, f.pro.id)}:`)).toHaveLength(1);
  });

  it('a declined renewal is past_due and retried after 1, 3 and 5 days (a mail each time), then lapses: branding off', async () => {
    const f = await premiumPro();
    const end = await periodEndOf(f, f.pro.id);
    await cardFailsFromNowOn(f);
    const day = (n: number) => new Date(end.getTime() + n * DAY_MS + 60_000);
    expect((await runBilling(f, day(0))).renewals).toEqual({ past_due: 1 });
    expect(await planOf(f)).toMatchObject({ status: 'past_due', branding: true });
    expect(await latest(f)).toMatchObject({
      subscription_status: 'past_due',
      plan: 'Premium',
      paid_amount: 199,
    });
    expect(await shopAddon(f)).toBe('active');
    // Not yet due again half a day later.
    expect((await runBilling(f, day(0.5))).renewals).toEqual({ skipped: 1 });
    expect((await runBilling(f, day(1))).renewals).toEqual({ past_due: 1 });
    expect((await runBilling(f, day(3))).renewals).toEqual({ past_due: 1 });
    const invoices = (await call(f, 'GET', '/api/pro/subscription/invoices', f.auth)).json().data;
    expect(invoices[0]).toMatchObject({ status: 'open', attempts: 3 });
    expect(Date.parse(invoices[0].next_attempt_at)).toBe(end.getTime() + 5 * DAY_MS);
    expect((await runBilling(f, day(5))).renewals).toEqual({ lapsed: 1 });

    expect((await invoicesOf(f, f.pro.id)).map((i) => [i.status, i.attempts])).toEqual([
      ['paid', 1],
      ['failed', 4],
    ]);
    expect(await planOf(f)).toMatchObject({ status: 'canceled', branding: false });
    const user = (await call(f, 'GET', '/api/authuser', f.auth)).json().data;
    expect(user.latest_subscription).toMatchObject({ subscription_status: 'canceled' });
    const { contractorThemeApplies } = await import('@app/domain/catalog/theme');
    expect(contractorThemeApplies(user)).toBe(false);
    expect(await shopAddon(f)).toBeNull();
    const mails = await mailsTo(f, f.pro.email);
    expect(mails.filter((s) => s.includes('payment failed'))).toHaveLength(3);
    expect(mails.at(-1)).toMatch(/Premium plan has ended/);
    // Ended: nothing more is charged, and the pro may subscribe again.
    await runBilling(f, day(40));
    expect(await invoicesOf(f, f.pro.id)).toHaveLength(2);
    expect((await subscribeAs(f, f.auth, { plan: 'Premium', payment: CARD_4242 })).statusCode).toBe(201);
  });

  it('cancel at period end: branded until the end, then canceled with no charge, branding off', async () => {
    const f = await premiumPro();
    const end = await periodEndOf(f, f.pro.id);
    expect((await call(f, 'POST', '/api/pro/subscription/cancel', f.auth)).statusCode).toBe(200);
    expect((await runBilling(f, new Date(end.getTime() - 60_000))).renewals).toEqual({});
    expect(await shopAddon(f)).toBe('active');
    expect((await runBilling(f, new Date(end.getTime() + 60_000))).renewals).toEqual({ skipped: 1 });
    expect(await planOf(f)).toMatchObject({
      status: 'canceled',
      branding: false,
      ended_at: end.toISOString(),
    });
    expect(await invoicesOf(f, f.pro.id)).toHaveLength(1);
    expect(await latest(f)).toMatchObject({ subscription_status: 'canceled' });
    expect(await shopAddon(f)).toBeNull();
    expect((await mailsTo(f, f.pro.email)).at(-1)).toMatch(/has ended/);
    expect((await call(f, 'POST', '/api/pro/subscription/resume', f.auth)).statusCode).toBe(404);
  });

  it('a subscribe whose answer was lost: the retry of the key finishes it; the reconciler finishes one nobody retries', async () => {
    const real = t.app.payments;
    let charged = 0;
    const lossy: PaymentProvider = Object.create(real);
    lossy.charge = async (req: ChargeRequest) => {
      charged++;
      await real.charge(req);
      throw new Error('socket hang up');
    };
    const swap = (p: PaymentProvider) => {
      (t.app as unknown as { payments: PaymentProvider }).payments = p;
    };
    const f = await subscriptionTestApp(t);
    swap(lossy);
    try {
      const lost = await subscribeAs(f, f.auth, { plan: 'Premium', payment: CARD_4242 }, 'lost-1');
      expect(lost.statusCode).toBe(503);
      // Another key meanwhile: refused while the first payment is unconfirmed.
      const other = await subscribeAs(f, f.auth, { plan: 'Premium', payment: CARD_4242 }, 'lost-2');
      expect(other.json().errors).toHaveProperty('payment');
    } finally {
      swap(real);
    }
    const retry = await subscribeAs(f, f.auth, { plan: 'Premium', payment: CARD_4242 }, 'lost-1');
    expect(retry.statusCode).toBe(201);
    expect(charged).toBe(1);
    expect(await invoicesOf(f, f.pro.id)).toEqual([expect.objectContaining({ status: 'paid' })]);

    const g = await subscriptionTestApp(t);
    swap(lossy);
    try {
      expect((await subscribeAs(g, g.auth, { plan: 'Premium', payment: CARD_4242 }, 'gone')).statusCode).toBe(
        503,
      );
    } finally {
      swap(real);
    }
    // Too recent for the reconciler: left alone; five minutes later it is completed from the provider's record.
    expect((await runBilling(g, new Date())).checkouts).toBe(0);
    expect((await runBilling(g, new Date(Date.now() + 6 * 60_000))).checkouts).toBe(1);
    expect(await planOf(g)).toMatchObject({ status: 'active', plan: 'Premium', branding: true });
    expect(await latest(g)).toMatchObject({ subscription_status: 'active', paid_amount: 199 });
    expect(charged).toBe(2);
  });

  const putCard = (f: SubscriptionFixture, card: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/pro/subscription/card', headers: f.auth, payload: card });

  it('a past_due pro replaces the card: the open invoice is charged on it at once (next attempt key), active again', async () => {
    const f = await premiumPro();
    // The period ended an hour ago (the card is replaced in real time, so the period is moved, not the clock).
    await t.db.execute(
      sql`update subscriptions set current_period_end = now() - interval '1 hour' where user_id = ${f.pro.id} and kind = 'plan'`,
    );
    await cardFailsFromNowOn(f);
    expect((await runBilling(f, new Date())).renewals).toEqual({ past_due: 1 });
    expect((await putCard(f, { ...CARD_4242, card_number: '4000 0000 0000 0002' })).json().errors).toEqual({
      card_number: ['Your card was declined.'],
    });
    const res = await putCard(f, { ...CARD_4242, exp_date: '11/33' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your card is saved: renewals are charged on it.');
    expect(res.json().data).toMatchObject({ status: 'active', branding: true, card: { last4: '4242' } });
    const key = await latestInvoiceKey(f, f.pro.id);
    expect(await providerCharges({ t }, `${key}:`)).toEqual([
      { key: `${key}:1`, error_code: 'insufficient_funds' },
      { key: `${key}:2`, error_code: null },
    ]);
    expect((await invoicesOf(f, f.pro.id)).map((i) => [i.status, i.attempts])).toEqual([
      ['paid', 1],
      ['paid', 2],
    ]);
  });

  it('a card replaced after a send whose answer was lost: the resend is answered from the first charge, once', async () => {
    const f = await premiumPro();
    const end = await periodEndOf(f, f.pro.id);
    const real = t.app.payments;
    const lossy: PaymentProvider = Object.create(real);
    lossy.charge = async (req: ChargeRequest) => {
      await real.charge(req);
      throw new Error('socket hang up');
    };
    const at = new Date(end.getTime() + 60_000);
    expect((await runBilling(f, at, lossy)).renewals).toEqual({ unconfirmed: 1 });
    expect((await putCard(f, { ...CARD_4242, exp_date: '11/33' })).statusCode).toBe(200);
    expect((await runBilling(f, new Date(at.getTime() + 60_000))).renewals).toEqual({ paid: 1 });
    expect(await providerCharges({ t }, `${await latestInvoiceKey(f, f.pro.id)}:`)).toHaveLength(1);
  });

  it('404 to replace the card without a live plan', async () => {
    const f = await subscriptionTestApp(t);
    expect((await putCard(f, CARD_4242)).statusCode).toBe(404);
  });
});
