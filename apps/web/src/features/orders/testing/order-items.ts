import type { OrderItem } from '../api/order-types.ts';

let nextId = 1;

/** An order item as the orders API will send it; override what a test is about. */
export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    product_name: `Carrara marble tile ${id}`,
    qty: 3,
    final_price: 4_250,
    contractor_markup_amt: 640,
    admin_profit_inclusive_tax: 1_183,
    status: 'Waiting for approval',
    status_date: '2026-11-20T18:30:00Z',
    size_label: '12 X 24',
    vendor_name: 'Stoneworks Supply',
    image: '',
    unit_price_cents: 4_890,
    unit: 'Box',
    ...overrides,
  };
}
