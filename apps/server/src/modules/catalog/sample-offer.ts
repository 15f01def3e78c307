import type { SampleOffer } from '@app/domain/orders/samples';

/** The sample columns of a product row (`sample_size`, `sample_price_cents`) as the answers name them. */
export type SampleColumns = { sample_size: string | null; sample_price_cents: number | string | null };

/** A product's sample offer from its columns (migration 0039: both or neither); null when it offers none. */
export function sampleOfferOf(row: SampleColumns): SampleOffer | null {
  if (row.sample_size == null || row.sample_price_cents == null) return null;
  return { size: row.sample_size, price_cents: Number(row.sample_price_cents) };
}
