import { unitPrice } from '@app/domain/catalog/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/harness.ts';
import { coupons, productSizes, showrooms } from '../../db/schema/index.ts';
import { CARD_OK, type OrderFixture, orderTestApp, placeOrder, SHIP_CA } from '../orders/orders.fixture.ts';
import { call } from './projects.fixture.ts';

const NOT_HERE = { coupon: ['This coupon is not valid for this showroom.'] };

/** POST/DELETE /api/projectCart/coupon: a coupon checked when applied, kept with the cart, shown as a discount. */
describe('the cart coupon', () => {
  let f: OrderFixture;
  let temp: string;
  const cf = () => f as unknown as Parameters<typeof call>[0];
  const apply = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(cf(), 'POST', '/api/projectCart/coupon', payload, headers);
  const guestCart = async () =>
    (await call(cf(), 'GET', `/api/projectCart?temp_project_id=${temp}`)).json().data;

  beforeAll(async () => {
    f = await orderTestApp();
    const other = await createUser(f.t.db, { type: 'Contractor', fullName: 'Omar Pro' });
    const [room2] = await f.t.db
      .insert(showrooms)
      .values({ userId: other.id, vsdId: 'OTHER001', companyName: 'Other Co', defaultMarkupBps: 1000 })
      .returning();
    await f.t.db.insert(coupons).values([
      { showroomId: f.room.id, code: 'HALF', kind: 'percent', percentBps: 500 },
      { showroomId: f.room.id, code: 'OLD', kind: 'percent', percentBps: 500, endsAt: new Date(1000) },
      { showroomId: room2.id, code: 'ELSEWHERE', kind: 'fixed', amountCents: 100 },
    ]);
    const first = await call(cf(), 'POST', '/api/projectCart/sync_to_cart', {
      product: f.a.hash,
      qty: 2,
      vsd_id: 'TESTRM01',
    });
    temp = first.json().data.temp_project_id;
  });
  afterAll(() => f.t.close());

  it('is refused when applied, on `coupon`, saying why: another showroom, unknown, lapsed, no cart', async () => {
    for (const coupon of ['ELSEWHERE', 'NOPE']) {
      const res = await apply({ temp_project_id: temp, coupon });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'The given data was invalid.', errors: NOT_HERE });
    }
    const old = await apply({ temp_project_id: temp, coupon: 'old' });
    expect(old.json().errors).toEqual({ coupon: ['This coupon is not active at the moment.'] });
    const none = await apply({ coupon: 'HALF' }, f.bobAuth);
    expect(none.json().errors).toEqual({ coupon: ['Add products to your cart before adding a coupon.'] });
    expect((await apply({ temp_project_id: temp, coupon: ' ' })).statusCode).toBe(422);
    expect((await guestCart()).coupon_code).toBeNull();
  });

  it('is kept with the cart and gives the discount line: 5% of each unit’s vendor price × qty', async () => {
    const res = await apply({ temp_project_id: temp, coupon: 'half' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Coupon applied.');
    const cart = await guestCart();
    const [line] = cart.Project_tans;
    const [size] = await f.t.db
      .select({ v: productSizes.vendorPriceCents })
      .from(productSizes)
      .where(eq(productSizes.id, line.size_id));
    const unit = unitPrice({
      vendorPriceCents: size.v,
      platformFeeBps: 500,
      markupBps: 3000, // the showroom's rule for product a
      coupon: { kind: 'percent', percentBps: 500 },
    });
    expect(cart).toMatchObject({ coupon_code: 'HALF', coupon_error: null });
    expect(unit.discountCents).toBeGreaterThan(0);
    expect(cart.discount_cents).toBe(unit.discountCents * 2);
    // The line keeps its list price; the discount is a line of its own.
    expect(cart.subtotal_cents).toBe(line.line_total_cents);
    expect(line.unit_price_cents).toBe(unit.unitPriceCents + unit.discountCents);
    expect(cart.discount).toBe(cart.discount_cents / 100);
  });

  it('comes along when the guest cart is added to a project, and the order uses it', async () => {
    const created = await call(cf(), 'POST', '/api/projectCart', { vsd_id: 'TESTRM01' }, f.annAuth);
    const merged = await call(
      cf(),
      'POST',
      '/api/projectCart/add_guest_cart',
      { re_temp_project_id: temp, project_id: created.json().data.project_id },
      f.annAuth,
    );
    expect(merged.json().data).toMatchObject({ coupon_code: 'HALF', count: 1 });
    const discount = merged.json().data.discount_cents;
    expect(discount).toBeGreaterThan(0);
    const order = await placeOrder(f, f.annAuth, 'coupon-kept', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(order.statusCode).toBe(201);
    expect(order.json().data.coupon_code).toBe('HALF');
    expect(order.json().data.subtotal_cents).toBe(merged.json().data.subtotal_cents - discount);
  });

  it('is dropped when the cart moves to another showroom, and removed on DELETE', async () => {
    const add = (vsd_id: string) =>
      call(cf(), 'POST', '/api/projectCart/sync_to_cart', { product: f.b.hash, vsd_id }, f.annAuth);
    await add('TESTRM01');
    expect((await apply({ coupon: 'HALF' }, f.annAuth)).json().data.coupon_code).toBe('HALF');
    const moved = await add('OTHER001');
    expect(moved.json().data).toMatchObject({ coupon_code: null, discount_cents: 0 });
    await add('TESTRM01');
    await apply({ coupon: 'HALF' }, f.annAuth);
    const removed = await call(cf(), 'DELETE', '/api/projectCart/coupon', undefined, f.annAuth);
    expect(removed.json()).toMatchObject({
      message: 'Coupon removed.',
      data: { coupon_code: null, discount_cents: 0 },
    });
  });

  it('a kept coupon that lapses gives no discount, says why, and the order refuses it on `coupon`', async () => {
    await apply({ coupon: 'HALF' }, f.annAuth);
    await f.t.db.update(coupons).set({ active: 0 }).where(eq(coupons.code, 'HALF'));
    const cart = (await call(cf(), 'GET', '/api/projectCart', undefined, f.annAuth)).json().data;
    expect(cart).toMatchObject({
      coupon_code: 'HALF',
      coupon_error: 'The coupon code is invalid or has expired.',
      discount_cents: 0,
    });
    const order = await placeOrder(f, f.annAuth, 'coupon-lapsed', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors).toEqual({ coupon: ['The coupon code is invalid or has expired.'] });
  });
});
