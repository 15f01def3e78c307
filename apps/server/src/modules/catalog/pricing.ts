import type { ProductSize } from '@app/domain/catalog/contract';
import { pricePerSqft, unitPrice } from '@app/domain/catalog/pricing';
import { sizeLabel } from '@app/domain/catalog/size-label';
import { toDollars } from '@app/domain/money/cents';

/** A product's default size with what its price needs, as the catalogue queries select it (snake_case). */
export type SizeRow = {
  size_id: number;
  width_size: string | null;
  height_size: string | null;
  length_size: string | null;
  pattern: string | null;
  unit: string;
  uom: string | null;
  box_sqft: string | number | null;
  min_qty: number;
  vendor_price_cents: number;
  markup_bps: number;
  platform_fee_bps: number;
};

/** A size at a showroom's prices, as ProductDetail `sizes` answers it (the domain's contract). */
export type PricedSize = ProductSize;

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
