import { z } from 'zod';
import { productCardSchema } from '../catalog/contract.ts';
import { MAX_LINE_QTY } from '../catalog/quantity.ts';
import { idField, strictInt } from '../shared/input-limits.ts';

/**
 * The projects and cart API (docs/api-cart.md): the server serialises its answers with these schemas and the
 * web's types are their z.infer. Nothing about price is stored in a cart: every answer prices each line now,
 * for the cart's showroom. Money is integer US cents (`*_cents`) plus, for display, dollars with 2 decimals.
 */

const id = z.number().int();
const cents = z.number().int();

/** One product size and colour of a cart (`Project_tans`), priced now for the cart's showroom. */
export const cartLineSchema = z.object({
  /** The line's id (update_cart's `id`, DELETE /api/cart/destroy/{id}). */
  id,
  product_id: id,
  size_id: id,
  /** One of the product's `colors`, as the catalogue spells it; null without one. */
  colour: z.string().nullable(),
  qty: z.number().int(),
  /** The size's minimum quantity: `qty` is never below it. */
  min_qty: z.number().int(),
  size_label: z.string(),
  /** The catalogue's unit price of the line's size in the cart's showroom (= product.price_cents). */
  unit_price_cents: cents,
  /** unit_price_cents in dollars. */
  unit_price: z.number(),
  /** unit_price_cents × qty, before the coupon. */
  line_total_cents: cents,
  line_total: z.number(),
  /** The catalogue's card for the line's size (not the product's default size). */
  product: productCardSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * A cart or project: every cart call, GET/PUT /api/projectCart/{id} and POST /api/projectCart/add_guest_cart
 * answer it. A caller without a cart gets the empty cart (empty-cart.ts: id null, no lines, all zero).
 */
export const cartSchema = z.object({
  id: id.nullable(),
  /** A guest cart's id (base64url, 43 characters), kept by the web as `cart_id`; null for a user's project. */
  temp_project_id: z.string().nullable(),
  is_cart: z.boolean(),
  name: z.string(),
  /** The pro's user id whose showroom prices the cart; null (with vsd_id) prices at the platform default. */
  showroom: id.nullable(),
  vsd_id: z.string().nullable(),
  /** Free-form object the web keeps with the cart (at most 16 KB: extra-info.ts). */
  extra_info: z.record(z.string(), z.unknown()),
  is_3d: z.boolean(),
  floorplan: z.string().nullable(),
  floorTemplate: z.string().nullable(),
  Project_tans: z.array(cartLineSchema),
  /** Number of lines: the header's cart badge. */
  count: z.number().int(),
  /** Σ qty. */
  total_qty: z.number().int(),
  /** Σ line totals, at list prices: the coupon's discount comes off it. */
  subtotal_cents: cents,
  subtotal: z.number(),
  /** The coupon kept with the cart (POST /api/projectCart/coupon), upper case. */
  coupon_code: z.string().nullable(),
  /** Why the kept coupon no longer applies (then discount_cents is 0); null when it applies or there is none. */
  coupon_error: z.string().nullable(),
  /** The kept coupon's discount over the lines (Σ per-unit discount × qty). */
  discount_cents: cents,
  discount: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /api/projectCart (201): the new project's id, under both names. */
export const createdProjectSchema = z.object({ project_id: id, id });
export type CreatedProject = z.infer<typeof createdProjectSchema>;

/* ---------- requests the web sends by a type of its own ---------- */

/** A guest cart's id as the web stores it (`cart_id`): base64url, 43 characters when we issue it. */
export const tempProjectId = z
  .string({ error: 'The temp project id must be a string.' })
  .trim()
  .max(64, { error: 'The temp project id is invalid.' });

/** Which cart a call is about: a signed-in user's `project`, else a guest's `temp_project_id`. */
export const cartRefFields = {
  project: idField('project').optional(),
  temp_project_id: tempProjectId.optional(),
};

/** The showroom the cart is priced for: the pro's user id (`showroom`) or its `vsd_id`. */
export const showroomFields = {
  showroom: idField('showroom').optional(),
  vsd_id: z.string().trim().max(40).optional(),
};

/** One line of a cart write: the product (hash or id), its size (default: the default size), qty, colour. */
export const lineFields = {
  product: z.union([idField('product'), z.string().trim().min(1).max(64)], {
    error: 'The product field is required.',
  }),
  size_id: idField('size id').optional(),
  qty: strictInt('qty', { min: 1, max: MAX_LINE_QTY }).optional(),
  colour: z.string().trim().max(60).optional(),
};

/** POST /api/projectCart/sync_to_cart: one line; `action` add (default) | set | remove. */
export const syncBody = z.object({
  ...cartRefFields,
  ...showroomFields,
  ...lineFields,
  action: z
    .enum(['add', 'set', 'remove'], { error: 'The action must be add, set or remove.' })
    .default('add'),
});
/** The body as the server reads it (defaults applied). */
export type SyncBody = z.output<typeof syncBody>;
/** The body as a client sends it. */
export type SyncRequest = z.input<typeof syncBody>;

/** POST /api/projectCart/sync_to_bulk_cart: many lines at once, all or none. */
export const bulkBody = z.object({
  ...cartRefFields,
  ...showroomFields,
  action: z.enum(['add', 'set'], { error: 'The action must be add or set.' }).default('add'),
  items: z
    .array(z.object(lineFields), { error: 'The items field is required.' })
    .min(1, { error: 'The items field is required.' })
    .max(200, { error: 'The items may not have more than 200 lines.' }),
  /** The caller's 3-D design (and version) the lines come from: each line keeps it, and so its order item. */
  design: z
    .object({ id: idField('design'), version: strictInt('design version', { min: 1, max: 2_147_483_647 }) })
    .optional(),
});
/** The body as the server reads it. */
export type BulkBody = z.output<typeof bulkBody>;
/** The body as a client sends it. */
export type BulkRequest = z.input<typeof bulkBody>;
