import { showroomRefFields } from '@app/domain/catalog/contract';
import { z } from 'zod';

/**
 * The fields shared by the catalogue's requests, and the body of POST /api/visualization/products (which the
 * web builds too), are the domain's contract (packages/domain/src/catalog/contract.ts).
 */
export {
  MAX_PER_PAGE,
  type ProductSort,
  pageField,
  perPageField,
  productSortField,
  type ShowroomRef,
  showroomProductsBody,
  showroomRefFields,
} from '@app/domain/catalog/contract';

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
