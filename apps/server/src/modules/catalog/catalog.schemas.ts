import { DEFAULT_PAGE_SIZE } from '@app/domain';
import { idField, PG_INT_MAX, strictInt } from '@app/domain/shared/input-limits';
import { z } from 'zod';

/** Largest page a caller may ask for; a bigger `ppp` is served at this size. */
export const MAX_PER_PAGE = 48;

/** `page`: any integer up to PG_INT_MAX; the service clamps it to 1..last_page (spec point 4, pagination). */
export const pageField = strictInt('page', { min: -PG_INT_MAX, max: PG_INT_MAX }).optional();
/** `ppp`: page size, default 10 (spec point 9), at most MAX_PER_PAGE. */
export const perPageField = strictInt('ppp', { min: -PG_INT_MAX, max: PG_INT_MAX })
  .optional()
  .transform((n) => Math.min(MAX_PER_PAGE, Math.max(1, n ?? DEFAULT_PAGE_SIZE)));

/** The showroom a caller shops in: its owner's user id (`showroom`, the spec's my_item.showroom) or `vsd_id`. */
export const showroomRefFields = {
  showroom: idField('showroom').optional(),
  vsd_id: z.string().trim().max(40).optional(),
};
export type ShowroomRef = { showroom?: number; vsd_id?: string };

export const productSortField = z.enum(['relevance', 'price_asc', 'price_desc', 'newest']).optional();
export type ProductSort = z.infer<typeof productSortField>;

/** POST /api/visualization/products. */
export const showroomProductsBody = z.object({
  category: z.union([idField('category'), z.string().trim().min(1).max(120)], {
    error: 'The category field is required.',
  }),
  ...showroomRefFields,
  page: pageField,
  ppp: perPageField,
  sort: productSortField,
});

/** GET /api/visualization/showrooms. */
export const showroomLookupQuery = z.object({ s: z.string().trim().max(100).optional().default('') });

/** GET /api/visualization/shop_profile and GET /api/menu_category. */
export const showroomRefQuery = z.object(showroomRefFields);

/** GET /api/public. */
export const publicQuery = z.object({
  pid: z.string().trim().max(64).optional(),
  cid: z.string().trim().max(120).optional(),
  ...showroomRefFields,
});

/** GET /api/product/{hash}. */
export const productParams = z.object({ hash: z.string().trim().min(1).max(64) });
export const productQuery = z.object({
  vsd_id: showroomRefFields.vsd_id,
  showroom: showroomRefFields.showroom,
});

/**
 * The answers' shapes are the domain's contract (packages/domain/src/catalog/contract.ts and, for the
 * showroom routes, showrooms/contract.ts): each route serialises with them, so an answer carries exactly
 * their fields.
 */
export {
  brandSchema,
  categoryTileSchema,
  homeMediaSchema,
  menuDepartmentSchema,
  productCardPageSchema,
  productCardSchema,
  productDetailSchema,
  publicInfoSchema,
} from '@app/domain/catalog/contract';
export { shopProfileAnswerSchema, showroomMatchSchema } from '@app/domain/showrooms/contract';
