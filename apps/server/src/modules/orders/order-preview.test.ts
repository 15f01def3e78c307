import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/index.ts';
import { saveAddress } from '../accounts/addresses.repository.ts';
import { call } from '../projects/projects.fixture.ts';
import { CARD_OK, fillCart, type OrderFixture, orderTestApp, placeOrder, SHIP_CA } from './orders.fixture.ts';

type Preview = {
  project: number;
  coupon_code: string | null;
  subtotal_cents: number;
  discount_cents: number;
  tax_state: string;
  tax_bps: number;
  tax_cents: number;
  shipping_cents: number;
  charge_cents: number;
};
type Order = {
  subtotal_cents: number;
  tax_cents: number;
  shipping_cents: number;
  charge_cents: number;
  coupon_code: string | null;
};

/** The placed order's amounts are the preview's, to the cent (the order's subtotal is after the discount). */
function expectSameAmounts(order: Order, preview: Preview) {
  expect(order).toMatchObject({
    subtotal_cents: preview.subtotal_cents - preview.discount_cents,
    tax_cents: preview.tax_cents,
    shipping_cents: preview.shipping_cents,
    charge_cents: preview.charge_cents,
    coupon_code: preview.coupon_code,
  });
}

/** POST /api/orders/preview: the totals before Place Order, by the placement's own pricing. */
describe('POST /api/orders/preview', () => {
  let f: OrderFixture;
  const cf = () => f as unknown as Parameters<typeof call>[0];
  const preview = (body: Record<string, unknown>, headers: Record<string, string> = f.annAuth) =>
    call(cf(), 'POST', '/api/orders/preview', body, headers);
  const lines = () => [
    { hash: f.a.hash, qty: 2 },
    { hash: f.b.hash, qty: 3 },
  ];

  beforeAll(async () => {
    f = await orderTestApp();
    await f.t.db.insert(coupons).values([
      { showroomId: f.room.id, code: 'HALF', kind: 'percent', percentBps: 500 },
      { showroomId: f.room.id, code: 'FIVE', kind: 'fixed', amountCents: 500 },
    ]);
    // Shipping is not free here, so the preview must carry it too.
    await f.t.db.execute(
      `insert into settings (key, value) values ('shipping_charge', '1500')
       on conflict (key) do update set value = excluded.value`,
    );
  });
  afterAll(() => f.t.close());

  it('is for a signed-in homeowner: 401 without a token, 403 for a vendor', async () => {
    expect((await preview({}, {})).statusCode).toBe(401);
    expect((await preview({}, f.auth.vendorA)).statusCode).toBe(403);
  });

  it('refuses what the placement refuses: an empty cart, no address, a bad coupon', async () => {
    const empty = await preview({ ship_to: SHIP_CA });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ project: ['Your cart is empty.'] });
    await fillCart(f, f.annAuth, lines());
    expect((await preview({})).json().errors).toEqual({ ship_to: ['The shipping address is required.'] });
    const bad = await preview({ ship_to: SHIP_CA, coupon: 'NOPE' });
    expect(bad.json().errors).toEqual({ coupon: ['The coupon code is invalid or has expired.'] });
  });

  it('without a coupon: equals the placed order to the cent (CA tax, $15 shipping)', async () => {
    const res = await preview({ ship_to: SHIP_CA, payment: CARD_OK });
    expect(res.statusCode).toBe(200);
    const p: Preview = res.json().data;
    expect(p).toMatchObject({ coupon_code: null, discount_cents: 0, tax_state: 'CA', tax_bps: 725 });
    expect(p.shipping_cents).toBe(1500);
    expect(p.subtotal_cents - p.discount_cents + p.tax_cents + p.shipping_cents).toBe(p.charge_cents);
    const cart = (await call(cf(), 'GET', '/api/projectCart', undefined, f.annAuth)).json().data;
    expect(p.subtotal_cents).toBe(cart.subtotal_cents);
    const placed = await placeOrder(f, f.annAuth, 'preview-1', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(placed.statusCode).toBe(201);
    expectSameAmounts(placed.json().data, p);
  });

  it("with the cart's coupon (kept, no coupon in the body): equals the placed order to the cent", async () => {
    await fillCart(f, f.annAuth, lines());
    const applied = await call(cf(), 'POST', '/api/projectCart/coupon', { coupon: 'half' }, f.annAuth);
    expect(applied.statusCode).toBe(200);
    const p: Preview = (await preview({ ship_to: SHIP_CA })).json().data;
    expect(p.coupon_code).toBe('HALF');
    expect(p.discount_cents).toBe(applied.json().data.discount_cents);
    expect(p.discount_cents).toBeGreaterThan(0);
    const placed = await placeOrder(f, f.annAuth, 'preview-2', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(placed.statusCode).toBe(201);
    expectSameAmounts(placed.json().data, p);
  });

  it("with a body coupon over the cart's, and the saved address's state: equals the placed order", async () => {
    await fillCart(f, f.annAuth, lines());
    await call(cf(), 'POST', '/api/projectCart/coupon', { coupon: 'HALF' }, f.annAuth);
    await saveAddress(f.t.db, f.ann.id, 'shipping', {
      street: '9 Desert Rd',
      city: 'Reno',
      state: 'nv',
      zipCode: '89501',
      apartment: '',
    });
    const p: Preview = (await preview({ coupon: 'five' })).json().data;
    expect(p).toMatchObject({ coupon_code: 'FIVE', tax_state: 'NV', tax_bps: 685 });
    expect(p.discount_cents).toBe(500 * 5); // $5 a unit, never more than a unit's markup
    const placed = await placeOrder(f, f.annAuth, 'preview-3', { payment: CARD_OK, coupon: 'five' });
    expect(placed.statusCode).toBe(201);
    expectSameAmounts(placed.json().data, p);
  });
});
