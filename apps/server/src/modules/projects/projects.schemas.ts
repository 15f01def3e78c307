import { EXTRA_INFO_TOO_LARGE, extraInfoFits } from '@app/domain/cart/extra-info';
import { MAX_LINE_QTY } from '@app/domain/catalog/quantity';
import { idField as id, idParam, strictInt } from '@app/domain/shared/input-limits';
import { z } from 'zod';
import { productCardSchema } from '../catalog/product-card.ts';

/** A guest cart's id as the web stores it (`cart_id`): base64url, 43 characters when we issue it. */
const tempId = z
  .string({ error: 'The temp project id must be a string.' })
  .trim()
  .max(64, { error: 'The temp project id is invalid.' });

const qty = strictInt('qty', { min: 1, max: MAX_LINE_QTY });

/** Which cart a call is about: a signed-in user's `project`, else a guest's `temp_project_id`. */
export const cartRefFields = {
  project: id('project').optional(),
  temp_project_id: tempId.optional(),
};

/** The showroom the cart is priced for: the pro's user id (`showroom`) or its `vsd_id`. */
export const showroomFields = {
  showroom: id('showroom').optional(),
  vsd_id: z.string().trim().max(40).optional(),
};

const flag = z.union([
  z.boolean(),
  z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true'),
]);

/** GET /api/projectCart. */
export const cartQuery = z.object({ ...cartRefFields, ...showroomFields, is_cart: flag.optional() });

const lineFields = {
  product: z.union([id('product'), z.string().trim().min(1).max(64)], {
    error: 'The product field is required.',
  }),
  size_id: id('size id').optional(),
  qty: qty.optional(),
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
export type SyncBody = z.infer<typeof syncBody>;
export type LineInput = Pick<SyncBody, 'product' | 'size_id' | 'qty' | 'colour'>;

/** POST /api/projectCart/sync_to_bulk_cart: many lines at once, all or none. */
export const bulkBody = z.object({
  ...cartRefFields,
  ...showroomFields,
  action: z.enum(['add', 'set'], { error: 'The action must be add or set.' }).default('add'),
  items: z
    .array(z.object(lineFields), { error: 'The items field is required.' })
    .min(1, { error: 'The items field is required.' })
    .max(200, { error: 'The items may not have more than 200 lines.' }),
});
export type BulkBody = z.infer<typeof bulkBody>;

/** POST /api/projectCart/update_cart: a line's quantity (raised to the size's minimum). */
export const updateLineBody = z.object({
  ...cartRefFields,
  ...showroomFields,
  id: id('id'),
  qty: strictInt('qty', { max: MAX_LINE_QTY }),
});

const extraInfo = z
  .record(z.string(), z.unknown(), { error: 'The extra info must be an object.' })
  .refine(extraInfoFits, { error: EXTRA_INFO_TOO_LARGE });

/** POST /api/projectCart/update_project_cart: the cart's own fields. */
export const updateProjectCartBody = z.object({
  ...cartRefFields,
  ...showroomFields,
  name: z.string().trim().max(120).optional(),
  extra_info: extraInfo.optional(),
});

/** POST /api/projectCart/coupon: a coupon of the cart's showroom, kept with the cart. */
export const couponBody = z.object({
  ...cartRefFields,
  coupon: z
    .string({ error: 'The coupon field is required.' })
    .trim()
    .min(1, { error: 'The coupon field is required.' })
    .max(64, { error: 'This coupon is not valid for this showroom.' }),
});
export type CouponBody = z.infer<typeof couponBody>;
export const couponQuery = z.object(cartRefFields);

/** DELETE /api/cart/destroy/{id}. */
export const lineParams = z.object({ id: idParam });
export const destroyQuery = z.object({ ...cartRefFields, ...showroomFields });

/** POST /api/projectCart: a project from the stored selection (signed in). */
export const createProjectBody = z.object({
  ...showroomFields,
  project: z.string().trim().max(120).optional(),
  name: z.string().trim().max(120).optional(),
  is_3d: flag.optional(),
  is_cart: flag.optional(),
  floorplan: z.union([z.string().trim().max(200), z.number()]).optional(),
  floorTemplate: z.union([z.string().trim().max(200), z.number()]).optional(),
  extra_info: extraInfo.optional(),
});
export type CreateProjectBody = z.infer<typeof createProjectBody>;

export const projectParams = z.object({ id: idParam });
export const putProjectBody = z.object({
  name: z.string().trim().max(120).optional(),
  extra_info: extraInfo,
});

/** POST /api/projectCart/add_guest_cart. */
export const mergeBody = z.object({
  re_temp_project_id: tempId.min(1, { error: 'The re temp project id field is required.' }),
  project_id: id('project id'),
});

/* ---------- responses ---------- */

export const cartLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  size_id: z.number().int(),
  colour: z.string().nullable(),
  qty: z.number().int(),
  min_qty: z.number().int(),
  size_label: z.string(),
  unit_price_cents: z.number().int(),
  unit_price: z.number(),
  line_total_cents: z.number().int(),
  line_total: z.number(),
  product: productCardSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  id: z.number().int().nullable(),
  temp_project_id: z.string().nullable(),
  is_cart: z.boolean(),
  name: z.string(),
  showroom: z.number().int().nullable(),
  vsd_id: z.string().nullable(),
  extra_info: z.record(z.string(), z.unknown()),
  is_3d: z.boolean(),
  floorplan: z.string().nullable(),
  floorTemplate: z.string().nullable(),
  Project_tans: z.array(cartLineSchema),
  count: z.number().int(),
  total_qty: z.number().int(),
  subtotal_cents: z.number().int(),
  subtotal: z.number(),
  /** The coupon kept with the cart (POST /api/projectCart/coupon), its discount, and why it no longer applies. */
  coupon_code: z.string().nullable(),
  coupon_error: z.string().nullable(),
  discount_cents: z.number().int(),
  discount: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;
