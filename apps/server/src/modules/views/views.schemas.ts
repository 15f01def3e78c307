import { z } from 'zod';
import { showroomRefFields } from '../catalog/catalog.schemas.ts';

const limitField = z.coerce
  .number({ error: 'The limit must be a number.' })
  .int({ error: 'The limit must be an integer.' })
  .optional()
  .transform((n) => Math.min(24, Math.max(1, n ?? 8)));

export const topProductsBody = z.object({
  ...showroomRefFields,
  category: z.union([z.number().int(), z.string().trim().min(1)]).optional(),
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
