import { z } from 'zod';
import { productCardSchema } from '../catalog/contract.ts';
import { paginationSchema } from '../catalog/pagination.ts';

const facetSchema = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });

/**
 * The facets of a search, counted before the brand/colour/price filters so that a chosen filter still shows
 * its alternatives: `categories` over everything the text matched; `brands`, `colors` and `price` over what
 * it matched in the chosen category (with its sub-categories). Most products first.
 */
export const searchFacetsSchema = z.object({
  categories: z.array(facetSchema),
  brands: z.array(facetSchema),
  colors: z.array(z.object({ value: z.string(), count: z.number().int() })),
  /** The cheapest and dearest unit price in DOLLARS at the showroom's prices; both null when nothing matched. */
  price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

/**
 * "Did you mean": the query the answer is for when the typed one (`original`) had words the catalogue does
 * not have and found nothing, so that each such word was corrected to the nearest word the catalogue has
 * (`query`, e.g. 'fawcet' → 'faucet'). Null when the answer is for the text as typed.
 */
export const searchCorrectionSchema = z.object({ query: z.string(), original: z.string() });
export type SearchCorrection = z.infer<typeof searchCorrectionSchema>;

/**
 * GET /api/search (docs/api-catalogue.md): a pagination record (spec point 3) of priced cards whose links
 * keep the query, plus the facets and the correction the cards and facets are for. A hot route: plain data
 * only, so that it compiles to fast-json-stringify.
 */
export const searchResultSchema = paginationSchema(productCardSchema).extend({
  facets: searchFacetsSchema,
  corrected: searchCorrectionSchema.nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
