import { describe, expect, it } from 'vitest';
import { profitForRole, totalProfit } from './item-profit.ts';
import type { ItemStatus } from './item-status.ts';

const item = (status: ItemStatus) => ({
  qty: 3,
  final_price: 10_000,
  contractor_markup_amt: 900,
  admin_profit_inclusive_tax: 3_000,
  status,
});

describe('profit per order item (spec point 6)', () => {
  it('is final_price × qty for a Vendor, contractor_markup_amt × qty for a Contractor, the admin amount for Admin', () => {
    expect(profitForRole('Vendor', item('Shipped'))).toBe(30_000);
    expect(profitForRole('Contractor', item('Shipped'))).toBe(2_700);
    expect(profitForRole('Admin', item('Shipped'))).toBe(3_000);
    expect(profitForRole('User', item('Shipped'))).toBeNull();
  });

  it('is negative at Return Request and Returned, and only there', () => {
    for (const s of ['Return Request', 'Returned'] as const) {
      expect(profitForRole('Vendor', item(s))).toBe(-30_000);
      expect(profitForRole('Contractor', item(s))).toBe(-2_700);
      expect(profitForRole('Admin', item(s))).toBe(-3_000);
    }
    expect(profitForRole('Vendor', item('Delivered'))).toBe(30_000);
    expect(profitForRole('Vendor', item('Cancle'))).toBe(30_000);
  });
});

describe('profit when the answer carries only the role’s own money (money-by-role.ts)', () => {
  it('is null for a role whose amount is absent', () => {
    const bare = { qty: 2, status: 'Shipped' as const };
    expect(profitForRole('Vendor', bare)).toBeNull();
    expect(profitForRole('Contractor', bare)).toBeNull();
    expect(profitForRole('Admin', bare)).toBeNull();
    expect(profitForRole('Vendor', { ...bare, final_price: 500 })).toBe(1_000);
    expect(profitForRole('Contractor', { ...bare, contractor_markup_amt: 70 })).toBe(140);
  });
});

describe('totalProfit', () => {
  it('adds each item’s profit for the role, a returned one taken off', () => {
    const items = [
      { qty: 2, contractor_markup_amt: 150, status: 'Delivered' as const },
      { qty: 1, contractor_markup_amt: 400, status: 'Returned' as const },
      { qty: 3, status: 'Shipped' as const },
    ];
    expect(totalProfit('Contractor', items)).toBe(300 - 400);
    expect(totalProfit('Vendor', items)).toBe(0);
  });
});
