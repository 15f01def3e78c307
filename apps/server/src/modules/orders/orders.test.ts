import { contractorFundsAvailableAt } from '@app/domain/orders/business-days';
import { priceOrder } from '@app/domain/orders/order-totals';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { productSizes } from '../../db/schema/index.ts';
import { call } from '../projects/projects.fixture.ts';
import {
  CARD_OK,
  countRows,
  fillCart,
  type OrderFixture,
  orderTestApp,
  placeOrder,
  SHIP_CA,
} from './orders.fixture.ts';

type Ledger = {
  account_type: string;
  account_id: number | null;
  amount_cents: number;
  kind: string;
  available_at: Date | null;
};

describe('POST /api/orders: one order from the cart, priced by the server', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderTestApp();
    await fillCart(f, f.annAuth, [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 3 },
    ]);
  });
  afterAll(() => f.t.close());

  const vendorPrice = async (productId: number) => {
    const [s] = await f.t.db
      .select({ v: productSizes.vendorPriceCents, id: productSizes.id })
      .from(productSizes)
      .where(eq(productSizes.productId, productId))
      .orderBy(asc(productSizes.position), asc(productSizes.id))
      .limit(1);
    return s;
  };

  it('422 without an Idempotency-Key, and 401 without a token', async () => {
    const res = await placeOrder(f, f.annAuth, null, { payment: CARD_OK, ship_to: SHIP_CA });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'Idempotency-Key': ['The Idempotency-Key header is required.'] });
    expect((await placeOrder(f, {}, 'k0', { payment: CARD_OK })).statusCode).toBe(401);
  });

  it('a declined or underfunded card records nothing and says why', async () => {
    const declined = await placeOrder(f, f.annAuth, 'k-declined', {
      payment: { ...CARD_OK, card_number: '4000 0000 0000 0002' },
      ship_to: SHIP_CA,
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().errors).toEqual({ card_number: ['Your card was declined.'] });
    const poor = await placeOrder(f, f.annAuth, 'k-poor', {
      payment: { ...CARD_OK, card_number: '4000 0000 0000 9995' },
      ship_to: SHIP_CA,
    });
    expect(poor.statusCode).toBe(422);
    expect(poor.json().errors).toEqual({ card_number: ['Your card has insufficient funds.'] });
    expect(await countRows(f, 'orders')).toBe(0);
    expect(await countRows(f, 'order_items')).toBe(0);
    expect(await countRows(f, 'ledger_entries')).toBe(0);
    const cart = await call(f, 'GET', '/api/projectCart', undefined, f.annAuth);
    expect(cart.json().data.count).toBe(2); // the cart is intact
  });

  let placed: { id: number; charge_cents: number; items: { id: number }[] };
  it('ignores client prices: totals and items equal priceOrder of the catalogue, tax by ship-to state', async () => {
    const res = await placeOrder(f, f.annAuth, 'k-1', {
      payment: CARD_OK,
      ship_to: SHIP_CA,
      subtotal_cents: 1,
      charge_cents: 1,
      price: 1,
      items: [{ final_price: 1, markup: 0, discount: 999 }],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    placed = order;
    const [sa, sb] = [await vendorPrice(f.a.id), await vendorPrice(f.b.id)];
    const expected = priceOrder({
      taxBps: 725, // CA in the settings
      shippingCents: 0,
      lines: [
        {
          productSizeId: sa.id,
          vendorId: f.a.brandId,
          qty: 2,
          vendorPriceCents: sa.v,
          markupBps: 3000,
          platformFeeBps: 500,
        },
        {
          productSizeId: sb.id,
          vendorId: f.b.brandId,
          qty: 3,
          vendorPriceCents: sb.v,
          markupBps: 1500,
          platformFeeBps: 500,
        },
      ],
    });
    expect(order).toMatchObject({
      subtotal_cents: expected.subtotalCents,
      tax_cents: expected.taxCents,
      shipping_cents: 0,
      charge_cents: expected.chargeCents,
      payment_status: 'paid',
      status_summary: [{ status: 'Waiting for approval', count: 2 }],
    });
    expect(order.number).toMatch(/^\d{6,}$/);
    // The homeowner's answer carries what they pay; the admin's read every amount (money-by-role.ts).
    expect(order.items).toEqual(
      expected.lines.map((l) =>
        expect.objectContaining({
          product_name: expect.any(String),
          qty: l.qty,
          unit_price_cents: l.unit.unitPriceCents,
          line_total_cents: l.lineTotalCents,
          tax_cents: l.taxCents,
          refunded_cents: 0,
          status: 'Waiting for approval',
          vendor_name: expect.any(String),
        }),
      ),
    );
    const asAdmin = (await call(f, 'GET', `/api/orders/${order.id}`, undefined, f.auth.admin)).json().data;
    expect(asAdmin.items).toEqual(
      expected.lines.map((l) =>
        expect.objectContaining({
          final_price: l.unit.vendorPriceCents,
          contractor_markup_amt: l.unit.contractorMarkupCents,
          admin_profit_inclusive_tax: l.adminProfitInclusiveTaxCents,
          unit_price_cents: l.unit.unitPriceCents,
        }),
      ),
    );
    // The ledger: sums to zero, and each party's share is the split.
    const entries = rowsOf<Ledger>(
      await f.t.db.execute(sql`select * from ledger_entries where order_id = ${order.id}`),
    );
    const total = (pred: (e: Ledger) => boolean) =>
      entries.filter(pred).reduce((s, e) => s + Number(e.amount_cents), 0);
    expect(total(() => true)).toBe(0);
    expect(total((e) => e.account_type === 'customer')).toBe(-expected.chargeCents);
    const byVendor = (brandId: number) =>
      expected.split.vendors.find((v) => v.vendorId === brandId)?.amountCents;
    expect(total((e) => e.account_type === 'vendor_held' && e.account_id === f.vendorA.id)).toBe(
      byVendor(f.a.brandId),
    );
    expect(total((e) => e.account_type === 'vendor_held' && e.account_id === f.vendorB.id)).toBe(
      byVendor(f.b.brandId),
    );
    expect(total((e) => e.account_type === 'contractor' && e.account_id === f.owner.id)).toBe(
      expected.split.contractorCents,
    );
    expect(total((e) => e.account_type === 'platform')).toBe(expected.split.platformCents);
    expect(total((e) => e.account_type === 'tax')).toBe(expected.split.taxCents);
    const [paid] = rowsOf<{ paid_at: Date }>(
      await f.t.db.execute(sql`select paid_at from orders where id = ${order.id}`),
    );
    for (const e of entries.filter((x) => x.account_type === 'contractor')) {
      expect(new Date(e.available_at as Date).toISOString()).toBe(
        contractorFundsAvailableAt(new Date(paid.paid_at)).toISOString(),
      );
    }
    // The cart is empty now.
    expect((await call(f, 'GET', '/api/projectCart', undefined, f.annAuth)).json().data.count).toBe(0);
  });

  it('replays the same key with the same order; another request under it is 409', async () => {
    const again = await placeOrder(f, f.annAuth, 'k-1', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(placed);
    const other = await placeOrder(f, f.annAuth, 'k-1', {
      payment: CARD_OK,
      ship_to: { ...SHIP_CA, state: 'NV' },
    });
    expect(other.statusCode).toBe(409);
    expect(await countRows(f, 'orders')).toBe(1);
  });

  it('an empty cart is 422; the ledger refuses updates and deletes', async () => {
    const res = await placeOrder(f, f.annAuth, 'k-2', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ project: ['Your cart is empty.'] });
    await expect(f.t.db.execute(sql`update ledger_entries set amount_cents = 0`)).rejects.toThrow();
    await expect(f.t.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });
});
