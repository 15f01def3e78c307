import { type SampleQuote, sampleQuoteSchema } from '@app/domain/orders/samples';

export const SAVED_ADDRESS = {
  street: '12 Pine St',
  apartment: '',
  city: 'Albany',
  state: 'NY',
  zip_code: '12207',
};

/** A sample as the quote lists it; override what a test is about. */
export const sampleLineOf = (product: string, over: Partial<SampleQuote['lines'][number]> = {}) => ({
  product,
  name: `Tile ${product}`,
  brand: 'Stoneworks',
  image: '',
  size: '4 × 4 in',
  price_cents: 0,
  ...over,
});

/**
 * A quote of a free tile chip, a $5.00 slab sample and a faucet without samples, taxed 8%: $5.00 + $0.40,
 * shipped free, to the saved address with the saved card. Parsed by the domain's schema, so it cannot drift.
 */
export const sampleQuoteOf = (over: Partial<SampleQuote> = {}): SampleQuote =>
  sampleQuoteSchema.parse({
    lines: [
      sampleLineOf('TILE1', {
        name: 'Carrara hex floor tile',
        image: '/media/tile1.webp',
        size: '4 × 4 in chip',
      }),
      sampleLineOf('SLAB2', {
        name: 'Calacatta quartz slab',
        brand: 'Quartzline',
        size: '6 × 6 in',
        price_cents: 500,
      }),
    ],
    unavailable: [{ product: 'FAUCET3', name: 'Brushed nickel faucet' }],
    subtotal_cents: 500,
    tax_bps: 800,
    tax_cents: 40,
    shipping_cents: 0,
    total_cents: 540,
    ship_to: SAVED_ADDRESS,
    card: { brand: 'Visa', last4: '4242' },
    ...over,
  });
