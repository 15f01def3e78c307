import { formatDecimal } from '@app/domain/format/number';
import { Price, PricePerSqft } from '../../../components/ui/Price.tsx';
import type { ProductSize } from '../../../lib/catalog-types.ts';

const sqft = formatDecimal;

/**
 * The chosen size's price per unit ("$89.60 / Box") and, for boxes with a coverage, the price per square
 * foot the server computed (box price / box_sqft) with the square feet in a box.
 */
export function PriceSummary({ size }: { size: ProductSize }) {
  return (
    <div className="flex flex-col gap-1" data-testid="product-price">
      <p>
        <span className="sr-only">Price per {size.unit}: </span>
        <Price cents={size.price_cents} unit={size.unit} className="text-3xl" />
      </p>
      {size.price_per_sqft !== null && (
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="sr-only">Price per square foot: </span>
          <PricePerSqft dollars={size.price_per_sqft} className="text-base font-medium text-slate-700" />
          {size.box_sqft !== null && (
            <span className="text-sm text-slate-500">
              ({sqft(size.box_sqft)} sq ft per {size.unit.toLowerCase()})
            </span>
          )}
        </p>
      )}
    </div>
  );
}
