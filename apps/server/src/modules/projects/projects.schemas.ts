import { cartRefFields, type SyncBody, showroomFields, tempProjectId } from '@app/domain/cart/contract';
import { EXTRA_INFO_TOO_LARGE, extraInfoFits } from '@app/domain/cart/extra-info';
import { MAX_LINE_QTY } from '@app/domain/catalog/quantity';
import { idField as id, idParam, strictInt } from '@app/domain/shared/input-limits';
import { z } from 'zod';

/**
 * A yes/no field as clients send it: a boolean, 0/1 (the visualizer keeps is_3d: 1 in my_item, which becomes
 * the body when a guest cart joins at sign-in), or the same as query-string text.
 */
const flag = z.union([
  z.boolean(),
  z.union([z.literal(0), z.literal(1)]).transform((v) => v === 1),
  z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true'),
]);

/** GET /api/projectCart. */
export const cartQuery = z.object({ ...cartRefFields, ...showroomFields, is_cart: flag.optional() });

/**
 * POST /api/projectCart/sync_to_cart's body is the domain's (the web types its add-to-cart by it), and so are
 * the field groups the other cart bodies share.
 */
export { type SyncBody, syncBody } from '@app/domain/cart/contract';
export type LineInput = Pick<SyncBody, 'product' | 'size_id' | 'qty' | 'colour'>;

export { type BulkBody, bulkBody } from '@app/domain/cart/contract';

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
  /** One of the caller's saved designs: a copy of its newest version is the new project's first room. */
  design: id('design').optional(),
});
export type CreateProjectBody = z.infer<typeof createProjectBody>;

export const projectParams = z.object({ id: idParam });
export const putProjectBody = z.object({
  name: z.string().trim().max(120).optional(),
  extra_info: extraInfo,
});

/** POST /api/projectCart/add_guest_cart. */
export const mergeBody = z.object({
  re_temp_project_id: tempProjectId.min(1, { error: 'The re temp project id field is required.' }),
  project_id: id('project id'),
});

/* ---------- responses ---------- */

/**
 * The answers' shapes are the domain's contract (packages/domain/src/cart/contract.ts): a cart with its
 * lines priced now, and the new project's ids.
 */
export {
  type Cart,
  type CartLine,
  type CreatedProject,
  cartLineSchema,
  cartSchema,
  createdProjectSchema,
} from '@app/domain/cart/contract';
