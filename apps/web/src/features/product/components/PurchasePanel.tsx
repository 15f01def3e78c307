import { formatDecimal } from '@app/domain/format/number';
import { formatUsd } from '@app/domain/money/cents';
import { inchesOf } from '@app/domain/room/sell-units';
import { sampleRoomFor } from '@app/domain/room/showcase';
import { Button } from '../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { ColourPicker } from '../../../components/ui/ColourPicker.tsx';
import { QuantityBox } from '../../../components/ui/QuantityBox.tsx';
import { paths, visualizeWith } from '../../../config/paths.ts';
import { useAddToCart } from '../../../lib/cart/use-cart.ts';
import type { ProductDetail } from '../../../lib/catalog-types.ts';
import { usePurchase } from '../hooks/use-purchase.ts';
import { PriceSummary } from './PriceSummary.tsx';
import { SampleOffer } from './SampleOffer.tsx';
import { SizeSelector } from './SizeSelector.tsx';

const sqft = formatDecimal;
/** "Box" → "boxes", "Piece" → "pieces". */
const unitsOf = (unit: string) => `${unit.toLowerCase()}${/(x|s|sh|ch)$/i.test(unit) ? 'es' : 's'}`;

/** Size, colour and quantity with the price that follows them, and "Add to Cart" (priced in the page's showroom). */
export function PurchasePanel({
  product,
  givenQuantity,
}: {
  product: ProductDetail;
  givenQuantity?: number | null;
}) {
  const { size, color, setColor, minimum, quantity, setQuantity, chooseSize } = usePurchase(
    product,
    givenQuantity,
  );
  const add = useAddToCart();
  if (!size) return null;
  // "See it in a room": the product in the size chosen, on its place in a sample room (its top category's).
  const room = sampleRoomFor(product.breadcrumb[1]?.name ?? product.category.name);
  const coverage = size.box_sqft !== null ? size.box_sqft * quantity : null;
  const addToCart = () =>
    add.mutate({
      product: product.hash,
      size_id: size.id,
      qty: quantity,
      colour: color || null,
      vsd_id: product.showroom?.vsd_id,
    });

  return (
    <div className="flex flex-col gap-5">
      <PriceSummary size={size} />
      <SizeSelector sizes={product.sizes} value={size.id} onChange={chooseSize} />
      <ColourPicker colors={product.colors} value={color || null} onChange={setColor} label="Colour" />
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <QuantityBox value={quantity} onChange={setQuantity} min={minimum} label="Quantity" />
        <dl className="text-sm">
          <div className="flex gap-2">
            <dt className="text-slate-600">Total</dt>
            <dd className="font-semibold text-slate-900" data-testid="line-total">
              {formatUsd(size.price_cents * quantity)}
            </dd>
          </div>
          {coverage !== null && (
            <div className="flex gap-2">
              <dt className="text-slate-600">Covers</dt>
              <dd className="text-slate-900">{sqft(coverage)} sq ft</dd>
            </div>
          )}
        </dl>
      </div>
      {minimum > 1 && (
        <p className="text-sm text-slate-600">
          Minimum order: {minimum} {unitsOf(size.unit)}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={addToCart} loading={add.isPending} fullWidth className="sm:w-auto">
          Add to Cart
        </Button>
        <ButtonLink to={paths.cart} variant="outline" className="w-full sm:w-auto">
          View cart
        </ButtonLink>
        {room && (
          <ButtonLink
            to={visualizeWith({
              floorplan: room.floorplan,
              floorTemplate: room.floorTemplate,
              slot: room.slot,
              try: `${product.hash}:${size.id}:${inchesOf(size.width_size) ?? ''}`,
            })}
            variant="ghost"
            className="w-full sm:w-auto"
          >
            See it in a room
          </ButtonLink>
        )}
      </div>
      <SampleOffer product={product.hash} sample={product.sample} />
    </div>
  );
}
