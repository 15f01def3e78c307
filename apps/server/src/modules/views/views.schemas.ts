import { idField, PG_INT_MAX, strictInt } from '@app/domain/shared/input-limits';
import { z } from 'zod';
import { showroomRefFields } from '../catalog/catalog.schemas.ts';

const limitField = strictInt('limit', { min: -PG_INT_MAX, max: PG_INT_MAX })
  .optional()
  .transform((n) => Math.min(24, Math.max(1, n ?? 8)));

export const topProductsBody = z.object({
  ...showroomRefFields,
  category: z.union([idField('category'), z.string().trim().min(1).max(120)]).optional(),
  limit: limitField,
});

export const alsoViewedBody = z.object({
  product: z
    .string({ error: 'The product field is required.' })
    .trim()
    .min(1, 'The product field is required.'),
  ...showroomRefFields,
  limit: limitField,
});

export const recentlyViewedBody = z.object({
  viewer: z.string().trim().max(64).optional(),
  ...showroomRefFields,
  limit: limitField,
});
