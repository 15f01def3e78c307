import { z } from 'zod';
import { paginationSchema } from '../catalog/pagination.ts';
import { ITEM_STATUSES } from '../orders/item-status.ts';
import { idParam, strictInt } from '../shared/input-limits.ts';

/** Clients per page of GET /api/pro/clients (spec point 9: default pagination size 10). */
export const CLIENTS_PER_PAGE = 10;
/** The most projects, carts and orders listed per client (newest first); the counts say how many there are. */
export const CLIENT_ROWS_MAX = 50;

const cents = z.number().int();

/** A project of the client in this showroom. */
export const clientProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_cart: z.boolean(),
  updated_at: z.string(),
});

/** A cart of the client in this showroom, priced now as the client sees it (the showroom's public prices). */
export const clientCartSchema = z.object({
  project_id: z.number().int(),
  name: z.string(),
  /** Number of lines. */
  count: z.number().int(),
  total_qty: z.number().int(),
  /** Σ line totals at the showroom's prices, before any coupon (what the client's cart page shows). */
  subtotal_cents: cents,
  updated_at: z.string(),
});

/**
 * An order of the client priced by this showroom: the pro's own money only (money-by-role.ts: a pro never
 * receives an order's charge, the vendor's price or the platform's fee), i.e. its profit on the order.
 */
export const clientOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  status_summary: z.array(z.object({ status: z.enum(ITEM_STATUSES), count: z.number().int() })),
  items: z.number().int(),
  total_qty: z.number().int(),
  /** Σ contractor_markup_amt × qty, negative for items at Return Request or Returned (domain item-profit.ts). */
  profit_cents: cents,
});

/** A homeowner who registered through the showroom, or has projects or orders in it. */
export const proClientSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  /** Registered through the showroom (their `shop_id`). */
  registered_here: z.boolean(),
  joined_at: z.string(),
  project_count: z.number().int(),
  cart_count: z.number().int(),
  order_count: z.number().int(),
  profit_cents: cents,
  projects: z.array(clientProjectSchema),
  carts: z.array(clientCartSchema),
  orders: z.array(clientOrderSchema),
});
export type ProClient = z.infer<typeof proClientSchema>;
export type ClientProject = z.infer<typeof clientProjectSchema>;
export type ClientCart = z.infer<typeof clientCartSchema>;
export type ClientOrder = z.infer<typeof clientOrderSchema>;

export const proClientsPageSchema = paginationSchema(proClientSchema);
export type ProClientsPage = z.infer<typeof proClientsPageSchema>;

export const proClientsQuery = z.object({
  page: strictInt('page', { min: 1, max: 100_000 }).optional().default(1),
});

export const proClientParams = z.object({ id: idParam });
