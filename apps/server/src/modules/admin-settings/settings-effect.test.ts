import { DEFAULT_SUBSCRIPTION_PLANS } from '@app/domain/subscriptions/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, loginAs } from '../../../test/harness.ts';
import { fillCart, type OrderFixture, orderTestApp, SHIP_CA } from '../orders/orders.fixture.ts';
import { returnShippingCents } from '../orders/return-shipping.ts';
import { call } from '../projects/projects.fixture.ts';

type Preview = {
  subtotal_cents: number;
  tax_bps: number;
  tax_cents: number;
  shipping_cents: number;
  charge_cents: number;
};

/** A saved setting applies to the very next price, preview, return and subscription: nothing is cached. */
describe('admin settings take effect at once', () => {
  let f: OrderFixture;
  const cf = () => f as unknown as Parameters<typeof call>[0];
  const save = async (body: Record<string, unknown>) => {
    const res = await call(cf(), 'PUT', '/api/admin/settings', body, f.auth.admin);
    expect(res.statusCode).toBe(200);
  };
  const preview = async (): Promise<Preview> => {
    const res = await call(cf(), 'POST', '/api/orders/preview', { ship_to: SHIP_CA }, f.annAuth);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const cartSubtotal = async () =>
    (await call(cf(), 'GET', '/api/projectCart', undefined, f.annAuth)).json().data.subtotal_cents as number;

  beforeAll(async () => {
    f = await orderTestApp();
    await fillCart(f, f.annAuth, [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 3 },
    ]);
  });
  afterAll(() => f.t.close());

  it('the platform fee reprices the cart and the preview', async () => {
    const before = await preview();
    await save({ platform_fee_bps: 1500 });
    const after = await preview();
    expect(after.subtotal_cents).toBeGreaterThan(before.subtotal_cents);
    expect(await cartSubtotal()).toBe(after.subtotal_cents);
    await save({ platform_fee_bps: 500 });
    expect((await preview()).subtotal_cents).toBe(before.subtotal_cents);
  });

  it('the tax table and the shipping charge change the preview’s tax and shipping', async () => {
    await save({ sales_tax_bps_by_state: { CA: 1000 }, shipping_charge_cents: 2500 });
    const p = await preview();
    expect(p).toMatchObject({ tax_bps: 1000, shipping_cents: 2500 });
    expect(p.tax_cents).toBeGreaterThan(0);
    expect(p.subtotal_cents + p.tax_cents + p.shipping_cents).toBe(p.charge_cents);
    await save({ sales_tax_bps_by_state: { CA: 0 }, shipping_charge_cents: 0 });
    expect(await preview()).toMatchObject({ tax_bps: 0, tax_cents: 0, shipping_cents: 0 });
  });

  it('return shipping (the restocking fee’s cap) is what returns read next', async () => {
    await save({ return_shipping_cents: 2_000 });
    expect(await returnShippingCents(f.t.db)).toBe(2_000);
  });

  it('the subscription plans are what a pro is offered next', async () => {
    const plans = structuredClone(DEFAULT_SUBSCRIPTION_PLANS);
    plans.plans.push({ code: 'Studio', name: 'Studio', price_cents: 9_900, features: ['Three showrooms'] });
    await save({ subscription_plans: plans });
    const pro = authHeader(await loginAs(f.t.app, f.owner.email));
    const res = await call(cf(), 'GET', '/api/pro/subscription', undefined, pro);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.plans.map((p: { code: string }) => p.code)).toEqual([
      'Basic',
      'Premium',
      'Studio',
    ]);
  });
});
