import { z } from 'zod';
import { applyBps } from '../money/cents.ts';
import { idField, strictInt } from '../shared/input-limits.ts';
import { placeOrderBody, shipToBody } from './contract.ts';

/**
 * Samples (issue 25 point 7; docs/api-samples.md): a vendor offers a sample of a product — a size of its
 * own ("4 × 4 in chip") at a price of its own, free or not — and a homeowner orders samples of the tiles
 * and slabs of an estimate or a room as one small order. A sample sells at the vendor's price: no markup,
 * no platform fee, taxed like any material; samples ship free (the vendor's price covers the post).
 */
export const SAMPLE_LIMITS = {
  /** Products in one sample order (one sample of each). */
  products: 10,
  /** The highest price a vendor may ask for a sample: $100.00. */
  priceCents: 10_000,
  /** The lowest price of a sample that is not free: the provider's smallest charge, $0.50. */
  minPriceCents: 50,
  size: 40,
  /** Sample orders one account may place in 7 days (free samples cost the vendor: not an open tap). */
  ordersPerWeek: 5,
} as const;

export const SAMPLE_MESSAGES = {
  sizeRequired: 'Give the sample’s size, like “4 × 4 in”.',
  sizeLength: `The sample size may not be greater than ${SAMPLE_LIMITS.size} characters.`,
  priceRange: 'The sample price must be $0.00 (free), or between $0.50 and $100.00.',
  productsRequired: 'Choose at least one sample.',
  tooMany: `Order at most ${SAMPLE_LIMITS.products} samples at a time.`,
  notOffered: (name: string) => `${name} has no samples to order.`,
  weekly: `You have placed ${SAMPLE_LIMITS.ordersPerWeek} sample orders this week. Order more in a few days, or buy the product.`,
  noCard: 'There is no saved card. Please add a card.',
  placed: (number: string) => `Your sample order #${number} is placed.`,
} as const;

const CONTROL = /\p{Cc}/u;

/**
 * A product's sample as its vendor lists it (the product form, PUT /api/vendor/products/{id}): null takes
 * the offer away; absent leaves it as it is (a CSV import does not touch it).
 */
export const productSampleInput = z
  .object({
    size: z
      .string({ error: SAMPLE_MESSAGES.sizeRequired })
      .trim()
      .min(1, { error: SAMPLE_MESSAGES.sizeRequired })
      .max(SAMPLE_LIMITS.size, { error: SAMPLE_MESSAGES.sizeLength })
      .refine((s) => !CONTROL.test(s), { error: 'The sample size may not hold control characters.' }),
    price_cents: strictInt('sample price', {
      min: 0,
      max: SAMPLE_LIMITS.priceCents,
      minMessage: SAMPLE_MESSAGES.priceRange,
      maxMessage: SAMPLE_MESSAGES.priceRange,
    }).refine((p) => p === 0 || p >= SAMPLE_LIMITS.minPriceCents, { error: SAMPLE_MESSAGES.priceRange }),
  })
  .nullable();
export type ProductSampleInput = z.infer<typeof productSampleInput>;

/** A product's sample as the catalogue answers it (null: the vendor offers none). */
export const sampleOfferSchema = z.object({ size: z.string(), price_cents: z.number().int() });
export type SampleOffer = z.infer<typeof sampleOfferSchema>;

/** A product's public id (its hash), as the room and the estimate name products. */
const productHash = z
  .string({ error: 'Each sample must name a product.' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Each sample must name a product.' });

const productList = z
  .array(productHash, { error: SAMPLE_MESSAGES.productsRequired })
  .min(1, { error: SAMPLE_MESSAGES.productsRequired })
  .transform((hashes) => [...new Set(hashes)])
  .pipe(z.array(z.string()).max(SAMPLE_LIMITS.products, { error: SAMPLE_MESSAGES.tooMany }));

/**
 * GET /api/sample_orders/quote?products=a,b&state=NY — what the samples of these products would cost,
 * before the homeowner orders them. Products that offer no sample are listed apart, not refused.
 */
export const sampleQuoteQuery = z.object({
  products: z
    .string({ error: SAMPLE_MESSAGES.productsRequired })
    .max(1000, { error: SAMPLE_MESSAGES.tooMany })
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(productList),
  state: shipToBody.shape.state.optional(),
});

/**
 * POST /api/sample_orders (Idempotency-Key header): one sample of each product, shipped to `ship_to` (else
 * the saved shipping address), paid with `payment` when anything is due (free samples need no card). A
 * `project` the caller owns ties the order to it, as the room or estimate it was ordered from.
 */
export const sampleOrderBody = z.object({
  products: productList,
  project: idField('project').optional(),
  ship_to: shipToBody.optional(),
  payment: placeOrderBody.shape.payment.optional(),
});
export type SampleOrderRequest = z.input<typeof sampleOrderBody>;
export type SampleOrderBody = z.output<typeof sampleOrderBody>;

export const sampleLineSchema = z.object({
  product: z.string(),
  name: z.string(),
  brand: z.string(),
  image: z.string(),
  size: z.string(),
  price_cents: z.number().int(),
});
export type SampleLine = z.infer<typeof sampleLineSchema>;

/** The quote: the samples to order, their money, and what the payment would use without others. */
export const sampleQuoteSchema = z.object({
  lines: z.array(sampleLineSchema),
  /** Products asked for whose vendor offers no sample. */
  unavailable: z.array(z.object({ product: z.string(), name: z.string() })),
  subtotal_cents: z.number().int(),
  tax_bps: z.number().int(),
  tax_cents: z.number().int(),
  shipping_cents: z.number().int(),
  total_cents: z.number().int(),
  ship_to: shipToBody.nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type SampleQuote = z.infer<typeof sampleQuoteSchema>;

/** A sample line's money: its price passes to the vendor whole, and its tax (half-up) to the state. */
export type PricedSample = { priceCents: number; taxCents: number };

/** Prices samples: each at its vendor's price, taxed per line half-up; shipping free. */
export function priceSamples(prices: readonly number[], taxBps: number) {
  const lines: PricedSample[] = prices.map((p) => ({ priceCents: p, taxCents: applyBps(p, taxBps) }));
  const subtotalCents = lines.reduce((s, l) => s + l.priceCents, 0);
  const taxCents = lines.reduce((s, l) => s + l.taxCents, 0);
  return { lines, subtotalCents, taxCents, shippingCents: 0, totalCents: subtotalCents + taxCents };
}
