import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allStoredText } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { saveAddress } from '../accounts/addresses.repository.ts';
import { saveDefaultCard } from '../accounts/payment-methods.repository.ts';
import { call } from '../projects/projects.fixture.ts';
import { CARD_OK, fillCart, type OrderFixture, orderTestApp, placeOrder, SHIP_CA } from './orders.fixture.ts';

type Item = { final_price: number; contractor_markup_amt: number; unit_price_cents: number };

describe('POST /api/orders: saved card, profile address, coupon', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderTestApp();
    await f.t.db.insert(coupons).values([
      { showroomId: f.room.id, code: 'ALLOFF', kind: 'fixed', amountCents: 10_000_000 },
      {
        showroomId: f.room.id,
        code: 'OLD',
        kind: 'percent',
        percentBps: 500,
        endsAt: new Date(Date.now() - 1000),
      },
    ]);
  });
  afterAll(() => f.t.close());

  it('uses the saved card and the profile shipping address (tax of its state)', async () => {
    const card = await f.t.app.payments.tokenizeCard({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      nameOnCard: 'Ann Home',
    });
    await saveDefaultCard(f.t.db, f.ann.id, card, 'Ann Home');
    await saveAddress(f.t.db, f.ann.id, 'shipping', {
      street: '9 Desert Rd',
      city: 'Reno',
      state: 'NV',
      zipCode: '89501',
      apartment: '',
    });
    await fillCart(f, f.annAuth, [{ hash: f.b.hash, qty: 10 }]);
    const res = await placeOrder(f, f.annAuth, 'saved-1', { payment: { saved_card: true } });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order.ship_to).toMatchObject({ city: 'Reno', state: 'NV' });
    const item: Item = order.items[0];
    const lineTotal = item.unit_price_cents * 10;
    expect(order.subtotal_cents).toBe(lineTotal);
    expect(order.tax_cents).toBe(Math.round((lineTotal * 685) / 10_000)); // NV 6.85%
  });

  it('a coupon takes at most the markup; an expired or unknown one is 422', async () => {
    await fillCart(f, f.annAuth, [{ hash: f.a.hash, qty: 1 }]);
    for (const code of ['OLD', 'NOPE']) {
      const bad = await placeOrder(f, f.annAuth, `c-${code}`, {
        payment: CARD_OK,
        ship_to: SHIP_CA,
        coupon: code,
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ coupon: ['The coupon code is invalid or has expired.'] });
    }
    const res = await placeOrder(f, f.annAuth, 'c-ok', {
      payment: CARD_OK,
      ship_to: SHIP_CA,
      coupon: 'alloff',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.coupon_code).toBe('ALLOFF');
    expect(res.json().data.discount_cents).toBeGreaterThan(0);
    const read = await call(f, 'GET', `/api/orders/${res.json().data.id}`, undefined, f.auth.admin);
    const [item]: Item[] = read.json().data.items;
    expect(item.contractor_markup_amt).toBe(0);
    expect(item.unit_price_cents).toBe(item.final_price + Math.round((item.final_price * 500) / 10_000));
    const contractor = rowsOf<{ n: number }>(
      await f.t.db.execute(sql`select count(*)::int as n from ledger_entries
        where order_id = ${res.json().data.id} and account_type = 'contractor'`),
    );
    expect(Number(contractor[0].n)).toBe(0);
  });

  it('never stores the card number or CVV', async () => {
    const text = await allStoredText(f.t.db);
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toContain('4242 4242 4242 4242');
  });
});
