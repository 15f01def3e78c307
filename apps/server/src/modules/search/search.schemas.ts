import { dollarsField, rowIdOf } from '@app/domain/shared/input-limits';
import { z } from 'zod';
import { pageField, perPageField, productSortField, showroomRefFields } from '../catalog/catalog.schemas.ts';

/** Brands a search may filter by at once (there are a few dozen). */
const MAX_LIST_IDS = 100;

/** `brand=1&brand=2` or `brand=1,2` → [1, 2]: each an id within the id column's range. */
const idList = (label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v, ctx) => {
      const parts = (Array.isArray(v) ? v : v ? [v] : []).flatMap((s) => s.split(',')).map((s) => s.trim());
      const ids = parts.filter(Boolean).map(rowIdOf);
      if (ids.length > MAX_LIST_IDS) {
        ctx.addIssue({ code: 'custom', message: `The ${label} may not have more than ${MAX_LIST_IDS} ids.` });
        return z.NEVER;
      }
      if (ids.some((n) => n == null)) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must be a list of ids.` });
        return z.NEVER;
      }
      return ids as number[];
    });

const dollars = (label: string) => dollarsField(label).optional();

/** GET /api/search (docs/api-catalogue.md). */
export const searchQuery = z
  .object({
    q: z.string().trim().max(200).optional().default(''),
    ...showroomRefFields,
    // A slug, or an id: digits past the id column (2147483648) are no id at all.
    category: z
      .string()
      .trim()
      .max(120)
      .refine((c) => !/^\d+$/.test(c) || rowIdOf(c) != null, 'The category is invalid.')
      .optional(),
    brand: idList('brand'),
    color: z.string().trim().max(40).optional(),
    min_price: dollars('min price'),
    max_price: dollars('max price'),
    sort: productSortField,
    page: pageField,
    ppp: perPageField,
    // 1: search the text as typed, never corrected ("Search instead for …").
    exact: z
      .enum(['0', '1', 'true', 'false'], { error: 'The exact flag must be 0 or 1.' })
      .optional()
      .transform((v) => v === '1' || v === 'true'),
  })
  .refine((q) => q.min_price == null || q.max_price == null || q.min_price <= q.max_price, {
    path: ['max_price'],
    message: 'The max price must be greater than or equal to the min price.',
  });
export type SearchQuery = z.infer<typeof searchQuery>;

/** The answer's shape is the domain's contract (packages/domain/src/search/contract.ts). */
export { searchResultSchema } from '@app/domain/search/contract';
