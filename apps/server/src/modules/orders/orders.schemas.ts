import { ITEM_STATUSES } from '@app/domain/orders/item-status';
import { idField, idParam } from '@app/domain/shared/input-limits';
import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);

/** A ship-to address; without one the profile's shipping address is used. */
export const shipToSchema = z.object({
  street: text(255).min(1),
  city: text(120).min(1),
  state: text(2).min(2).toUpperCase(),
  zip_code: text(10).min(3),
  apartment: text(120).optional().default(''),
});

/** A new card, handed to the provider and never stored (field names as at registration). */
const newCardSchema = z.object({
  card_number: z.string().max(30),
  name_on_Card: z.string().max(120).optional().default(''),
  exp_date: z.string().max(7),
  cvv: z.string().max(4),
});

/** The saved default card of the profile. */
const savedCardSchema = z.object({ saved_card: z.literal(true) });

/**
 * POST /api/orders. Any price, markup, discount or total in the body is not part of the schema and so is
 * dropped: the server prices the order itself.
 */
export const placeOrderBody = z.object({
  project: idField('project').optional(),
  coupon: text(64).optional(),
  ship_to: shipToSchema.optional(),
  payment: z.union([savedCardSchema, newCardSchema]),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

export const orderItemSchema = z.object({
  id: z.number().int(),
  product_name: z.string(),
  qty: z.number().int(),
  final_price: z.number().int(),
  contractor_markup_amt: z.number().int(),
  admin_profit_inclusive_tax: z.number().int(),
  status: z.enum(ITEM_STATUSES),
  status_date: z.string(),
  size_label: z.string().nullable(),
  vendor_name: z.string(),
  image: z.string(),
  unit_price_cents: z.number().int(),
  unit: z.string().nullable(),
  colour: z.string().nullable(),
});
export type OrderItemDto = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  status_summary: z.array(z.object({ status: z.enum(ITEM_STATUSES), count: z.number().int() })),
  items: z.array(orderItemSchema),
  subtotal_cents: z.number().int(),
  tax_cents: z.number().int(),
  shipping_cents: z.number().int(),
  charge_cents: z.number().int(),
  coupon_code: z.string().nullable(),
  ship_to: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip_code: z.string(),
    apartment: z.string(),
  }),
  payment_status: z.string(),
});
export type OrderDto = z.infer<typeof orderSchema>;

export const orderParams = z.object({ id: idParam });

export const statusBody = z.object({ status: z.string() });
