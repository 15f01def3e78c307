import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import type { SandboxPaymentProvider } from '../payments/sandbox-provider.ts';
import { type OrderFixture, orderTestApp, placeAnnOrder } from './orders.fixture.ts';

describe('POST /api/payments/webhook in the app (events stored in payment_events)', () => {
  let f: OrderFixture;
  let orderId: number;
  let chargeId: string;
  beforeAll(async () => {
    f = await orderTestApp();
    orderId = (await placeAnnOrder(f, 'webhook-1', [{ hash: f.a.hash, qty: 1 }])).id;
    const [row] = await f.t.db.select().from(orders).where(eq(orders.id, orderId));
    chargeId = row.providerChargeId as string;
  });
  afterAll(() => f.t.close());

  const sandbox = () => f.t.app.payments as SandboxPaymentProvider;
  const deliver = (d: { rawBody: string; signature: string }) =>
    f.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': d.signature },
      payload: d.rawBody,
    });
  const paymentStatus = async () =>
    (await f.t.db.select().from(orders).where(eq(orders.id, orderId)))[0].paymentStatus;

  it('charge.refunded marks the order refunded once; a replay is acknowledged as a duplicate', async () => {
    const d = sandbox().signEvent('charge.refunded', { id: chargeId, refunded: true });
    const first = await deliver(d);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await paymentStatus()).toBe('refunded');
    await f.t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, orderId));
    expect((await deliver(d)).json()).toEqual({ received: true, duplicate: true });
    expect(await paymentStatus()).toBe('paid');
  });

  it('payment_intent.payment_failed marks it failed; a bad signature is 400 and changes nothing', async () => {
    const d = sandbox().signEvent('payment_intent.payment_failed', { id: chargeId });
    expect((await deliver({ rawBody: d.rawBody, signature: 't=1,v1=00' })).statusCode).toBe(400);
    expect(await paymentStatus()).toBe('paid');
    expect((await deliver(d)).statusCode).toBe(200);
    expect(await paymentStatus()).toBe('failed');
  });
});
