import {
  type FullOrder,
  type FullOrderItem,
  orderItemSchema,
  orderSchema,
} from '@app/domain/orders/contract';

let nextId = 1;

/**
 * An order item with every field (as an admin receives it); override what a test is about. Give it to
 * another role through the domain's `itemForRole` / `orderForRole`, as the server does. Built through the
 * domain's schema (every money field given, so the full type holds), so a fixture cannot drift.
 */
export function orderItem(overrides: Partial<FullOrderItem> = {}): FullOrderItem {
  const id = overrides.id ?? nextId++;
  return orderItemSchema.parse({
    id,
    product_name: `Carrara marble tile ${id}`,
    qty: 3,
    status: 'Waiting for approval',
    status_date: '2026-11-20T18:30:00Z',
    size_label: '12 X 24',
    vendor_name: 'Stoneworks Supply',
    image: '',
    thumb: '',
    unit: 'Box',
    colour: null,
    design: null,
    refunded: false,
    sample: false,
    final_price: 4_250,
    contractor_markup_amt: 640,
    admin_profit_inclusive_tax: 1_183,
    unit_price_cents: 4_890,
    line_total_cents: 14_670,
    list_total_cents: 14_670,
    tax_cents: 1_064,
    refunded_cents: 0,
    ...overrides,
  }) as FullOrderItem;
}

/** An order with every field; its status summary follows its items unless overridden. */
export function orderOf(items: FullOrderItem[], overrides: Partial<FullOrder> = {}): FullOrder {
  const counts = new Map<FullOrderItem['status'], number>();
  for (const item of items) counts.set(item.status, (counts.get(item.status) ?? 0) + 1);
  return orderSchema.parse({
    id: 3,
    number: '100003',
    created_at: '2026-11-23T13:15:00.000Z',
    status_summary: [...counts].map(([status, count]) => ({ status, count })),
    items,
    ship_to: { street: '1 Market St', apartment: '', city: 'San Francisco', state: 'CA', zip_code: '94105' },
    payment_status: 'paid',
    coupon_code: null,
    subtotal_cents: 48_210,
    discount_cents: 0,
    tax_cents: 3_495,
    shipping_cents: 0,
    charge_cents: 51_705,
    refunded_cents: 0,
    deposit_cents: 0,
    estimate: null,
    ...overrides,
  }) as FullOrder;
}
