import type { FullOrder, FullOrderItem } from '@app/domain/orders/contract';
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

/**
 * The answers' shapes are the domain's contract (packages/domain/src/orders/contract.ts): every money field
 * optional, so a field the caller's role may not see stays absent in the serialised answer.
 */
export { orderItemSchema, orderSchema } from '@app/domain/orders/contract';
/** An order item with every field, as built before the caller's role keeps its own money fields. */
export type OrderItemDto = FullOrderItem;
/** An order with every field, as built before the caller's role keeps its own money fields (orders-view.ts). */
export type OrderDto = FullOrder;

export const orderParams = z.object({ id: idParam });

export const statusBody = z.object({ status: z.string() });
