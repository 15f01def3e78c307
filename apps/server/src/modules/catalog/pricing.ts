import { pricePerSqft, unitPrice } from '@app/domain/catalog/pricing';
import { sizeLabel } from '@app/domain/catalog/size-label';
import { toDollars } from '@app/domain/money/cents';
import type { SizeRow } from './product-card.ts';

export type PricedSize = {
  id: number;
  width_size: string | null;
  height_size: string | null;
  length_size: string | null;
  pattern: string | null;
  size_label: string;
  unit: string;
  uom: string | null;
  box_sqft: number | null;
  min_qty: number;
  price: number;
  price_cents: number;
  price_per_sqft: number | null;
};

/** One size at a showroom's prices: the domain's unit price for the markup rule the query resolved. */
export function priceOfSize(row: SizeRow): PricedSize {
  const boxSqft = row.box_sqft == null ? null : Number(row.box_sqft);
  const cents = unitPrice({
    vendorPriceCents: Number(row.vendor_price_cents),
    platformFeeBps: Number(row.platform_fee_bps),
    markupBps: Number(row.markup_bps),
  }).unitPriceCents;
  return {
    id: Number(row.size_id),
    width_size: row.width_size,
    height_size: row.height_size,
    length_size: row.length_size,
    pattern: row.pattern,
    size_label: sizeLabel(row),
    unit: row.unit,
    uom: row.uom,
    box_sqft: boxSqft,
    min_qty: Number(row.min_qty),
    price: toDollars(cents),
    price_cents: cents,
    price_per_sqft: pricePerSqft(cents, boxSqft),
  };
}
