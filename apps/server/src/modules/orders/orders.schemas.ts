import type { FullOrder, FullOrderItem } from '@app/domain/orders/contract';
import { idParam } from '@app/domain/shared/input-limits';
import { z } from 'zod';

/** The request bodies are the domain's contract too (the web sends them typed by it). */
/**
 * The answers' shapes are the domain's contract (packages/domain/src/orders/contract.ts): every money field
 * optional, so a field the caller's role may not see stays absent in the serialised answer.
 */
export {
  orderItemSchema,
  orderSchema,
  type PlaceOrderBody,
  placeOrderBody,
  shipToBody as shipToSchema,
} from '@app/domain/orders/contract';
/** An order item with every field, as built before the caller's role keeps its own money fields. */
export type OrderItemDto = FullOrderItem;
/** An order with every field, as built before the caller's role keeps its own money fields (orders-view.ts). */
export type OrderDto = FullOrder;

export const orderParams = z.object({ id: idParam });

export const statusBody = z.object({ status: z.string() });
