import type { Order, OrderItem } from '../api/order-types.ts';

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

/** An order as GET /api/orders sends it; its status summary follows its items unless overridden. */
export function orderOf(items: OrderItem[], overrides: Partial<Order> = {}): Order {
  const counts = new Map<OrderItem['status'], number>();
  for (const item of items) counts.set(item.status, (counts.get(item.status) ?? 0) + 1);
  return {
    id: 3,
    number: '100003',
    created_at: '2026-11-23T13:15:00.000Z',
    status_summary: [...counts].map(([status, count]) => ({ status, count })),
    items,
    subtotal_cents: 48_210,
    tax_cents: 3_495,
    shipping_cents: 0,
    charge_cents: 51_705,
    ship_to: { street: '1 Market St', apartment: '', city: 'San Francisco', state: 'CA', zip_code: '94105' },
    ...overrides,
  };
}
