import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '../accounts/roles.ts';
import type { FullOrder, FullOrderItem } from './contract.ts';
import { ITEM_MONEY_FIELDS, itemForRole, ORDER_MONEY_FIELDS, orderForRole } from './money-by-role.ts';

// Written by hand from spec point 6 and product.md "Money" (not derived from the code under test).
// Columns: User, Vendor, Contractor, Admin. x = present, - = absent.
// biome-ignore format: one field per line
const ITEM_MATRIX: Record<string, string> = {
  final_price:                '- x - x',
  contractor_markup_amt:      '- - x x',
  admin_profit_inclusive_tax: '- - - x',
  unit_price_cents:           'x - - x',
  line_total_cents:           'x - - x',
  list_total_cents:           'x - - x',
  tax_cents:                  'x - - x',
  refunded_cents:             'x - - x',
};
// biome-ignore format: one field per line
const ORDER_MATRIX: Record<string, string> = {
  coupon_code:    'x - x x',
  payment_status: 'x - - x',
  subtotal_cents: 'x - - x',
  discount_cents: 'x - - x',
  tax_cents:      'x - - x',
  shipping_cents: 'x - - x',
  charge_cents:   'x - - x',
  refunded_cents: 'x - - x',
  deposit_cents:  'x - x x',
};
const ROLES = ['User', 'Vendor', 'Contractor', 'Admin'] as const;
const cells = (matrix: Record<string, string>) =>
  Object.entries(matrix).flatMap(([field, row]) =>
    row.split(' ').map((c, i) => [ROLES[i], field, c === 'x'] as const),
  );

const item: FullOrderItem = {
  id: 11,
  product_name: 'Carrara tile',
  qty: 2,
  status: 'Shipped',
  status_date: '2026-11-23T13:15:41.000Z',
  size_label: '12 X 24',
  vendor_name: 'Stone Co',
  image: '',
  thumb: '',
  unit: 'Box',
  colour: null,
  design: null,
  refunded: false,
  sample: false,
  final_price: 12_000,
  contractor_markup_amt: 1_800,
  admin_profit_inclusive_tax: 2_070,
  unit_price_cents: 14_400,
  line_total_cents: 28_800,
  list_total_cents: 30_316,
  tax_cents: 870,
  refunded_cents: 0,
};
const order: FullOrder = {
  id: 3,
  number: '100003',
  created_at: '2026-11-23T13:15:41.000Z',
  status_summary: [{ status: 'Shipped', count: 1 }],
  items: [item],
  ship_to: { street: '1 Market St', city: 'SF', state: 'CA', zip_code: '94105', apartment: '' },
  payment_status: 'paid',
  coupon_code: 'SAVE5',
  subtotal_cents: 28_800,
  discount_cents: 0,
  tax_cents: 870,
  shipping_cents: 0,
  charge_cents: 29_670,
  refunded_cents: 0,
  deposit_cents: 12_500,
  estimate: { id: 4, version: 2 },
};

describe('money by role (spec point 6)', () => {
  it('the matrices name every money field and every role', () => {
    expect(Object.keys(ITEM_MATRIX).sort()).toEqual([...ITEM_MONEY_FIELDS].sort());
    expect(Object.keys(ORDER_MATRIX).sort()).toEqual([...ORDER_MONEY_FIELDS].sort());
    expect([...ROLES].sort()).toEqual([...USER_TYPES].sort());
  });

  it.each(cells(ITEM_MATRIX))('%s: item %s present = %s', (role, field, present) => {
    expect(field in itemForRole(role, item)).toBe(present);
    expect(field in orderForRole(role, order).items[0]).toBe(present);
  });

  it.each(cells(ORDER_MATRIX))('%s: order %s present = %s', (role, field, present) => {
    expect(field in orderForRole(role, order)).toBe(present);
  });

  it('keeps every other field for every role, and leaves its input alone', () => {
    for (const role of ROLES) {
      const seen = orderForRole(role, order);
      expect(seen).toMatchObject({ id: 3, number: '100003', ship_to: order.ship_to });
      expect(seen.items[0]).toMatchObject({ id: 11, qty: 2, status: 'Shipped', refunded: false });
    }
    expect(order.charge_cents).toBe(29_670);
    expect(item.final_price).toBe(12_000);
  });
});
