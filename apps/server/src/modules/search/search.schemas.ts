import { z } from 'zod';
import { pageField, perPageField, productSortField, showroomRefFields } from '../catalog/catalog.schemas.ts';

/** `brand=1&brand=2` or `brand=1,2` → [1, 2]. */
const idList = (label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v, ctx) => {
      const parts = (Array.isArray(v) ? v : v ? [v] : []).flatMap((s) => s.split(',')).map((s) => s.trim());
      const ids = parts.filter(Boolean).map(Number);
      if (ids.some((n) => !Number.isInteger(n) || n < 1)) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must be a list of ids.` });
        return z.NEVER;
      }
      return ids;
    });

const dollars = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a number.` })
    .min(0, `The ${label} must be at least 0.`)
    .optional();

/** GET /api/search (docs/api-catalogue.md). */
export const searchQuery = z
  .object({
    q: z.string().trim().max(200).optional().default(''),
    ...showroomRefFields,
    category: z.string().trim().max(120).optional(),
    brand: idList('brand'),
    color: z.string().trim().max(40).optional(),
    min_price: dollars('min price'),
    max_price: dollars('max price'),
    sort: productSortField,
    page: pageField,
    ppp: perPageField,
  })
  .refine((q) => q.min_price == null || q.max_price == null || q.min_price <= q.max_price, {
    path: ['max_price'],
    message: 'The max price must be greater than or equal to the min price.',
  });
export type SearchQuery = z.infer<typeof searchQuery>;
