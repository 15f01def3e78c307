import { z } from 'zod';
import { STYLES, type Style } from '../catalog/styles.ts';
import {
  STYLE_QUESTIONS,
  type StyleAnswers,
  styleAnswersSchema,
  styleProfileOf,
} from '../room/style-profile.ts';
import { strictInt } from '../shared/input-limits.ts';

/**
 * The swap panel's filters and sorting (issue 21 A9): what GET /api/visualization/options accepts beside the
 * slot, and the counts per filter value it answers with. One definition for the panel and the route.
 */

/** How the options are ordered; those that fit the slot always come first, whatever the order. */
export const SWAP_SORTS = ['fit', 'price_asc', 'price_desc', 'match'] as const;
export type SwapSort = (typeof SWAP_SORTS)[number];
export const SWAP_SORT_LABELS: Record<SwapSort, string> = {
  fit: 'Best fit',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  match: 'Match to my style',
};

/** Highest price a filter may name: $1,000,000 in cents (still far inside an int4). */
export const SWAP_PRICE_MAX_CENTS = 100_000_000;
/** Widest a fixture slot may say it takes, in inches (a 40-ft wall). */
export const SWAP_FIT_MAX_IN = 480;
/** Values listed per facet, most products first (a selected value is always kept by the panel). */
export const SWAP_FACET_LIMIT = 40;

/** A catalogue word (a colour, a finish, a size label): letters, digits and the marks sizes use. */
const facetValue = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `The ${label} is invalid.`)
    .max(60, `The ${label} is invalid.`)
    .regex(/^[\p{L}\p{N} .,'"/&+×x()-]+$/u, `The ${label} is invalid.`)
    .optional();

const priceField = (label: string) =>
  strictInt(label, {
    min: 0,
    max: SWAP_PRICE_MAX_CENTS,
    maxMessage: `The ${label} may not be greater than $${SWAP_PRICE_MAX_CENTS / 100}.`,
  }).optional();

/**
 * The style quiz's answers in question order, dot-separated ("calm.wood.light.none"), as the 'match' order
 * reads them: a guest's profile lives in the browser, so the query carries it.
 */
export const quizField = z
  .string()
  .max(100)
  .transform((text, ctx): StyleAnswers | typeof z.NEVER => {
    const parts = text.split('.');
    const answers = Object.fromEntries(STYLE_QUESTIONS.map((q, i) => [q.id, parts[i] ?? '']));
    if (parts.length !== STYLE_QUESTIONS.length || !styleAnswersSchema.safeParse(answers).success) {
      ctx.addIssue({ code: 'custom', message: 'The style quiz answers are invalid.' });
      return z.NEVER;
    }
    return answers;
  })
  .optional();

/** The quiz answers as the `quiz` query value. */
export const quizParam = (answers: Record<string, string>) =>
  STYLE_QUESTIONS.map((q) => answers[q.id] ?? '').join('.');

export const swapFilterFields = {
  color: facetValue('colour'),
  finish: facetValue('finish'),
  size: facetValue('size'),
  brand: strictInt('brand', { min: 1, max: 2_147_483_647, maxMessage: 'The brand is invalid.' }).optional(),
  style: z.enum(STYLES, { error: 'The style is invalid.' }).optional(),
  /** Cents at the showroom's prices, both ends included. */
  price_min: priceField('lowest price'),
  price_max: priceField('highest price'),
  sort: z.enum(SWAP_SORTS, { error: 'The order is invalid.' }).optional(),
  quiz: quizField,
  /** For a fixture: the widest size, in inches, that fits where it stands (widestFit); wider ones go last. */
  fit_width_in: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'The fitting width is invalid.')
    .transform(Number)
    .pipe(z.number().max(SWAP_FIT_MAX_IN, 'The fitting width is invalid.'))
    .optional(),
};

type FilterInput = {
  price_min?: number;
  price_max?: number;
  sort?: SwapSort;
  quiz?: StyleAnswers;
};

/** The checks across fields: a price range the right way round, a style match with the answers to match. */
export function refineSwapFilters(q: FilterInput, ctx: z.RefinementCtx) {
  if (q.price_min != null && q.price_max != null && q.price_min > q.price_max)
    ctx.addIssue({
      code: 'custom',
      path: ['price_max'],
      message: 'The highest price may not be lower than the lowest.',
    });
  if (q.sort === 'match' && !q.quiz)
    ctx.addIssue({ code: 'custom', path: ['quiz'], message: 'Take the style quiz to sort by match.' });
}

/** Each style's weight for the 'match' order (a product scores the sum of its style tags' weights). */
export const styleWeights = (answers: StyleAnswers): Array<[Style, number]> => {
  const { scores } = styleProfileOf(answers);
  return STYLES.map((s) => [s, scores[s]]);
};

const valueCount = z.object({ value: z.string(), count: z.number().int() });

/**
 * Counts per filter value over the slot's options (name search applied). Each facet is counted with every
 * other filter applied but not its own, so a chosen colour still lists the other colours to switch to.
 */
export const swapFacetsSchema = z.object({
  colors: z.array(valueCount),
  finishes: z.array(valueCount),
  sizes: z.array(valueCount),
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  styles: z.array(valueCount),
  /** Cents at the showroom's prices over the options the other filters leave; null when none. */
  price: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
  /** Of the matching options, how many fit the slot (all of them for a surface). */
  fitting: z.number().int(),
});
export type SwapFacets = z.infer<typeof swapFacetsSchema>;
