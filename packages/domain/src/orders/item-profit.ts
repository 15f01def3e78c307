import type { ItemStatus, StatusRole } from './item-status.ts';

/**
 * The order-item fields the profit column needs, as the API sends them (amounts in integer cents). Each role
 * receives only its own amount (money-by-role.ts); the others are absent.
 */
export type ProfitItem = {
  qty: number;
  /** Vendor price per unit. */
  final_price?: number;
  /** The pro's markup per unit, after the coupon. */
  contractor_markup_amt?: number;
  /** Platform fee × qty + the line's tax. */
  admin_profit_inclusive_tax?: number;
  status: ItemStatus;
};

const REVERSED: readonly ItemStatus[] = ['Return Request', 'Returned'];

/**
 * The Profit shown for an order item (spec point 6), in cents: Vendor final_price × qty, Contractor
 * contractor_markup_amt × qty, Admin admin_profit_inclusive_tax; negative at Return Request or Returned.
 * A homeowner (User) has no profit column: null; so does a role whose amount the answer does not carry.
 */
export function profitForRole(role: StatusRole, item: ProfitItem): number | null {
  const timesQty = (unit: number | undefined) => (unit === undefined ? undefined : unit * item.qty);
  let profit: number | undefined;
  if (role === 'Vendor') profit = timesQty(item.final_price);
  else if (role === 'Contractor') profit = timesQty(item.contractor_markup_amt);
  else if (role === 'Admin') profit = item.admin_profit_inclusive_tax;
  if (profit === undefined) return null;
  return REVERSED.includes(item.status) ? -Math.abs(profit) : profit;
}

/** A role's profit over many order items (a pro's dashboard): the sum of each item's, as the Profit column shows. */
export const totalProfit = (role: StatusRole, items: readonly ProfitItem[]) =>
  items.reduce((sum, item) => sum + (profitForRole(role, item) ?? 0), 0);
